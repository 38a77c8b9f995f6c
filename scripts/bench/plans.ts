// npm run bench:plans: whether PostgreSQL keeps one plan for each prepared statement of the
// benchmark's read routes. Each route is called 12 times over a single connection; then
// pg_prepared_statements tells, per statement, how many executions were planned for their values
// (custom) and how many reused the generic plan. A statement meant to be planned once that is
// still planned on every execution pays its planning time on every request. An argument keeps
// the routes whose name holds it, as bench:explain's does.
import { loadConfig } from '../../server/src/config.ts';
import { SEED_ADMIN } from '../seed/credentials.ts';
import { CeilingLab } from './ceiling.ts';
import { ROUTES, readFixtures } from './routes.ts';

const CALLS = 12;

async function run(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('set DATABASE_URL: prepared statements are a PostgreSQL matter');
  // One connection, so that the statements prepared by the calls are the ones listed after them.
  const lab = await CeilingLab.open({ ...config, databasePoolSize: 1 });
  try {
    const token = await lab.login(SEED_ADMIN.username, SEED_ADMIN.password);
    const fixtures = await readFixtures((path) => lab.getJson(path, token), 'plans');
    const only = process.argv[2];
    for (const route of ROUTES) {
      if (route.kind !== 'read' || (only && !route.name.includes(only))) continue;
      const path = route.plan(fixtures).at(0)?.path ?? '';
      for (let i = 0; i < CALLS; i++) await lab.capture(path, token);
    }
    const rows = await lab.database.query<{ name: string; generic_plans: string; custom_plans: string }>(
      `SELECT name, generic_plans::text, custom_plans::text FROM pg_prepared_statements ORDER BY name`,
    );
    process.stdout.write('| statement | generic plans | custom plans |\n| --- | ---: | ---: |\n');
    for (const row of rows) {
      process.stdout.write(`| ${row.name} | ${row.generic_plans} | ${row.custom_plans} |\n`);
    }
  } finally {
    await lab.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
