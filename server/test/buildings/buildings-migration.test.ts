import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { databaseBefore } from '../helpers/database-before.ts';

describe('migration 0039 (buildings)', () => {
  it('gives every existing property one building, named and addressed as it, holding all its units', async () => {
    const { db, orgId, managerId, contactId } = await databaseBefore('0039');
    try {
      const properties = await db.query<{ id: number }>(
        `INSERT INTO properties (organization_id, property_manager_id, property_manager_contact_id,
                                 property_name, street1, city, state, postal_code)
         VALUES ($1, $2, $3, 'Elm Court', '1 Elm St', 'Salem', 'MA', '01970'),
                ($1, $2, $3, 'Oak Row', NULL, NULL, NULL, NULL),
                ($1, $2, $3, 'Empty Lot', NULL, NULL, NULL, NULL)
         RETURNING id`,
        [orgId, managerId, contactId],
      );
      const [elm, oak] = properties.map((p) => p.id);
      await db.query(
        `INSERT INTO units (organization_id, property_id, unit_number, unit_type)
         VALUES ($1, $2, '1', 'Studio'), ($1, $2, '2', '2BR'), ($1, $3, '1', '1BR')`,
        [orgId, elm, oak],
      );

      expect((await migrate(db)).applied).toContain('0039_buildings.sql');

      const buildings = await db.query<Record<string, unknown>>(
        `SELECT property_id, name, street1, city, state, postal_code, bin FROM buildings ORDER BY property_id`,
      );
      expect(buildings).toEqual([
        {
          property_id: elm,
          name: 'Elm Court',
          street1: '1 Elm St',
          city: 'Salem',
          state: 'MA',
          postal_code: '01970',
          bin: null,
        },
        {
          property_id: oak,
          name: 'Oak Row',
          street1: null,
          city: null,
          state: null,
          postal_code: null,
          bin: null,
        },
        {
          property_id: properties[2]?.id,
          name: 'Empty Lot',
          street1: null,
          city: null,
          state: null,
          postal_code: null,
          bin: null,
        },
      ]);
      const misplaced = await db.query(
        `SELECT u.id FROM units u LEFT JOIN buildings b
            ON b.organization_id = u.organization_id AND b.id = u.building_id AND b.property_id = u.property_id
          WHERE b.id IS NULL`,
      );
      expect(misplaced).toEqual([]);
      const perBuilding = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM units GROUP BY building_id ORDER BY n',
      );
      expect(perBuilding.map((r) => r.n)).toEqual([1, 2]);
    } finally {
      await db.close();
    }
  });
});
