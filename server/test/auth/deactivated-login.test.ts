import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, TEST_PASSWORD } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('deact');

const login = (url: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url, payload: { username, password } });

type Answer = { code?: string; message: string; user?: { username: string; is_subuser: boolean } };

const DEACTIVATED = {
  code: 'ACCOUNT_DEACTIVATED',
  message: 'This account is deactivated. Ask your administrator.',
  success: false,
};

describe('logging in to a deactivated account', () => {
  it('says so after the right password only, for main accounts and sub-users, on every login route', async () => {
    const sub = await t.createSubuser(org);
    const plain = await t.createPlainUser(org);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/subuser/${sub.id}`,
      headers: bearer(org.adminToken),
      payload: { is_active: false },
    });
    await t.database.query('UPDATE users SET is_active = false WHERE id = $1', [plain.id]);
    const unknown = await login('/api/auth/login', 'nobody-here', TEST_PASSWORD);
    const cases = [
      ['/api/auth/subuser/login', sub.username],
      ['/api/auth/staff/login', sub.username],
      ['/api/auth/login', plain.username],
      ['/api/auth/staff/login', plain.username],
    ] as const;
    for (const [url, username] of cases) {
      const right = await login(url, username, TEST_PASSWORD);
      expect(right.statusCode, `${url} ${username}`).toBe(403);
      expect(json(right)).toMatchObject(DEACTIVATED);
      // A guesser without the password gets what an unknown username gets.
      const wrong = await login(url, username, 'Not-The-Password-9');
      expect(wrong.statusCode).toBe(401);
      expect(json<Answer>(wrong).message).toBe(json<Answer>(unknown).message);
    }
  });
});

describe('the one login route for both kinds of account', () => {
  it('signs in a main account and a sub-user by username, and refuses an unknown one like the others', async () => {
    const sub = await t.createSubuser(org, 'onesub');
    const asSub = await login('/api/auth/staff/login', sub.username, TEST_PASSWORD);
    expect(asSub.statusCode, asSub.body).toBe(200);
    expect(json<Answer>(asSub).user).toMatchObject({ username: sub.username, is_subuser: true });
    const asAdmin = await login('/api/auth/staff/login', org.adminUsername, TEST_PASSWORD);
    expect(asAdmin.statusCode).toBe(200);
    expect(json<Answer>(asAdmin).user).toMatchObject({ username: org.adminUsername, is_subuser: false });
    const unknown = await login('/api/auth/staff/login', 'nobody-at-all', TEST_PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
  });
});
