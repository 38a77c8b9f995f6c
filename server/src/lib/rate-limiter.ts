/**
 * Fixed-window counter per key, bounded in memory. Limits are per process: behind a load balancer
 * each instance counts on its own, which still caps guessing at instances x limit (see docs).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; answers how long to wait (ms) when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.evictExpired(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? window.start + this.windowMs - now : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    // Still full: drop the oldest entries (Map keeps insertion order) rather than grow unbounded.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
