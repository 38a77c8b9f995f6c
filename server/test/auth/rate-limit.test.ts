import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { limitKey, RateLimiter } from '../../src/lib/rate-limiter.ts';
import { ADDRESS_FACTOR, FREE_FAILURES, LONGEST_WAIT_MS } from '../../src/modules/auth/login-throttle.ts';
import { useSecondInstance, useTestApp } from '../helpers/suite.ts';
import { bearer, json, TEST_PASSWORD } from '../helpers/test-app.ts';

const LIMIT = 4;
const CONTACT_LIMIT = 3;
const t = useTestApp({ loginRateLimitPerMinute: LIMIT, contactRateLimitPerMinute: CONTACT_LIMIT });
const org = t.org('limits');
const second = useSecondInstance(t);

const attempt = (url: string, username: string, ip: string, password = 'wrong-password', app = t.app) =>
  app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });

const LOGINS = ['/api/auth/login', '/api/auth/subuser/login'];

function expectRateLimited(res: Awaited<ReturnType<typeof attempt>>, windowSeconds = 60) {
  expect(res.statusCode).toBe(429);
  expect(json(res).code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds).toBe(true);
  expect(json(res).detail).toContain(`${retryAfter} s`);
}

describe('login rate limit', () => {
  it.each(LOGINS)('limits %s per address across accounts, with Retry-After', async (url) => {
    for (let i = 0; i < ADDRESS_FACTOR * LIMIT; i++)
      expect((await attempt(url, `user${i}`, '10.0.0.1')).statusCode).toBe(401);
    expectRateLimited(await attempt(url, 'another', '10.0.0.1'));
    // Another address is not affected.
    expect((await attempt(url, 'someone', '10.0.0.2')).statusCode).toBe(401);
  });

  it.each(LOGINS)('limits %s per account and address', async (url) => {
    for (let i = 0; i < LIMIT; i++) expect((await attempt(url, 'target', '10.1.0.1')).statusCode).toBe(401);
    expectRateLimited(await attempt(url, 'TARGET', '10.1.0.1'));
    // The same account from another address still gets its own tries.
    expect((await attempt(url, 'target', '10.1.0.2')).statusCode).toBe(401);
  });

  it('lets the owner log in after ten wrong passwords from ten other addresses', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt(LOGINS[0]!, org.adminUsername, `10.2.0.${i}`)).statusCode).toBe(401);
    const owner = await attempt(LOGINS[0]!, org.adminUsername, '10.2.1.1', TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it('slows a guesser spread over many addresses, but not the owner at an address they used before', async () => {
    const victim = await t.createOrg('victim');
    const home = '10.3.9.9';
    expect((await attempt(LOGINS[0]!, victim.adminUsername, home, TEST_PASSWORD)).statusCode).toBe(200);
    // One try per address, so only the account's wait can stop them (login-backoff.test.ts has its curve).
    for (let i = 0; i <= FREE_FAILURES; i++)
      expect((await attempt(LOGINS[0]!, victim.adminUsername, `10.3.0.${i}`)).statusCode).toBe(401);
    const guesser = await attempt(LOGINS[0]!, victim.adminUsername, '10.3.1.1');
    expectRateLimited(guesser, LONGEST_WAIT_MS / 1000);
    // The right password from a new address waits like the guesser; from home it is let in.
    expect((await attempt(LOGINS[0]!, victim.adminUsername, '10.3.1.2', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(LOGINS[0]!, victim.adminUsername, home, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts on one database for every instance: two apps enforce one limit', async () => {
    const apps = [t.app, second.app];
    for (let i = 0; i < LIMIT; i++) {
      const res = await attempt(LOGINS[0]!, 'shared', '10.4.0.1', 'wrong-password', apps[i % 2]);
      expect(res.statusCode).toBe(401);
    }
    // Each instance has seen only half the attempts, yet both refuse the next one.
    expectRateLimited(await attempt(LOGINS[0]!, 'shared', '10.4.0.1', 'wrong-password', t.app));
    expectRateLimited(await attempt(LOGINS[0]!, 'shared', '10.4.0.1', 'wrong-password', second.app));
  });
});

describe('change-password rate limit', () => {
  it('counts wrong current passwords like failed logins: 429 with Retry-After after the limit', async () => {
    const o = await t.createOrg('pwlimit');
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(o.adminToken),
        payload: { current_password: current, new_password: 'A-new-Passw0rd' },
        remoteAddress: '10.5.0.1',
      });
    for (let i = 0; i < LIMIT; i++) expect((await change('not-it')).statusCode).toBe(400);
    expectRateLimited(await change('not-it'));
    // The right password waits too: the limit is on trying, not on failing.
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('contact form rate limit', () => {
  it('answers 429 with Retry-After past the limit per address, on every instance', async () => {
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        payload: { name: 'Visitor', email: 'v@example.com', message: 'Hello' },
        remoteAddress: '10.6.0.1',
      });
    for (let i = 0; i < CONTACT_LIMIT; i++)
      expect((await send(i % 2 ? second.app : t.app)).statusCode).toBe(201);
    expectRateLimited(await send(second.app));
  });
});

describe('rate-limit windows', () => {
  it('deletes windows that have ended', async () => {
    await t.database.query(
      `INSERT INTO rate_limit_windows (key, hits, window_ends_at) VALUES ($1, 3, now() - interval '1 second')`,
      [limitKey(['stale'])],
    );
    await new RateLimiter(t.database).hit([{ key: ['fresh'], limit: 1, windowMs: 60_000 }]);
    const rows = await t.database.query<{ key: string }>(
      'SELECT key FROM rate_limit_windows WHERE key = ANY($1)',
      [[limitKey(['stale']), limitKey(['fresh'])]],
    );
    expect(rows.map((r) => r.key)).toEqual([limitKey(['fresh'])]);
  });

  it('opens a new window once the last one has ended', async () => {
    const limiter = new RateLimiter(t.database);
    const limit = { key: ['window'], limit: 1, windowMs: 60_000 };
    expect(await limiter.hit([limit])).toEqual([]);
    expect(await limiter.hit([limit])).toHaveLength(1);
    await t.database.query(`UPDATE rate_limit_windows SET window_ends_at = now() WHERE key = $1`, [
      limitKey(['window']),
    ]);
    expect(await limiter.hit([limit])).toEqual([]);
  });

  it('keeps no address or username in clear', async () => {
    const rows = await t.database.query<{ key: string }>('SELECT key FROM rate_limit_windows');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
