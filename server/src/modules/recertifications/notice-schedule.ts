import type { AppDeps } from '../../deps.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { sendNoticeEmails } from './notice-emails.ts';

/**
 * Runs the recertification notice e-mails (decision 080) with the app: a first run shortly after
 * it is ready, then every `intervalMs`. A run sends only what is due on the day and not sent yet,
 * so running hourly sends each notice on its day; several servers may each run it, as every notice
 * and reminder is claimed by a row the database writes once.
 */
export class NoticeSchedule {
  private readonly loop: PeriodicTask;

  constructor(deps: AppDeps, intervalMs: number, log: { error(fields: object, message: string): void }) {
    this.loop = new PeriodicTask({
      // Not at once: a server starting is busy, and its first minute is no later for a daily notice.
      firstAfterMs: Math.min(intervalMs, 60_000),
      everyMs: intervalMs,
      work: () => sendNoticeEmails(deps),
      // The database may be away for a while; the next run tries again.
      onError: (error) =>
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'notice e-mails failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for a run under way (each household's notice is its own transaction). */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
