// A server stand-in for embedded-postgres.test.ts: opens the embedded PostgreSQL on DATA_DIR
// (argv[2]), writes one organization named argv[3], says so on stdout, then waits to be killed.
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createOrganization } from '../../src/modules/organizations/index.ts';

const [dataDir, name] = process.argv.slice(2);
if (!dataDir || !name) throw new Error('usage: embedded-postgres-child.ts DATA_DIR NAME');
const database = await openDatabase({ url: undefined, dataDir, poolSize: 2 });
await migrate(database);
await database.db.transaction((tx) =>
  createOrganization(tx, { name, adminUsername: `${name}admin`, adminPassword: 'Correct-Horse-42' }, 10),
);
process.stdout.write('written\n');
setInterval(() => {}, 60_000);
