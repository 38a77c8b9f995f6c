import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { bootstrap } from '../../src/bootstrap.ts';
import type { AppConfig } from '../../src/config.ts';
import type { DatabaseOptions } from '../../src/db/client.ts';
import { bearer, buildTestApp, json, type TestApp, type TestOrg } from './test-app.ts';

export interface SuiteApp extends TestApp {
  /** An organization with an admin, created right after the app, in the order asked for. */
  org(label: string): TestOrg;
}

/**
 * The app of one test file: built before its first test, closed after its last. The answer and the
 * organizations are filled in by that first hook, so a file declares them once at its top and its
 * tests read them as plain objects; a file's own `beforeAll` runs after this one.
 */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  options: { onQuery?: DatabaseOptions['onQuery']; logStream?: { write(line: string): void } } = {},
): SuiteApp {
  const pending: Array<{ label: string; org: TestOrg }> = [];
  const suite = {
    org(label: string): TestOrg {
      const org = {} as TestOrg;
      pending.push({ label, org });
      return org;
    },
  } as SuiteApp;
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides, options);
    Object.assign(suite, built, { org: suite.org });
    for (const { label, org } of pending) Object.assign(org, await built.createOrg(label));
  });
  afterAll(() => built?.close());
  return suite;
}

/**
 * The app of one test file with the organization its tests work in, `org`, and an `other` one that
 * must never see or change `org`'s records.
 */
export function useTwoOrgs(label: string, otherLabel = `${label}other`) {
  const t = useTestApp();
  return { t, org: t.org(label), other: t.org(otherLabel) };
}

const DEMO_PASSWORD = 'Demo-Pass-4821';

export interface DemoApp extends SuiteApp {
  /** The demo admin's token. */
  token: string;
  /** What the demo admin reads at `url`, which must answer 200. */
  get<T>(url: string): Promise<T>;
}

/**
 * The app on a database holding the demo data, as a first start loads it, and its admin's token.
 * Loading it on a fresh embedded database takes a while on a busy machine.
 */
export function useDemoApp(label: string): DemoApp {
  const username = `${label}-demo-admin`;
  const suite = useTestApp({ adminUsername: username, adminPassword: DEMO_PASSWORD, loadDemoData: true });
  const demo = suite as DemoApp;
  demo.get = async <T>(url: string) => {
    const res = await suite.app.inject({ method: 'GET', url, headers: bearer(demo.token) });
    expect(res.statusCode, res.body).toBe(200);
    return json<T>(res);
  };
  beforeAll(async () => {
    await bootstrap(suite.config, suite.database);
    demo.token = await suite.login(username, DEMO_PASSWORD);
  }, 180_000);
  return demo;
}

/**
 * A second instance of the app on the suite's database, as behind a load balancer: it shares the
 * database and nothing else (its own session cache, its own process state). Closed before the suite.
 */
export function useSecondInstance(suite: SuiteApp): { app: FastifyInstance } {
  const instance = {} as { app: FastifyInstance };
  beforeAll(async () => {
    instance.app = await buildApp({ config: suite.config, database: suite.database });
    await instance.app.ready();
  });
  afterAll(() => instance.app?.close());
  return instance;
}
