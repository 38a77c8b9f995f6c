import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type DbHandle, openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createOrganization } from '../../src/modules/organizations/organization.service.ts';
import { proxyTargetOf, TcpProxy } from '../helpers/tcp-proxy.ts';
import { TEST_PASSWORD } from '../helpers/test-app.ts';
import { testServerUrl } from '../helpers/test-database.ts';

describe('PostgreSQL outage', () => {
  const name = `lar_outage_${randomBytes(4).toString('hex')}`;
  let proxy: TcpProxy;
  let handle: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;

  beforeAll(async () => {
    const baseUrl = testServerUrl();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    proxy = new TcpProxy(proxyTargetOf(new URL(baseUrl)));
    await proxy.open();
    const viaProxy = new URL(baseUrl);
    viaProxy.searchParams.delete('host');
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    handle = await openDatabase({ url: viaProxy.toString(), dataDir: '', poolSize: 4 });
    await migrate(handle);
    const config = {
      ...loadConfig({}),
      logLevel: 'silent' as const,
      scryptLogN: 10,
      webDist: '/nonexistent',
    };
    await handle.db.transaction((tx) =>
      createOrganization(
        tx,
        { name: 'Outage', adminUsername: 'outage-admin', adminPassword: TEST_PASSWORD },
        10,
      ),
    );
    app = await buildApp({ config, database: handle });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'outage-admin', password: TEST_PASSWORD },
    });
    token = (res.json() as { token: string }).token;
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.cut();
    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('answers 503 quickly while the database is away, and recovers without a restart', async () => {
    const me = () =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);

    await proxy.cut();
    let started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);

    started = Date.now();
    const during = await me();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', success: false });
    expect(Date.now() - started).toBeLessThan(3000);
    const list = await app.inject({
      method: 'GET',
      url: '/api/units',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(503);

    await proxy.open();
    const deadline = Date.now() + 10_000;
    let back = await app.inject({ method: 'GET', url: '/api/ready' });
    while (back.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await app.inject({ method: 'GET', url: '/api/ready' });
    }
    expect(back.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
  });
});
