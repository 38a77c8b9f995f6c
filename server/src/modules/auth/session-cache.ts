import type { Actor } from '../../lib/actor.ts';
import { StampedCache } from '../../lib/cache/stamped-cache.ts';

/**
 * How long a looked-up session is trusted without asking the database again. Revocations clear the
 * cache at once (in this process directly, in others through a notification), so this bounds only
 * what a lost notification could cost, and how late an idle session's last-seen time is written.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Enough for every session active within the TTL on one instance; beyond it the oldest go. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** Taken before a database lookup; a `clear()` since then makes the lookup's answer unusable. */
export interface LookupTicket {
  readonly generation: number;
  readonly startedAt: number;
}

interface Entry {
  actor: Actor;
  /** On the cache's clock: the earliest of the TTL, the absolute expiry and the idle expiry. */
  deadline: number;
}

/**
 * The live sessions recently confirmed by the database, by token hash, so repeated requests with
 * one token skip the lookup. Only positive answers are kept; anything absent or past its deadline
 * goes to the database. The cache starts suspended and serves nothing until `resume()`, which the
 * owner calls only while it is sure to hear about revocations.
 *
 * Its stamp is a generation that every revocation moves (`clear()`: in this process directly, from
 * the database's notifications otherwise, session-changes.ts), so an entry of an older generation
 * is never served.
 */
export class SessionCache {
  private readonly entries: StampedCache<Entry>;
  private generation = 0;
  private active = false;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.entries = new StampedCache(options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES);
    // A monotonic clock: a step of the wall clock must not stretch a deadline.
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): Actor | undefined {
    const entry = this.entries.get(tokenHash, this.stamp());
    if (!entry) return undefined;
    if (this.now() < entry.deadline) return entry.actor;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Call before asking the database, and pass the ticket to `put` with the answer. */
  ticket(): LookupTicket {
    return { generation: this.generation, startedAt: this.now() };
  }

  /**
   * Keeps a live session the database just confirmed. `expiresInMs` and `idleExpiresInMs` were
   * measured by the database from its own clock, so they are counted from when the lookup started
   * (a little early, never late). An answer older than the last `clear()` is dropped: it may
   * predate the revocation that cleared the cache.
   */
  put(tokenHash: string, actor: Actor, expiresInMs: number, idleExpiresInMs: number, ticket: LookupTicket) {
    if (!this.active || ticket.generation !== this.generation) return;
    const deadline = ticket.startedAt + Math.min(this.ttlMs, expiresInMs, idleExpiresInMs);
    if (!(deadline > this.now())) return;
    this.entries.set(tokenHash, this.stamp(), { actor: Object.freeze(actor), deadline });
  }

  private stamp(): string {
    return String(this.generation);
  }

  /** Forgets every session: something that may end a session or change what it may do happened. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Stops serving and keeping sessions (revocations might go unheard); every request asks the database. */
  suspend(): void {
    this.active = false;
    this.clear();
  }

  /** Serves and keeps sessions again, starting empty. */
  resume(): void {
    this.clear();
    this.active = true;
  }
}
