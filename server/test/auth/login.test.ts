import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, TEST_PASSWORD } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('login');

const login = (url: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url, payload: { username, password } });

describe('POST /api/auth/login', () => {
  it('answers the original API fields for a main account', async () => {
    const res = await login('/api/auth/login', org.adminUsername, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['message', 'success', 'token', 'user']);
    expect(body.success).toBe(true);
    expect(typeof body.token).toBe('string');
    expect((body.token as string).length).toBeGreaterThanOrEqual(22); // >= 128 bits in base64url
    expect(body.user).toMatchObject({
      username: org.adminUsername,
      is_admin: true,
      is_subuser: false,
      admin_id: null,
      organization_id: org.organizationId,
    });
  });

  it('gives a new token at every login and stores only its hash', async () => {
    const a = json(await login('/api/auth/login', org.adminUsername, TEST_PASSWORD)).token as string;
    const b = json(await login('/api/auth/login', org.adminUsername, TEST_PASSWORD)).token as string;
    expect(a).not.toBe(b);
    const stored = await t.database.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.token_hash)).not.toContain(a);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await login('/api/auth/login', org.adminUsername, 'not-the-password');
    const unknown = await login('/api/auth/login', 'nobody-here', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong)).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
  });

  it('refuses a missing password with a field error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([expect.objectContaining({ field: 'password' })]);
  });
});

describe('POST /api/auth/subuser/login', () => {
  it('answers the original API fields for a sub-user', async () => {
    const sub = await t.createSubuser(org);
    const res = await login('/api/auth/subuser/login', sub.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(json(res).user).toMatchObject({
      username: sub.username,
      is_admin: false,
      is_subuser: true,
      admin_id: org.adminId,
    });
  });

  it('does not log a main account in as a sub-user, nor the reverse', async () => {
    const sub = await t.createSubuser(org);
    expect((await login('/api/auth/subuser/login', org.adminUsername, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('/api/auth/login', sub.username, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me restores the user from the token', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(org.adminToken) });
    expect(me.statusCode).toBe(200);
    expect(json(me).user).toMatchObject({ username: org.adminUsername, is_admin: true });
  });

  it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('unknown-token')]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(json(res).code).toBe('UNAUTHENTICATED');
    }
  });

  it('logout revokes the token on the server', async () => {
    const token = await t.login(org.adminUsername);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('expires a session idle for longer than the idle timeout', async () => {
    const token = await t.login(org.adminUsername);
    const idleSeconds = t.config.sessionIdleMs / 1000 + 5;
    await t.database.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(secs => $1)
        WHERE id = (SELECT max(id) FROM sessions)`,
      [idleSeconds],
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('expires a session past its absolute lifetime even while in use', async () => {
    const token = await t.login(org.adminUsername);
    await t.database.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)",
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('sets the absolute expiry from the configured lifetime', async () => {
    await t.login(org.adminUsername);
    const [row] = await t.database.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::float8 AS seconds FROM sessions ORDER BY id DESC LIMIT 1',
    );
    expect(row?.seconds).toBeCloseTo(t.config.sessionAbsoluteMs / 1000, 0);
  });
});

describe('change password', () => {
  it('changes the password after checking the current one', async () => {
    const o = await t.createOrg('pw');
    const changePassword = (current_password: string, new_password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(o.adminToken),
        payload: { current_password, new_password },
      });
    const wrong = await changePassword('nope-nope', 'A-new-Passw0rd');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors).toEqual([expect.objectContaining({ field: 'current_password' })]);

    const weak = await changePassword(TEST_PASSWORD, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(json(weak).errors).toEqual([
      expect.objectContaining({ field: 'new_password', code: 'password_common' }),
    ]);

    const ok = await changePassword(TEST_PASSWORD, 'A-new-Passw0rd');
    expect(ok.statusCode).toBe(200);
    await expect(t.login(o.adminUsername)).rejects.toThrow();
    await expect(t.login(o.adminUsername, 'A-new-Passw0rd')).resolves.toBeTypeOf('string');
  });
});
