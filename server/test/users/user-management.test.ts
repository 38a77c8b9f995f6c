import { describe, expect, it } from 'vitest';
import { useTwoOrgs } from '../helpers/suite.ts';
import {
  bearer,
  duplicateError,
  expectRefused,
  json,
  TEST_PASSWORD,
  type TestOrg,
  tableSnapshot,
  unique,
} from '../helpers/test-app.ts';

const { t, org, other } = useTwoOrgs('um', 'uo');

interface UserAnswer {
  user: { id: number; username: string; is_admin: boolean; is_active: boolean; version: number };
}

const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload });
const put = (token: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });
const reset = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/reset-password`, headers: bearer(token) });
const getOne = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function newUser(owner: TestOrg, isAdmin = false) {
  const username = unique('acct');
  const res = await create(owner.adminToken, {
    username,
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
    is_admin: isAdmin,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: json<UserAnswer>(res).user.id, username, token: await t.login(username) };
}

describe('creating main accounts', () => {
  it('creates an account that can log in, and lists it', async () => {
    const user = await newUser(org, true);
    const signedIn = json<{ user: Record<string, unknown> }>(await me(user.token)).user;
    expect(signedIn).toMatchObject({ is_admin: true, is_subuser: false, must_change_password: false });
    const listed = json<Array<Record<string, unknown>>>(
      await t.app.inject({ method: 'GET', url: '/api/users?limit=500', headers: bearer(org.adminToken) }),
    );
    expect(listed.find((u) => u.id === user.id)).toMatchObject({
      username: user.username,
      email: `${user.username}@example.com`,
      is_active: true,
      must_change_password: false,
      version: 1,
    });
  });

  it('refuses a username taken by a main account or a sub-user of any organization (409)', async () => {
    const sub = await t.createSubuser(other);
    await expectRefused(
      t.database,
      409,
      duplicateError('username'),
      [other.adminUsername.toUpperCase(), sub.username].map(
        (taken) => () =>
          create(org.adminToken, {
            username: taken,
            email: 'dup@example.com',
            password: TEST_PASSWORD,
            is_admin: false,
          }),
      ),
    );
  });

  it('answers bad input with 400 and field errors, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'short' }, 'password'],
      [{ password: 'Password123' }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ username: 'has space' }, 'username'],
      [{ is_admin: 'yes' }, 'is_admin'],
    ];
    const before = await tableSnapshot(t.database);
    for (const [override, field] of cases) {
      const res = await create(org.adminToken, {
        username: unique('bad'),
        email: 'ok@example.com',
        password: TEST_PASSWORD,
        is_admin: false,
        ...override,
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(json(res).errors).toContainEqual(expect.objectContaining({ field }));
    }
    const user = await newUser(org);
    const afterCreate = await tableSnapshot(t.database);
    for (const payload of [{}, { email: 'nope' }, { is_active: 'no' }, { role: 'admin' }, { version: 0 }]) {
      expect((await put(org.adminToken, user.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await tableSnapshot(t.database)).toEqual(afterCreate);
    expect(before).not.toEqual(afterCreate);
  });

  it('answers 403 to a non-admin main account and to a sub-user on every route', async () => {
    const plain = await t.createPlainUser(org);
    const sub = await t.createSubuser(org);
    const before = await tableSnapshot(t.database);
    for (const token of [plain.token, sub.token]) {
      const body = { username: unique('x'), email: 'x@example.com', password: TEST_PASSWORD, is_admin: true };
      expect((await create(token, body)).statusCode).toBe(403);
      expect((await put(token, plain.id, { is_admin: true })).statusCode).toBe(403);
      expect((await reset(token, org.adminId)).statusCode).toBe(403);
    }
    const after = await tableSnapshot(t.database);
    delete before['sessions#hash'];
    delete after['sessions#hash'];
    expect(after).toEqual(before);
  });
});

describe('changing main accounts', () => {
  it('changes the e-mail and the admin right, and writes the audit log without secrets', async () => {
    const user = await newUser(org);
    const res = await put(org.adminToken, user.id, { email: 'new@example.com', is_admin: true });
    expect(res.statusCode).toBe(200);
    expect(json<UserAnswer>(res).user).toMatchObject({ is_admin: true, version: 2 });
    expect(json<{ user: { is_admin: boolean } }>(await me(user.token)).user.is_admin).toBe(true);
    const rows = await t.database.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id",
      [user.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.after).toMatchObject({ email: 'new@example.com', is_admin: true, is_active: true });
    expect(JSON.stringify(rows)).not.toMatch(/scrypt\$|password_hash|passwordHash/);
  });

  it('lets the last write win without a version and refuses a stale one with 409', async () => {
    const user = await newUser(org);
    expect((await put(org.adminToken, user.id, { email: 'a@example.com' })).statusCode).toBe(200);
    expect((await put(org.adminToken, user.id, { email: 'b@example.com' })).statusCode).toBe(200);
    const stale = await put(org.adminToken, user.id, { email: 'c@example.com', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).code).toBe('VERSION_CONFLICT');
    const [row] = await t.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row?.email).toBe('b@example.com');
  });

  it('deactivation ends the sessions and blocks login with the wrong-password answer', async () => {
    const user = await newUser(org);
    const off = await put(org.adminToken, user.id, { is_active: false });
    expect(json<UserAnswer>(off).user.is_active).toBe(false);
    expect((await me(user.token)).statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
      });
    const inactive = await login(TEST_PASSWORD);
    const wrong = await login('Wrong-Password-1');
    expect(inactive.statusCode).toBe(403);
    expect(json(inactive)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    expect(wrong.statusCode).toBe(401);
    expect((await put(org.adminToken, user.id, { is_active: true })).statusCode).toBe(200);
    await expect(t.login(user.username)).resolves.toBeTypeOf('string');
  });

  it("refuses with 409 to remove the caller's own admin right or deactivate the caller", async () => {
    const admin = await newUser(org, true);
    for (const change of [{ is_admin: false }, { is_active: false }]) {
      const res = await put(admin.token, admin.id, change);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ code: 'OWN_ACCOUNT', message: expect.stringMatching(/own/) });
    }
    expect((await reset(admin.token, admin.id)).statusCode).toBe(409);
    expect((await put(admin.token, admin.id, { email: 'me@example.com' })).statusCode).toBe(200);
  });

  it('keeps one active admin in the organization, even when two admins demote each other at once', async () => {
    const lone = await t.createOrg('lone');
    const second = await newUser(lone, true);
    // Each admin takes the other's right away at the same time: one of them must stay.
    const [a, b] = await Promise.all([
      put(second.token, lone.adminId, { is_admin: false }),
      put(lone.adminToken, second.id, { is_active: false }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(json([a, b].find((r) => r.statusCode === 409)!).code).toBe('LAST_ACTIVE_ADMIN');
    const [admins] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE organization_id = $1 AND is_admin AND is_active',
      [lone.organizationId],
    );
    expect(admins?.n).toBe(1);
  });

  it("answers 404 for another organization's account, changing nothing", async () => {
    const theirs = await newUser(other);
    const before = await tableSnapshot(t.database);
    for (const res of [
      await getOne(org.adminToken, theirs.id),
      await put(org.adminToken, theirs.id, { is_active: false }),
      await reset(org.adminToken, theirs.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe('NOT_FOUND');
    }
    const after = await tableSnapshot(t.database);
    delete before['sessions#hash'];
    delete after['sessions#hash'];
    expect(after).toEqual(before);
    expect((await me(theirs.token)).statusCode).toBe(200);
  });
});

describe('one account, and its answer sent back', () => {
  it('answers one account as the list does', async () => {
    const user = await newUser(org);
    const res = await getOne(org.adminToken, user.id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: user.id, username: user.username, is_admin: false, version: 1 });
    expect(json(res)).not.toHaveProperty('password_hash');
    expect((await getOne(org.adminToken, 2 ** 31 - 1)).statusCode).toBe(404);
  });

  it('takes back the answer of an account made without an e-mail, and keeps it without one', async () => {
    const user = await newUser(org);
    await t.database.query('UPDATE users SET email = NULL WHERE id = $1', [user.id]);
    const answer = json<Record<string, unknown>>(await getOne(org.adminToken, user.id));
    expect(answer.email).toBeNull();
    const res = await put(org.adminToken, user.id, { ...answer, is_admin: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<UserAnswer>(res).user).toMatchObject({ is_admin: true, email: null });
  });

  it('refuses a null e-mail for an account that has one (400), changing nothing', async () => {
    const user = await newUser(org);
    const before = await tableSnapshot(t.database);
    const res = await put(org.adminToken, user.id, { email: null });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Array<{ field: string; code: string }> }>(res).errors).toEqual([
      expect.objectContaining({ field: 'email', code: 'required' }),
    ]);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('password reset', () => {
  it('gives a temporary password that only lets the account change its password', async () => {
    const user = await newUser(org, true);
    const res = await reset(org.adminToken, user.id);
    expect(res.statusCode).toBe(200);
    const { temporary_password } = json<{ temporary_password: string }>(res);
    expect(temporary_password.length).toBeGreaterThanOrEqual(12);
    expect((await me(user.token)).statusCode).toBe(401);
    await expect(t.login(user.username)).rejects.toThrow();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: temporary_password },
    });
    expect(json<{ user: { must_change_password: boolean } }>(login).user.must_change_password).toBe(true);
    const token = json<{ token: string }>(login).token;
    expect(json<{ user: { must_change_password: boolean } }>(await me(token)).user.must_change_password).toBe(
      true,
    );
    for (const url of ['/api/users', '/api/properties', '/api/subuser/list']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(refused.statusCode, url).toBe(403);
      expect(json(refused).code).toBe('PASSWORD_CHANGE_REQUIRED');
    }

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { current_password: temporary_password, new_password: 'Fresh-Start-77' },
    });
    expect(changed.statusCode).toBe(200);
    expect(json<{ user: { must_change_password: boolean } }>(await me(token)).user.must_change_password).toBe(
      false,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const [audit] = await t.database.query<{ after: Record<string, unknown> }>(
      "SELECT after FROM audit_log WHERE entity = 'user' AND entity_id = $1 AND after->>'password' = 'reset'",
      [user.id],
    );
    expect(audit?.after).toMatchObject({ must_change_password: true });
    expect(JSON.stringify(audit)).not.toContain(temporary_password);
  });

  it('lets a session that must change its password log out', async () => {
    const user = await newUser(org);
    const { temporary_password } = json<{ temporary_password: string }>(await reset(org.adminToken, user.id));
    const token = await t.login(user.username, temporary_password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
