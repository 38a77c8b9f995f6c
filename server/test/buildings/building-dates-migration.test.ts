import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { databaseBefore } from '../helpers/database-before.ts';

describe('migration 0043 (the limit dates move to buildings)', () => {
  it("gives the property's dates to its buildings that have none, then drops the property's columns", async () => {
    const { db, orgId, managerId, contactId } = await databaseBefore('0043');
    try {
      const [property] = await db.query<{ id: number }>(
        `INSERT INTO properties (organization_id, property_manager_id, property_manager_contact_id,
                                 property_name, placed_in_service_date, gross_rent_floor_date)
         VALUES ($1, $2, $3, 'Elm Court', '2023-07-01', '2022-11-15') RETURNING id`,
        [orgId, managerId, contactId],
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
