import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { describe, expect, it } from 'vitest';
import { AUTAUGA_2026_50, createLimitProgram, incomeLevels } from '../compliance/compliance-fixtures.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';

/**
 * A property's compliance tests read a property in a few statements whatever its size (decision
 * 027): 30 units or 300, the same statements, never one per unit.
 */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (text) => statements.push(text) });
const org = t.org('compliancesize');

/** `count` units at 60 % of `programId`, every other one held by a household of 3 at 45,000. */
async function seedUnits(propertyId: number, programId: number, count: number) {
  const o = org.organizationId;
  await t.database.query(
    `INSERT INTO units (organization_id, property_id, unit_number, unit_type, square_feet)
     SELECT $1, $2, 'S' || lpad(n::text, 4, '0'), '2BR', 800 + n FROM generate_series(1, $3) n`,
    [o, propertyId, count],
  );
  await t.database.query(
    `INSERT INTO unit_designations (organization_id, unit_id, program_id, ami_percentage)
     SELECT $1, id, $3, 60 FROM units WHERE organization_id = $1 AND property_id = $2`,
    [o, propertyId, programId],
  );
  // A household per even unit, told apart by an e-mail naming its unit.
  const held = `FROM units u WHERE u.organization_id = $1 AND u.property_id = $2 AND u.id % 2 = 0`;
  await t.database.query(
    `INSERT INTO candidates (organization_id, full_name, search_name, email)
     SELECT $1, 'Household ' || u.id, name_search_key('Household ' || u.id), 'household-' || u.id || '@example.com' ${held}`,
    [o, propertyId],
  );
  await t.database.query(
    `INSERT INTO occupancies (organization_id, unit_id, tenant_id, rent_amount, start_date, household_size, annual_income)
     SELECT $1, u.id, c.id, 900, '2026-06-01', 3, 45000
       FROM units u JOIN candidates c ON c.organization_id = $1 AND c.email = 'household-' || u.id || '@example.com'
      WHERE u.organization_id = $1 AND u.property_id = $2 AND u.id % 2 = 0`,
    [o, propertyId],
  );
}

async function timedTests(propertyId: number) {
  statements.length = 0;
  const started = performance.now();
  const res = await t.app.inject({
    url: `/api/property/${propertyId}/compliance?date=2026-06-01`,
    headers: bearer(org.adminToken),
  });
  const ms = performance.now() - started;
  expect(res.statusCode, res.body).toBe(200);
  return { result: json<PropertyCompliance>(res), count: statements.length, ms };
}

describe("a property's compliance tests", () => {
  it('take the same few statements for 30 units as for 300', async () => {
    const program = await createLimitProgram(t, org.adminToken, incomeLevels(2026, 50, AUTAUGA_2026_50));
    const small = (await createProperty(t, org.adminToken)).id;
    const large = (await createProperty(t, org.adminToken)).id;
    await seedUnits(small, program.id, 30);
    await seedUnits(large, program.id, 300);

    await timedTests(small); // the programs' tables are read once and kept
    const few = await timedTests(small);
    await timedTests(large); // warm, as the small one: the time printed is a steady request's
    const many = await timedTests(large);
    expect(few.result.units).toHaveLength(30);
    expect(many.result.units).toHaveLength(300);
    expect(many.result.applicable_fraction.unit_fraction).toMatchObject({ numerator: 150, denominator: 300 });
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(6);
    console.info(`property compliance: 300 units in ${many.count} statements, ${many.ms.toFixed(1)} ms`);
  });
});
