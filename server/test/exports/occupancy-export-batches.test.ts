import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../src/lib/export/batches.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { csvRecords, download } from './export-helpers.ts';

/**
 * The occupancy export reads its batches between bounds, two at a time, each joined to its names
 * by index look-ups (decision 083): the file still holds every occupancy of the organization
 * once, in id order, and none of another's. Households are generated in SQL.
 */

const statements: string[] = [];
const t = useTestApp({}, { onQuery: (text) => statements.push(text) });
const org = t.org('exportranges');
const other = t.org('exportrangesother');

/** More than two batches: two between bounds and the rest read by keyset after the last bound. */
const ROWS = 2 * EXPORT_BATCH + 321;

async function households(organizationId: number, propertyId: number, count: number) {
  await t.database.query(
    `INSERT INTO units (organization_id, property_id, unit_number, unit_type, square_feet)
     SELECT $1, $2, 'R' || lpad(n::text, 5, '0'), '2BR', 800 FROM generate_series(1, $3) n`,
    [organizationId, propertyId, count],
  );
  await t.database.query(
    `INSERT INTO candidates (organization_id, full_name, search_name, email)
     SELECT $1, 'Household ' || u.id, name_search_key('Household ' || u.id), 'household-' || u.id || '@example.com'
       FROM units u WHERE u.organization_id = $1 AND u.property_id = $2`,
    [organizationId, propertyId],
  );
  await t.database.query(
    `INSERT INTO occupancies (organization_id, unit_id, tenant_id, rent_amount, start_date)
     SELECT $1, u.id, c.id, 900, '2026-01-01'
       FROM units u JOIN candidates c ON c.organization_id = $1 AND c.email = 'household-' || u.id || '@example.com'
      WHERE u.organization_id = $1 AND u.property_id = $2`,
    [organizationId, propertyId],
  );
}

describe('the occupancy export of a long list', () => {
  it('holds every occupancy once, in id order, read in ranges by index look-ups', async () => {
    await households(org.organizationId, (await createProperty(t, org.adminToken)).id, ROWS);
    await households(other.organizationId, (await createProperty(t, other.adminToken)).id, 10);
    const expected = await t.database.query<{ id: number }>(
      'SELECT id FROM occupancies WHERE organization_id = $1 ORDER BY id',
      [org.organizationId],
    );
    statements.length = 0;
    const records = csvRecords(await download(t, org.adminToken, '/api/occupancies/export?format=csv'));
    const idColumn = records[0]?.indexOf('ID') ?? -1;
    expect(idColumn).toBeGreaterThanOrEqual(0);
    expect(records.slice(1).map((r) => Number(r[idColumn]))).toEqual(expected.map((r) => r.id));
    // The bounds, then two batches between them and one after the last, each in its look-up plan.
    expect(statements.filter((s) => s.includes('row_number() OVER'))).toHaveLength(1);
    const ranges = statements.filter((s) => /"occupancies"\."id" <= \$\d+/.test(s));
    expect(ranges).toHaveLength(2);
    expect(statements.filter((s) => s.includes("set_config('enable_hashjoin', 'off', true)"))).toHaveLength(
      3,
    );
  });
});
