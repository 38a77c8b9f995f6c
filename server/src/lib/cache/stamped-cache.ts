/**
 * The one shape of every in-process cache of the app (decision 035): values kept by key, each
 * valid only for the stamp it was made at. A stamp is a change marker the database keeps (a
 * row's version and last change, a trigger-moved counter) read with the request's own data, or a
 * generation that the database's change notifications move; a reader that finds another stamp
 * gets nothing and makes the value again, so a change anywhere (another instance, the CLI, plain
 * SQL) is never served stale and no cache needs to be told about it. `delete` and `clear` are the
 * invalidation hook for what no stamp covers.
 *
 * Bounded: past `maxEntries` the entry written longest ago goes first. The caches are created by
 * the app (`createAppCaches`), never held in module globals, so two apps in one process (tests run
 * several, each on its own database whose ids and stamps repeat) never share one.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { stamp: string; value: V }>();

  /**
   * `maxEntries` may be infinite only where the keys are bounded by the data itself (a cache
   * nested in an entry of a bounded one).
   */
  constructor(private readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new Error(`a cache keeps at least one entry, not ${maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value kept under `key` when it was made at `stamp`; a value of another stamp is dropped. */
  get(key: string, stamp: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.stamp === stamp) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Whether `key` holds a value made at `stamp`, without dropping one of another stamp. */
  has(key: string, stamp: string): boolean {
    return this.entries.get(key)?.stamp === stamp;
  }

  /** Keeps `value`, made from the data at `stamp`, in place of anything kept under `key`. */
  set(key: string, stamp: string, value: V): void {
    // Re-inserted last: a Map iterates in insertion order, so the first key is the oldest written.
    this.entries.delete(key);
    this.entries.set(key, { stamp, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
