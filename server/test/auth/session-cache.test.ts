import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Actor } from '../../src/lib/actor.ts';
import { hashToken } from '../../src/modules/auth/session.repository.ts';
import { SessionCache } from '../../src/modules/auth/session-cache.ts';
import { bearer, buildTestApp, TEST_PASSWORD, type TestApp, type TestOrg } from '../helpers/test-app.ts';

describe('SessionCache', () => {
  const actor = (id: number) => ({ id, username: `user${id}` }) as Actor;
  let clock = 0;
  const cacheFor = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
    clock = 1_000;
    const cache = new SessionCache({ ttlMs: 10_000, ...options, now: () => clock });
    cache.resume();
    return cache;
  };
  const far = 3_600_000;

  it('serves an entry until its TTL, then forgets it', () => {
    const cache = cacheFor();
    cache.put('a', actor(1), far, far, cache.ticket());
    clock += 9_999;
    expect(cache.get('a')?.id).toBe(1);
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves past the absolute expiry or the idle expiry, whichever comes first', () => {
    const cache = cacheFor();
    cache.put('absolute', actor(1), 2_000, far, cache.ticket());
    cache.put('idle', actor(2), far, 3_000, cache.ticket());
    clock += 2_000;
    expect(cache.get('absolute')).toBeUndefined();
    expect(cache.get('idle')?.id).toBe(2);
    clock += 1_000;
    expect(cache.get('idle')).toBeUndefined();
  });

  it('counts the remaining time from when the lookup started', () => {
    const cache = cacheFor();
    const ticket = cache.ticket();
    clock += 1_500; // the database took this long to answer "2 s left"
    cache.put('a', actor(1), 2_000, far, ticket);
    clock += 500;
    expect(cache.get('a')).toBeUndefined();
    cache.put('b', actor(2), 0, far, cache.ticket());
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops an answer that started before a clear (it may predate the revocation)', () => {
    const cache = cacheFor();
    const ticket = cache.ticket();
    cache.clear();
    cache.put('a', actor(1), far, far, ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves and keeps nothing while suspended', () => {
    const cache = cacheFor();
    cache.put('a', actor(1), far, far, cache.ticket());
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    cache.put('b', actor(2), far, far, cache.ticket());
    expect(cache.size).toBe(0);
    cache.resume();
    cache.put('b', actor(2), far, far, cache.ticket());
    expect(cache.get('b')?.id).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = cacheFor({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.put(key, actor(key.charCodeAt(0)), far, far, cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('authentication through the session cache', () => {
  let t: TestApp;
  let org: TestOrg;
  let queries: MockInstance<TestApp['database']['query']>;
  /** An instance that hears no notifications: what it refuses, its own eviction refused. */
  let deaf: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp();
    org = await t.createOrg('cache');
    queries = vi.spyOn(t.database, 'query');
    deaf = await buildApp({
      config: t.config,
      database: { ...t.database, listen: async () => async () => {} },
    });
    await deaf.ready();
  });
  afterAll(async () => {
    await deaf.close();
    await t.close();
  });

  const me = (token: string, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  /** The answer to a request, and how many statements it sent that read or write `sessions`. */
  const sessionQueriesOf = async (request: () => Promise<{ statusCode: number }>) => {
    const before = queries.mock.calls.length;
    const { statusCode } = await request();
    const sessionQueries = queries.mock.calls
      .slice(before)
      .filter(([sql]) => /\bsessions\b/.test(sql)).length;
    return { statusCode, sessionQueries };
  };

  /** Polls until `token` is refused; the time it took, or undefined after `limitMs`. */
  const refusedWithin = async (token: string, limitMs: number, app = t.app) => {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if ((await me(token, app)).statusCode === 401) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return undefined;
  };

  /**
   * Uses `token` until a request is answered from the cache, within 2 s. On PostgreSQL the
   * notification of an earlier test's change may still be on its way and clear the cache once.
   */
  const cachedWithin2s = async (token: string, app = t.app) => {
    const started = Date.now();
    while (Date.now() - started < 2_000) {
      const { statusCode, sessionQueries } = await sessionQueriesOf(() => me(token, app));
      if (statusCode === 200 && sessionQueries === 0) return true;
    }
    return false;
  };

  it('answers a repeated token without querying the sessions table', async () => {
    const token = await t.login(org.adminUsername);
    expect(await sessionQueriesOf(() => me(token))).toEqual({ statusCode: 200, sessionQueries: 1 });
    expect(await sessionQueriesOf(() => me(token))).toEqual({ statusCode: 200, sessionQueries: 0 });
    expect(await sessionQueriesOf(() => me(token))).toEqual({ statusCode: 200, sessionQueries: 0 });
  });

  it('keeps the cache through the last-seen touch (it does not notify)', async () => {
    const token = await t.login(org.adminUsername);
    expect(await cachedWithin2s(token)).toBe(true);
    await t.database.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [
      hashToken(token),
    ]);
    expect(await sessionQueriesOf(() => me(token))).toEqual({ statusCode: 200, sessionQueries: 0 });
  });

  it('refuses a token right after its logout', async () => {
    const token = await t.login(org.adminUsername);
    expect(await cachedWithin2s(token, deaf)).toBe(true);
    const out = await deaf.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(token, deaf)).statusCode).toBe(401);
  });

  it("refuses a deactivated sub-user's cached token on the very next request", async () => {
    const sub = await t.createSubuser(org);
    expect(await cachedWithin2s(sub.token, deaf)).toBe(true);
    const off = await deaf.inject({
      method: 'PATCH',
      url: `/api/subuser/${sub.id}`,
      headers: bearer(org.adminToken),
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(sub.token, deaf)).statusCode).toBe(401);
  });

  it('sees a revocation made directly in SQL through the notification', async () => {
    const token = await t.login(org.adminUsername);
    expect(await cachedWithin2s(token)).toBe(true);
    await t.database.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [
      hashToken(token),
    ]);
    // Well within the 10 s the entry would otherwise live.
    expect(await refusedWithin(token, 2_000)).toBeDefined();
  });

  it('sees a logout on another instance (another app with its own cache, on the same database)', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      await other.ready();
      const token = await t.login(org.adminUsername);
      expect(await cachedWithin2s(token)).toBe(true);
      expect(await cachedWithin2s(token, other)).toBe(true);
      const out = await other.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(await refusedWithin(token, 2_000)).toBeDefined();
    } finally {
      await other.close();
    }
  });

  it('does not serve a session from the cache past its absolute expiry', async () => {
    // An instance whose sessions last one second (changing expires_at in SQL would notify and
    // clear the cache at an unpredictable moment).
    const shortLived = await buildApp({
      config: { ...t.config, sessionAbsoluteMs: 1_000 },
      database: t.database,
    });
    try {
      await shortLived.ready();
      const login = await shortLived.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: org.adminUsername, password: TEST_PASSWORD },
      });
      const { token } = login.json<{ token: string }>();
      const started = Date.now();
      const meShort = () => me(token, shortLived);
      expect(await sessionQueriesOf(meShort)).toEqual({ statusCode: 200, sessionQueries: 1 });
      expect(await sessionQueriesOf(meShort)).toEqual({ statusCode: 200, sessionQueries: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1_100 - (Date.now() - started)));
      expect(await sessionQueriesOf(meShort)).toEqual({ statusCode: 401, sessionQueries: 1 });
    } finally {
      await shortLived.close();
    }
  });

  it('looks every session up while the listener is lost, and caches again once it is back', async () => {
    const token = await t.login(org.adminUsername);
    expect(await cachedWithin2s(token)).toBe(true);
    const [killed] = await t.database.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    expect(killed?.n).toBe(1);

    // Lost: every request asks the database (the loss is noticed when the connection closes).
    const lostBy = Date.now() + 2_000;
    let lookedUp = false;
    while (!lookedUp && Date.now() < lostBy) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      lookedUp = (await sessionQueriesOf(() => me(token))).sessionQueries > 0;
    }
    expect(lookedUp).toBe(true);

    // Back after the first retry: cached again, and revocations are heard again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await cachedWithin2s(token)).toBe(true);
    await t.database.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [
      hashToken(token),
    ]);
    expect(await refusedWithin(token, 2_000)).toBeDefined();
  });
});
