import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DbHandle, openDatabase } from '../../src/db/client.ts';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate.ts';
import { testDatabase } from './test-database.ts';

/**
 * A migration's test: a new database of the test server migrated up to, not including, migration `number`
 * (the migrations before it alone in a folder), with an organization, a management company and its
 * contact to hang properties on. The test writes its rows, runs `migrate(db)` and reads the result.
 */
export async function databaseBefore(number: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `lar-before-${number}-`));
  for (const file of await readdir(defaultMigrationsDir)) {
    if (/^\d{4}_/.test(file) && file < number)
      await symlink(path.join(defaultMigrationsDir, file), path.join(dir, file));
  }
  const scratch = await testDatabase('lar_before');
  const opened = await openDatabase({ url: scratch.url, dataDir: '', poolSize: 1 });
  // Closing it also drops it.
  const db: DbHandle = {
    ...opened,
    async close() {
      await opened.close();
      await scratch.drop();
    },
  };
  await migrate(db, dir);
  const [org] = await db.query<{ id: number }>(
    `INSERT INTO organizations (name) VALUES ('Org') RETURNING id`,
  );
  const [manager] = await db.query<{ id: number }>(
    `INSERT INTO property_managers (organization_id, management_co) VALUES ($1, 'Co') RETURNING id`,
    [org?.id],
  );
  const [contact] = await db.query<{ id: number }>(
    `INSERT INTO property_manager_contacts (organization_id, property_manager_id, full_name)
     VALUES ($1, $2, 'Pat') RETURNING id`,
    [org?.id, manager?.id],
  );
  return { db, orgId: org?.id, managerId: manager?.id, contactId: contact?.id };
}
