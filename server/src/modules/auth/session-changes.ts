import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle, Unlisten } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** Announced by the triggers of migration 0006 on every change that can end or alter a session. */
export const SESSION_CHANGES_CHANNEL = 'lar_session_changes';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

export interface SessionChangeFollower {
  /** Stops listening and retrying; resolves once the listening connection is closed. */
  stop(): Promise<void>;
}

/**
 * Keeps `cache` honest about revocations made anywhere: every notification clears it. The cache is
 * used only while the LISTEN is in place; when the connection is lost it is cleared and suspended
 * (every request goes to the database, as without a cache) until listening again, retried with
 * exponential backoff. Resolves after the first attempt, successful or not.
 */
export async function followSessionChanges(
  database: DbHandle,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<SessionChangeFollower> {
  let stopped = false;
  let unlisten: Unlisten | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let attempt: Promise<void> = Promise.resolve();

  const retryLater = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      attempt = connect();
    }, retryMs);
    // A pending retry alone must not keep the process alive.
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const lost = (error: Error) => {
    unlisten = undefined;
    cache.suspend();
    if (stopped) return;
    log.warn({ err: error }, 'session change notifications lost; sessions are looked up on every request');
    retryLater();
  };

  async function connect(): Promise<void> {
    try {
      const stopListening = await database.listen(SESSION_CHANGES_CHANNEL, () => cache.clear(), lost);
      if (stopped) {
        await stopListening();
        return;
      }
      unlisten = stopListening;
      retryMs = FIRST_RETRY_MS;
      // Anything that happened before LISTEN went unheard; the cache starts empty.
      cache.resume();
    } catch (error) {
      log.warn({ err: error }, 'cannot listen for session changes; sessions are looked up on every request');
      retryLater();
    }
  }

  attempt = connect();
  await attempt;
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      cache.suspend();
      await attempt;
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
