import { addDays } from '@lar/contracts/compliance/recertification';
import { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import { todayIn } from '../../lib/dates.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { DashboardService } from './dashboard.service.ts';

/** An organization asked for its dashboard within this many days has it computed at each new day. */
const ASKED_WITHIN_DAYS = 7;

/**
 * Each property's dashboard figures are kept under the date (decision 029), so the first call of
 * each day computes the whole organization again: 17-19 s for 100,000 units on two cores. When the
 * day changes where the organization works (TIME_ZONE), this computes the figures of the
 * organizations asked for in the last week, one after the other, so the morning's first call finds
 * them kept (decision 087). A call that comes while an organization is computed waits for that
 * computation (FiguresCache.oneAtATime) rather than starting its own. Nothing runs at start: the
 * day's first call computes, as before.
 */
export class FiguresWarmup {
  private readonly service: DashboardService;
  private readonly loop: PeriodicTask;
  private run: Promise<void> | undefined;
  /** Set by `stop`: a computation under way ends after its current organization. */
  private closing = false;
  /** The day whose figures are kept (or were, when the process started). */
  private day: string;

  constructor(
    private readonly deps: AppDeps,
    checkEveryMs: number,
    private readonly log: {
      info(fields: object, message: string): void;
      error(fields: object, message: string): void;
    },
  ) {
    this.service = new DashboardService(deps);
    this.day = this.today();
    this.loop = new PeriodicTask({
      firstAfterMs: checkEveryMs,
      everyMs: checkEveryMs,
      work: () => this.check(),
      onError: (error) =>
        log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'dashboard figures of the new day not computed',
        ),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the checks and waits for a computation under way (a read-only transaction). */
  async stop(): Promise<void> {
    this.closing = true;
    await this.loop.stop();
    await this.run;
  }

  /**
   * When the day has changed since the last check, computes the figures of the organizations asked
   * for in the week before it, for the new day. Resolves when they are kept; errors are logged.
   */
  async check(): Promise<void> {
    const today = this.today();
    if (today === this.day || this.run) return this.run;
    this.day = today;
    this.run = this.keepFigures(today).finally(() => {
      this.run = undefined;
    });
    return this.run;
  }

  private async keepFigures(today: string): Promise<void> {
    const cache = this.deps.caches.dashboard;
    const organizations = cache.askedSince(addDays(today, -ASKED_WITHIN_DAYS));
    const started = performance.now();
    for (const organizationId of organizations) {
      if (this.closing) return;
      try {
        await this.service.keepFigures(new Tenant(organizationId), today);
      } catch (error: unknown) {
        // The database may be away for a while; the day's first call computes them instead.
        this.log.error(
          { organizationId, err: error instanceof Error ? error.message : String(error) },
          'dashboard figures of the new day not computed',
        );
      }
    }
    if (organizations.length > 0)
      this.log.info(
        { day: today, organizations: organizations.length, ms: Math.round(performance.now() - started) },
        'dashboard figures of the new day computed',
      );
  }

  private today(): string {
    return todayIn(this.deps.config.timeZone);
  }
}
