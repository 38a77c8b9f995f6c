import type { AppDeps } from '../../deps.ts';
import { sendNoticeEmails } from './notice-emails.ts';

/**
 * Runs the recertification notice e-mails (decision 080) with the app: a first run shortly after
 * it is ready, then every `intervalMs`. A run sends only what is due on the day and not sent yet,
 * so running hourly sends each notice on its day; several servers may each run it, as every notice
 * and reminder is claimed by a row the database writes once.
 */
export class NoticeSchedule {
  private timer: NodeJS.Timeout | undefined;
  private run: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly deps: AppDeps,
    private readonly intervalMs: number,
    private readonly log: { error(fields: object, message: string): void },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    // Not at once: a server starting is busy, and its first minute is no later for a daily notice.
    this.schedule(Math.min(this.intervalMs, 60_000));
  }

  /** Stops the loop and waits for a run under way (each household's notice is its own transaction). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.run;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    // The loop never keeps the process alive on its own.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.run) return;
    this.run = sendNoticeEmails(this.deps)
      .then(() => undefined)
      .catch((error: unknown) => {
        // The database may be away for a while; the next run tries again.
        this.log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'notice e-mails failed',
        );
      })
      .finally(() => {
        this.run = undefined;
      });
    await this.run;
    if (!this.stopped) this.schedule(this.intervalMs);
  }
}
