import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate.ts';

/** The migrations before 0043, alone in a folder: the dates still on the property (0042). */
async function migrationsBefore0043(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lar-before-0043-'));
  for (const file of await readdir(defaultMigrationsDir)) {
    if (/^\d{4}_/.test(file) && file < '0043')
      await symlink(path.join(defaultMigrationsDir, file), path.join(dir, file));
  }
  return dir;
}

describe('migration 0043 (the limit dates move to buildings)', () => {
  it("gives the property's dates to its buildings that have none, then drops the property's columns", async () => {
    const db = await openDatabase({ url: 'memory://', dataDir: '', poolSize: 1 });
    try {
      await migrate(db, await migrationsBefore0043());
      const [org] = await db.query<{ id: number }>(
        `INSERT INTO organizations (name) VALUES ('Org') RETURNING id`,
      );
      const orgId = org?.id;
      const [manager] = await db.query<{ id: number }>(
        `INSERT INTO property_managers (organization_id, management_co) VALUES ($1, 'Co') RETURNING id`,
        [orgId],
      );
      const [contact] = await db.query<{ id: number }>(
        `INSERT INTO property_manager_contacts (organization_id, property_manager_id, full_name)
         VALUES ($1, $2, 'Pat') RETURNING id`,
        [orgId, manager?.id],
      );
      const [property] = await db.query<{ id: number }>(
        `INSERT INTO properties (organization_id, property_manager_id, property_manager_contact_id,
                                 property_name, placed_in_service_date, gross_rent_floor_date)
         VALUES ($1, $2, $3, 'Elm Court', '2023-07-01', '2022-11-15') RETURNING id`,
        [orgId, manager?.id, contact?.id],
      );
      // The trigger of 0039 gave it "Elm Court"; a second building has its own date already.
      await db.query(
        `INSERT INTO buildings (organization_id, property_id, name, placed_in_service_date, first_credit_year)
         VALUES ($1, $2, 'Annex', '2024-03-01', 2024)`,
        [orgId, property?.id],
      );

      expect((await migrate(db)).applied).toContain('0043_building_limit_dates.sql');

      const buildings = await db.query<Record<string, unknown>>(
        `SELECT name, placed_in_service_date::text AS pis, gross_rent_floor_date::text AS floor
           FROM buildings ORDER BY id`,
      );
      expect(buildings).toEqual([
        { name: 'Elm Court', pis: '2023-07-01', floor: '2022-11-15' },
        { name: 'Annex', pis: '2024-03-01', floor: '2022-11-15' },
      ]);
      const columns = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_name = 'properties' AND column_name IN ('placed_in_service_date', 'gross_rent_floor_date')`,
      );
      expect(columns).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
