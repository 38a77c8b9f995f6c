import { describe, expect, it } from 'vitest';
import { useTwoOrgs } from '../helpers/suite.ts';
import {
  bearer,
  duplicateError,
  expectNotFound,
  expectRefused,
  json,
  TEST_PASSWORD,
  unique,
} from '../helpers/test-app.ts';

const { t, org: orgA, other: orgB } = useTwoOrgs('a', 'b');

const register = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/subuser/register', headers: bearer(token), payload });

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/subuser/list${query}`, headers: bearer(token) });

const patch = (token: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/subuser/${id}`, headers: bearer(token), payload });

describe('sub-user registration and list', () => {
  it('registers and lists with the original API fields', async () => {
    const username = unique('reg');
    const res = await register(orgA.adminToken, {
      username,
      email: `${username}@example.com`,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ success: true, message: expect.any(String), id: expect.any(Number) });

    const listed = await list(orgA.adminToken);
    expect(listed.statusCode).toBe(200);
    const body = json<{ success: boolean; subusers: Array<Record<string, unknown>>; message: string }>(
      listed,
    );
    expect(body.success).toBe(true);
    const row = body.subusers.find((s) => s.username === username);
    expect(row).toMatchObject({
      username,
      email: `${username}@example.com`,
      is_active: true,
      admin_id: orgA.adminId,
    });
    expect(Number.isNaN(Date.parse(String(row?.created_at)))).toBe(false);
    expect(Number(listed.headers['x-total-count'])).toBe(body.subusers.length);
  });

  it('pages with limit and offset', async () => {
    const org = await t.createOrg('paging');
    for (let i = 0; i < 3; i++) await t.createSubuser(org);
    const page = await list(org.adminToken, '?limit=2&offset=2');
    expect(json<{ subusers: unknown[] }>(page).subusers).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('refuses a username taken anywhere, case-insensitively, with 409', async () => {
    await expectRefused(t.database, 409, duplicateError('username'), [
      () =>
        register(orgA.adminToken, {
          username: orgB.adminUsername.toUpperCase(),
          email: 'x@example.com',
          password: TEST_PASSWORD,
        }),
    ]);
  });

  it('applies the password policy and validates the e-mail', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'short' }, 'password', 'password_too_short'],
      [{ password: 'x'.repeat(129) }, 'password', 'password_too_long'],
      [{ password: 'Password123' }, 'password', 'password_common'],
      [{ email: 'not-an-email' }, 'email', 'invalid_format'],
    ];
    for (const [override, field, code] of cases) {
      const res = await register(orgA.adminToken, {
        username: unique('pol'),
        email: 'ok@example.com',
        password: TEST_PASSWORD,
        ...override,
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(json(res).errors).toContainEqual(expect.objectContaining({ field, code }));
    }
  });

  it('answers 403 to a sub-user and to a non-admin main account on every sub-user route', async () => {
    const sub = await t.createSubuser(orgA);
    const plain = await t.createPlainUser(orgA);
    for (const token of [sub.token, plain.token]) {
      expect((await list(token)).statusCode).toBe(403);
      const reg = await register(token, {
        username: unique('x'),
        email: 'a@example.com',
        password: TEST_PASSWORD,
      });
      expect(reg.statusCode).toBe(403);
      expect((await patch(token, sub.id, { is_active: false })).statusCode).toBe(403);
    }
  });
});

describe('activation', () => {
  it('deactivation ends the sessions and blocks login; reactivation allows it again', async () => {
    const sub = await t.createSubuser(orgA);
    const off = await patch(orgA.adminToken, sub.id, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(json<{ subuser: { is_active: boolean } }>(off).subuser.is_active).toBe(false);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(sub.token) });
    expect(me.statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/subuser/login',
      payload: { username: sub.username, password: TEST_PASSWORD },
    });
    expect(relogin.statusCode).toBe(403);
    expect(json(relogin)).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'This account is deactivated. Ask your administrator.',
    });

    expect((await patch(orgA.adminToken, sub.id, { is_active: true })).statusCode).toBe(200);
    await expect(t.login(sub.username, TEST_PASSWORD, 'subuser')).resolves.toBeTypeOf('string');
  });

  it('resets the password', async () => {
    const sub = await t.createSubuser(orgA);
    expect((await patch(orgA.adminToken, sub.id, { password: 'Brand-New-Pass-9' })).statusCode).toBe(200);
    await expect(t.login(sub.username, TEST_PASSWORD, 'subuser')).rejects.toThrow();
    await expect(t.login(sub.username, 'Brand-New-Pass-9', 'subuser')).resolves.toBeTypeOf('string');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const sub = await t.createSubuser(orgA);
    expect((await patch(orgA.adminToken, sub.id, { is_active: false, version: 1 })).statusCode).toBe(200);
    const stale = await patch(orgA.adminToken, sub.id, { is_active: true, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).code).toBe('VERSION_CONFLICT');
    const rows = await t.database.query<{ is_active: boolean }>(
      'SELECT is_active FROM subusers WHERE id = $1',
      [sub.id],
    );
    expect(rows[0]?.is_active).toBe(false);
  });

  it('refuses an empty change', async () => {
    const sub = await t.createSubuser(orgA);
    expect((await patch(orgA.adminToken, sub.id, {})).statusCode).toBe(400);
  });

  it('writes the audit log without secrets', async () => {
    const sub = await t.createSubuser(orgA);
    await patch(orgA.adminToken, sub.id, { is_active: false });
    const rows = await t.database.query<{
      action: string;
      before: unknown;
      after: unknown;
      actor_username: string;
    }>(
      "SELECT action, before, after, actor_username FROM audit_log WHERE entity = 'subuser' AND entity_id = $1 ORDER BY id",
      [sub.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.actor_username).toBe(orgA.adminUsername);
    expect(JSON.stringify(rows)).not.toContain('scrypt$');
  });
});

describe('isolation between organizations', () => {
  it("never shows or changes another organization's sub-users", async () => {
    const subOfA = await t.createSubuser(orgA);
    const listedByB = json<{ subusers: Array<{ id: number }> }>(await list(orgB.adminToken)).subusers;
    expect(listedByB.map((s) => s.id)).not.toContain(subOfA.id);

    await expectNotFound(t.database, [() => patch(orgB.adminToken, subOfA.id, { is_active: false })]);
  });
});
