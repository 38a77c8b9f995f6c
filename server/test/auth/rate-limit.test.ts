import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const LIMIT = 5;

beforeAll(async () => {
  t = await buildTestApp({ loginRateLimitPerMinute: LIMIT });
});
afterAll(() => t.close());

const attempt = (url: string, username: string, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: { username, password: 'wrong-password' }, remoteAddress: ip });

describe('login rate limit', () => {
  it.each(['/api/auth/login', '/api/auth/subuser/login'])('limits %s per IP', async (url) => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      statuses.push((await attempt(url, `user${i}`, '10.0.0.1')).statusCode);
    expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    const last = await attempt(url, 'another', '10.0.0.1');
    expect(last.statusCode).toBe(429);
    expect(json(last).code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await attempt(url, 'someone', '10.0.0.2')).statusCode).toBe(401);
  });

  it.each(['/api/auth/login', '/api/auth/subuser/login'])(
    'limits %s per username across addresses',
    async (url) => {
      for (let i = 0; i < LIMIT; i++)
        expect((await attempt(url, 'target', `10.1.0.${i}`)).statusCode).toBe(401);
      expect((await attempt(url, 'TARGET', '10.1.0.99')).statusCode).toBe(429);
    },
  );
});
