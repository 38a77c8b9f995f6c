import { createHash } from 'node:crypto';
import type { DbHandle } from '../db/client.ts';
import { TooManyRequests } from './app-error.ts';

/** One counter: at most `limit` hits per fixed window of `windowMs`, counted under `key`. */
export interface Limit {
  /** What is counted, e.g. `['login-pair', 'main:alice', '10.0.0.1']`; stored only as a hash. */
  key: readonly string[];
  limit: number;
  windowMs: number;
}

/** A limit that a hit went over, and how long until its window ends. */
export interface Exceeded {
  limit: Limit;
  waitMs: number;
}

/** How often a process deletes the windows that have ended. */
const CLEANUP_EVERY_MS = 60_000;

/** The stored key: a hash, so the table holds no address or username in clear, and keys stay short. */
export function limitKey(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

interface HitRow {
  key: string;
  hits: number;
  remaining_ms: number;
}

/**
 * Fixed-window counters in the database (`rate_limit_windows`, migration 0017), so every instance
 * on one database counts together. One statement counts a hit against several limits and answers
 * their counts; the database's clock decides the windows, so instances with skewed clocks agree.
 */
export class RateLimiter {
  private lastCleanup = 0;

  constructor(
    private readonly database: DbHandle,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit against every limit; answers those it went over (empty when allowed). */
  async hit(limits: readonly Limit[]): Promise<Exceeded[]> {
    const byKey = new Map(limits.map((limit) => [limitKey(limit.key), limit]));
    const rows = await this.count(byKey);
    const exceeded: Exceeded[] = [];
    for (const row of rows) {
      const limit = byKey.get(row.key);
      if (limit && row.hits > limit.limit) exceeded.push({ limit, waitMs: Math.max(0, row.remaining_ms) });
    }
    return exceeded;
  }

  /** Counts one hit under `key` in a window of `windowMs`; answers the window's hits, this one included. */
  async hits(key: readonly string[], windowMs: number): Promise<number> {
    const [row] = await this.count(new Map([[limitKey(key), { key, limit: 0, windowMs }]]));
    return row?.hits ?? 1;
  }

  private async count(byKey: ReadonlyMap<string, Limit>): Promise<HitRow[]> {
    const rows = await this.database.query<HitRow>(
      `INSERT INTO rate_limit_windows AS w (key, hits, window_ends_at)
       SELECT k, 1, now() + make_interval(secs => s) FROM unnest($1::text[], $2::float8[]) AS t(k, s)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN w.window_ends_at <= now() THEN 1 ELSE w.hits + 1 END,
         window_ends_at = CASE WHEN w.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                               ELSE w.window_ends_at END
       RETURNING key, hits, extract(epoch FROM window_ends_at - now())::float8 * 1000 AS remaining_ms`,
      [[...byKey.keys()], [...byKey.values()].map((limit) => limit.windowMs / 1000)],
      { name: 'rate_limit_hit' },
    );
    await this.cleanUpNow();
    return rows.map((row) => ({ ...row, hits: Number(row.hits) }));
  }

  /** Whether `key` has a window still open (a mark set by `hit` that has not expired). */
  async isOpen(key: readonly string[]): Promise<boolean> {
    const rows = await this.database.query<{ open: boolean }>(
      'SELECT true AS open FROM rate_limit_windows WHERE key = $1 AND window_ends_at > now()',
      [limitKey(key)],
      { name: 'rate_limit_open' },
    );
    return rows.length > 0;
  }

  /**
   * How long until the window of `key` ends, 0 when none is open (a hold by `hold`, or a window
   * `hit` opened).
   */
  async remainingMs(key: readonly string[]): Promise<number> {
    const rows = await this.database.query<{ remaining_ms: number }>(
      `SELECT extract(epoch FROM window_ends_at - now())::float8 * 1000 AS remaining_ms
         FROM rate_limit_windows WHERE key = $1 AND window_ends_at > now()`,
      [limitKey(key)],
      { name: 'rate_limit_remaining' },
    );
    return Math.max(0, rows[0]?.remaining_ms ?? 0);
  }

  /** Opens (or moves) the window of `key` to end `ms` from now, whatever it was: a wait to hold to. */
  async hold(key: readonly string[], ms: number): Promise<void> {
    await this.database.query(
      `INSERT INTO rate_limit_windows AS w (key, hits, window_ends_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::float8))
       ON CONFLICT (key) DO UPDATE SET hits = w.hits + 1, window_ends_at = EXCLUDED.window_ends_at`,
      [limitKey(key), ms / 1000],
      { name: 'rate_limit_hold' },
    );
  }

  /** Deletes ended windows at most once a minute per process: the table stays as small as its live keys. */
  private async cleanUpNow(): Promise<void> {
    const now = this.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.database.query('DELETE FROM rate_limit_windows WHERE window_ends_at < now()');
  }
}

/** Whole seconds to wait for the longest of the exceeded limits (at least 1), for `Retry-After`. */
export function retryAfterSeconds(exceeded: readonly Exceeded[]): number {
  const waitMs = Math.max(0, ...exceeded.map((e) => e.waitMs));
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Counts one request under `key` against `perMinute` requests a minute (the public forms: one
 * address's messages, visit requests, applications); past it, a 429 that names what was sent too
 * often (`messages`, `requests`) and says when to try again.
 */
export async function limitPerMinute(
  limiter: RateLimiter,
  key: readonly string[],
  perMinute: number,
  sent: string,
): Promise<void> {
  const exceeded = await limiter.hit([{ key, limit: perMinute, windowMs: 60_000 }]);
  if (exceeded.length === 0) return;
  const seconds = retryAfterSeconds(exceeded);
  throw new TooManyRequests(`Too many ${sent}. Try again in ${seconds} s.`, seconds);
}
