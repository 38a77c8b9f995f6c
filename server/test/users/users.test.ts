import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';

const t = useTestApp();

describe('GET /api/users', () => {
  it("lists only the caller's organization's main accounts, without secrets", async () => {
    const a = await t.createOrg('ua');
    const b = await t.createOrg('ub');
    const plain = await t.createPlainUser(a);
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(a.adminToken) });
    expect(res.statusCode).toBe(200);
    const rows = json<Array<{ username: string; is_admin: boolean }>>(res);
    expect(rows.map((r) => r.username).sort()).toEqual([a.adminUsername, plain.username].sort());
    expect(rows.map((r) => r.username)).not.toContain(b.adminUsername);
    expect(res.body).not.toMatch(/password_hash|passwordHash|scrypt\$/);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('is admin only', async () => {
    const a = await t.createOrg('uc');
    const plain = await t.createPlainUser(a);
    const sub = await t.createSubuser(a);
    for (const token of [plain.token, sub.token]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode,
      ).toBe(403);
    }
  });
});
