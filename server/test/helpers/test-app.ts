import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { type DatabaseOptions, type DbHandle, openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createOrganization } from '../../src/modules/organizations/organization.service.ts';
import { testDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'Correct-Horse-42';

/** A fresh database for one test file on the test server (test-database.ts). */
async function freshDatabase(
  poolSize: number,
  onQuery: DatabaseOptions['onQuery'],
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const scratch = await testDatabase();
  const handle = await openDatabase({ url: scratch.url, dataDir: '', poolSize, onQuery });
  return { handle, drop: scratch.drop };
}

export interface TestOrg {
  organizationId: number;
  adminId: number;
  adminUsername: string;
  adminToken: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: DbHandle;
  config: AppConfig;
  /** Creates an organization with an admin and returns the admin's token. */
  createOrg(label?: string): Promise<TestOrg>;
  login(username: string, password?: string, kind?: 'main' | 'subuser'): Promise<string>;
  /** A sub-user of the org, registered through the API; returns its id and token. */
  createSubuser(org: TestOrg, label?: string): Promise<{ id: number; username: string; token: string }>;
  /** A non-admin main account of the org. */
  createPlainUser(org: TestOrg): Promise<{ id: number; username: string; token: string }>;
  close(): Promise<void>;
}

let counter = 0;
export const unique = (label: string) => `${label}${++counter}${randomBytes(3).toString('hex')}`;

/**
 * An app on a fresh, migrated database. `onQuery` sees every statement the database runs, with
 * its prepared statement's name.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { onQuery?: DatabaseOptions['onQuery']; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const { handle, drop } = await freshDatabase(overrides.databasePoolSize ?? 5, options.onQuery);
  await migrate(handle);
  const config: AppConfig = {
    ...loadConfig({}),
    logLevel: 'silent',
    // The app is handed its database; a URL marks it as a PostgreSQL server's, not embedded.
    databaseUrl: 'postgres://test',
    // Cheap hashing in tests; the production cost is checked in its own test.
    scryptLogN: 10,
    reportingDataKey: randomBytes(32),
    loginRateLimitPerMinute: 1000,
    contactRateLimitPerMinute: 1000,
    publicRateLimitPerMinute: 100_000,
    webDist: '/nonexistent',
    // The notice e-mails run when a test asks (decision 080), not on a timer under other tests.
    recertificationNoticeIntervalMs: 0,
    // Likewise the new day's dashboards (decision 087): dashboard-warmup.test.ts runs them itself.
    dashboardWarmupCheckMs: 0,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database: handle,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();

  const login: TestApp['login'] = async (username, password = TEST_PASSWORD, kind = 'main') => {
    const res = await app.inject({
      method: 'POST',
      url: kind === 'main' ? '/api/auth/login' : '/api/auth/subuser/login',
      payload: { username, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  return {
    app,
    database: handle,
    config,
    login,
    async createOrg(label = 'org') {
      const adminUsername = unique(`${label}admin`);
      const ids = await handle.db.transaction((tx) =>
        createOrganization(
          tx,
          { name: unique(label), adminUsername, adminPassword: TEST_PASSWORD },
          config.scryptLogN,
        ),
      );
      return { ...ids, adminUsername, adminToken: await login(adminUsername) };
    },
    async createSubuser(org, label = 'sub') {
      const username = unique(label);
      const res = await app.inject({
        method: 'POST',
        url: '/api/subuser/register',
        headers: bearer(org.adminToken),
        payload: { username, email: `${username}@example.com`, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
      return {
        id: res.json().id as number,
        username,
        token: await login(username, TEST_PASSWORD, 'subuser'),
      };
    },
    async createPlainUser(org) {
      const username = unique('plain');
      const { hashPassword } = await import('../../src/lib/password.ts');
      const rows = await handle.query<{ id: number }>(
        'INSERT INTO users (organization_id, username, password_hash, is_admin) VALUES ($1, $2, $3, false) RETURNING id',
        [org.organizationId, username, await hashPassword(TEST_PASSWORD, config.scryptLogN)],
      );
      return { id: rows[0]!.id, username, token: await login(username) };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/** Runs `use` on an app of its own on a fresh database, closed afterwards whether `use` passes or not. */
export async function withTestApp(
  overrides: Partial<AppConfig>,
  use: (t: TestApp) => Promise<void>,
): Promise<void> {
  const t = await buildTestApp(overrides);
  try {
    await use(t);
  } finally {
    await t.close();
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the account of `token` sends it, with a JSON body when there is one. */
export const sendAs = (t: TestApp, token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/**
 * Row counts and contents of every table: compared before and after a refused request to prove
 * nothing changed. A session's last use is bookkeeping of the request itself (written once the
 * in-process cache of decision 012 has aged out, as on a slow machine), not a change the request
 * made, so it is left out.
 */
export async function tableSnapshot(database: DbHandle): Promise<Record<string, number>> {
  const tables = await database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const snapshot: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await database.query<{ n: string; h: string }>(
      `SELECT count(*)::text AS n, coalesce(md5(string_agg(r, '|' ORDER BY r)), '') AS h
         FROM (SELECT (to_jsonb(t) - 'last_seen_at')::text AS r FROM "${table_name}" t) rows`,
    );
    snapshot[table_name] = Number(row?.n ?? 0);
    snapshot[`${table_name}#hash`] = row?.h ? Number.parseInt(row.h.slice(0, 8), 16) : 0;
  }
  return snapshot;
}

/** `tableSnapshot` but for the sessions' contents: a request may touch its own session (last seen). */
export async function snapshotBesidesSessions(database: DbHandle): Promise<Record<string, number>> {
  const snapshot = await tableSnapshot(database);
  delete snapshot['sessions#hash'];
  return snapshot;
}

/**
 * Sends the requests one after another and expects each refused by the permission matrix
 * (decision 017): 403 `FORBIDDEN`, every table as it was.
 */
export async function expectForbidden(
  database: DbHandle,
  requests: ReadonlyArray<() => Promise<LightMyRequestResponse>>,
): Promise<void> {
  const before = await snapshotBesidesSessions(database);
  for (const send of requests) {
    const res = await send();
    expect(res.statusCode, res.body).toBe(403);
    expect(json(res)).toMatchObject({ code: 'FORBIDDEN' });
  }
  expect(await snapshotBesidesSessions(database)).toEqual(before);
}

/**
 * Sends the requests one after another and expects each refused with `status` and a body matching
 * `body` (its code, field errors…), every table as it was.
 */
export async function expectRefused(
  database: DbHandle,
  status: number,
  body: Record<string, unknown>,
  requests: ReadonlyArray<() => Promise<LightMyRequestResponse>>,
): Promise<void> {
  const before = await tableSnapshot(database);
  for (const send of requests) {
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(json(res)).toMatchObject(body);
  }
  expect(await tableSnapshot(database)).toEqual(before);
}

/**
 * Sends the requests one after another and expects each answered 404 `NOT_FOUND`, every table as it
 * was: another organization's records do not exist for the sender.
 */
export const expectNotFound = (
  database: DbHandle,
  requests: ReadonlyArray<() => Promise<LightMyRequestResponse>>,
): Promise<void> => expectRefused(database, 404, { code: 'NOT_FOUND' }, requests);

/** The body of a 400 whose field errors include `code` on `field`. */
export const validationError = (field: string, code: string) => ({
  code: 'VALIDATION_FAILED',
  errors: expect.arrayContaining([expect.objectContaining({ field, code })]),
});

/** The body of a 409 for a `field` whose value another record already holds. */
export const duplicateError = (field: string) => ({
  code: 'DUPLICATE',
  errors: [expect.objectContaining({ field })],
});

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
