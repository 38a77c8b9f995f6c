// npm run db:schema: rewrites server/src/db/schema.sql from a freshly migrated PostgreSQL database,
// made and dropped on the server of TEST_DATABASE_URL, else DATABASE_URL, else the local `test`
// database. Run it with every new migration and commit the file with it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DUMP_SERVER_URL, dumpMigratedSchema, SCHEMA_FILE } from '../../server/src/db/schema-dump.ts';

async function run(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_DUMP_SERVER_URL;
  const schema = await dumpMigratedSchema(baseUrl);
  await writeFile(SCHEMA_FILE, schema);
  process.stdout.write(`db:schema: wrote ${path.relative(process.cwd(), SCHEMA_FILE)}\n`);
}

run().catch((error: unknown) => {
  process.stderr.write(`db:schema: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
