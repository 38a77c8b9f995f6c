import { describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/bootstrap.ts';
import { json, withTestApp } from '../helpers/test-app.ts';

// Each case builds its own databases; on a busy machine that takes longer than the default.
describe('first start', { timeout: 120_000 }, () => {
  it('creates the organization and admin from ADMIN_USERNAME / ADMIN_PASSWORD, once', async () => {
    await withTestApp(
      { adminUsername: 'boss', adminPassword: 'Very-Strong-Pass-1', loadDemoData: false },
      async (t) => {
        const first = await bootstrap(t.config, t.database);
        expect(first).toMatchObject({ created: true, adminUsername: 'boss', demoData: false });
        expect(first.generatedPassword).toBeUndefined();
        expect((await bootstrap(t.config, t.database)).created).toBe(false);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'boss', password: 'Very-Strong-Pass-1' },
        });
        expect(json(res).user).toMatchObject({ is_admin: true });
      },
    );
  });

  it('in embedded mode without ADMIN_*, creates admin with a random password that works, and demo data', async () => {
    await withTestApp(
      { databaseUrl: undefined, adminUsername: undefined, adminPassword: undefined },
      async (t) => {
        const result = await bootstrap(t.config, t.database);
        expect(result.created).toBe(true);
        expect(result.adminUsername).toBe('admin');
        expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(16);
        expect(result.demoData).toBe(true);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: result.generatedPassword },
        });
        expect(res.statusCode).toBe(200);
        // The demo lists vacant units on the public site: the search has apartments to show.
        const search = await t.app.inject({ method: 'GET', url: '/api/public/listings' });
        expect(search.statusCode, search.body).toBe(200);
        expect(json<{ total: number }>(search).total).toBe(4);
        await withTestApp({ databaseUrl: undefined }, async (other) => {
          const again = await bootstrap(other.config, other.database);
          expect(again.generatedPassword).not.toBe(result.generatedPassword);
        });
      },
    );
  });

  it('with PostgreSQL and no ADMIN_*, creates no account with a default password', async () => {
    await withTestApp(
      { databaseUrl: 'postgres://example/db', adminUsername: undefined, adminPassword: undefined },
      async (t) => {
        expect((await bootstrap(t.config, t.database)).created).toBe(false);
        expect(await t.database.query('SELECT id FROM users')).toEqual([]);
      },
    );
  });

  it('refuses a weak ADMIN_PASSWORD', async () => {
    await withTestApp({ adminUsername: 'boss', adminPassword: 'password' }, async (t) => {
      await expect(bootstrap(t.config, t.database)).rejects.toThrow(/at least 8|too common/);
    });
  });
});
