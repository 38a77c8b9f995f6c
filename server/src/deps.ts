import type { AppCaches } from './caches.ts';
import type { AppConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { ConcurrencyLimit } from './lib/concurrency-limit.ts';
import type { UploadSpool } from './lib/upload-spool.ts';
import type { MailNudge } from './modules/outbox/index.ts';

/** What every module needs from the outside world, built once in main.ts (or a test helper). */
export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
  /**
   * The applicant mailer, present when SMTP_URL is set (buildApp starts it). A service that queued
   * a notice calls `deps.mailer?.nudge()` after its commit so the e-mail leaves at once rather than
   * at the next poll; without it the e-mail still leaves, or waits in the outbox.
   */
  mailer?: MailNudge;
  /** The app's in-process caches (caches.ts), made by `buildApp` unless given. */
  caches: AppCaches;
  /**
   * Every route that takes a file stores (or checks) it inside `uploads.run`, once it has read it:
   * at most `config.uploadsAtOnce` at once, made by `buildApp` (decision 093).
   */
  uploads: ConcurrencyLimit;
  /**
   * Where an application's documents wait on disk between their reading and their turn in
   * `uploads` (UPLOADS_WAITING_DIR, decision 095), made by `buildApp`.
   */
  spool: UploadSpool;
}

/** What `buildApp` is given: the dependencies, its caches made fresh unless passed. */
export type AppInputs = Omit<AppDeps, 'caches' | 'uploads' | 'spool'> &
  Partial<Pick<AppDeps, 'caches'>> & {
    /** Where the log goes instead of standard output (tests read what a server would log). */
    logStream?: { write(line: string): void };
  };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
