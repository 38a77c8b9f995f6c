// npm run bench:explain: the query plans of the benchmark's read routes on the seeded data set
// (EXPLAIN ANALYZE of every statement each route runs), without starting a server.
import { loadConfig } from '../../server/src/config.ts';
import { SEED_ADMIN } from '../seed/credentials.ts';
import { CeilingLab } from './ceiling.ts';
import { ROUTES, readFixtures } from './routes.ts';

async function run(): Promise<void> {
  const lab = await CeilingLab.open(loadConfig());
  try {
    const token = await lab.login(SEED_ADMIN.username, SEED_ADMIN.password);
    const fixtures = await readFixtures((path) => lab.getJson(path, token), 'explain');
    const only = process.argv[2];
    for (const route of ROUTES) {
      if (route.kind !== 'read' || (only && !route.name.includes(only))) continue;
      const path = route.plan(fixtures).at(0)?.path ?? '';
      process.stdout.write(`\n=== ${route.name}: ${path}\n`);
      for (const statement of await lab.capture(path, token)) {
        const plan = await lab.database.query<Record<string, string>>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.params,
        );
        process.stdout.write(`\n${statement.text}\n${JSON.stringify(statement.params)}\n`);
        process.stdout.write(`${plan.map((row) => Object.values(row)[0]).join('\n')}\n`);
      }
    }
  } finally {
    await lab.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
