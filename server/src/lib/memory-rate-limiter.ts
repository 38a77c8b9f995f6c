import { TooManyRequests } from './app-error.ts';

/**
 * Fixed-window counters kept in this process, for public reads: counting them in the database
 * (rate-limiter.ts) would add a write, and a lock every request from one address waits on, to
 * every search. Each instance counts on its own, so behind N instances an address gets N times the
 * limit: enough to stop a scraper's flood, which is what this is for.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit for `key`; throws 429 with the seconds to wait when it goes over the limit. */
  hit(key: string): void {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.hits++;
    if (window.hits > this.limit) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
      throw new TooManyRequests(`Too many requests. Try again in ${seconds} s.`, seconds);
    }
  }

  /** Drops ended windows once a window, so the map holds only the addresses seen lately. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
