/** What a `PeriodicTask` runs, and when. */
export interface PeriodicTaskOptions {
  /** The delay before the first run after `start`. */
  firstAfterMs: number;
  /** The delay between the end of a run and the start of the next. */
  everyMs: number;
  work: () => Promise<unknown>;
  /** A failed run's error; the next run comes on time (the database may be away for a while). */
  onError: (error: unknown) => void;
}

/**
 * A job that runs inside the app's process (the mailer, the recertification notices, the new day's
 * dashboards): one run at a time, the next `everyMs` after a run ends, or at once when nudged. Its
 * timer never keeps the process alive on its own, and `stop` waits for a run under way.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** A nudge came during a run: the next run starts as soon as this one ends. */
  private again = false;
  private stopped = true;

  constructor(private readonly options: PeriodicTaskOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(this.options.firstAfterMs);
  }

  /** Runs at once, or right after the run under way. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops the loop and waits for a run under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.again = false;
    this.running = this.options
      .work()
      .then(
        () => undefined,
        (error: unknown) => this.options.onError(error),
      )
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (!this.stopped) this.schedule(this.again ? 0 : this.options.everyMs);
  }
}
