import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSecondInstance, useTestApp } from '../helpers/suite.ts';
import { bearer, TEST_PASSWORD } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('ends');
const otherInstance = useSecondInstance(t);

const me = async (token: string, app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;

const changePassword = (token: string, current: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: { current_password: current, new_password: 'A-new-Passw0rd' },
  });

/** Polls until `token` is refused by `app`; false if still accepted after 2 s. */
async function refusedWithin2s(token: string, app: FastifyInstance): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < 2_000) {
    if ((await me(token, app)) === 401) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/**
 * A plain account signed in three times: its `user.token`, a `second` session and one to be used on
 * the other instance; and a `neighbour`, its admin, signed in once.
 */
async function signedInThrice() {
  const user = await t.createPlainUser(org);
  return {
    user,
    second: await t.login(user.username),
    onOther: await t.login(user.username),
    neighbour: await t.login(org.adminUsername),
  };
}

describe('changing one’s own password', () => {
  it('ends every other session of the account, on every instance; the one used stays', async () => {
    const { user, second, onOther, neighbour } = await signedInThrice();
    // Each token is now in a session cache: this instance's or the other one's.
    for (const token of [user.token, second, neighbour]) expect(await me(token)).toBe(200);
    expect(await me(onOther, otherInstance.app)).toBe(200);

    const res = await changePassword(user.token, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(await me(second)).toBe(401);
    expect(await refusedWithin2s(onOther, otherInstance.app)).toBe(true);
    expect(await me(user.token)).toBe(200);
    // Another account's session is not touched.
    expect(await me(neighbour)).toBe(200);
  });

  it('ends a sub-user’s other sessions too', async () => {
    const sub = await t.createSubuser(org);
    const second = await t.login(sub.username, TEST_PASSWORD, 'subuser');
    const res = await changePassword(sub.token, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(await me(second)).toBe(401);
    expect(await me(sub.token)).toBe(200);
  });

  it('keeps every session when the current password is wrong', async () => {
    const user = await t.createPlainUser(org);
    const second = await t.login(user.username);
    const res = await changePassword(user.token, 'not-the-password');
    expect(res.statusCode).toBe(400);
    expect(await me(second)).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the account, the one used included, on every instance', async () => {
    const { user, second, onOther, neighbour } = await signedInThrice();
    expect(await me(second)).toBe(200);
    expect(await me(onOther, otherInstance.app)).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await me(user.token)).toBe(401);
    expect(await me(second)).toBe(401);
    expect(await refusedWithin2s(onOther, otherInstance.app)).toBe(true);
    expect(await me(neighbour)).toBe(200);
    // Logging in again works: only the sessions ended, not the account.
    expect(await me(await t.login(user.username))).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(res.statusCode).toBe(401);
  });
});
