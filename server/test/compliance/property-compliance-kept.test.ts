import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { AUTAUGA_2026_50, createLimitProgram, incomeLevels, send } from './compliance-fixtures.ts';

/**
 * A property's compliance answer is kept between changes (decision 058): read again with nothing
 * changed it runs none of the statements that gather the units, and any write the low-income unit
 * rule reads (here a household's move-in certification, which migration 0051 made move the stamps)
 * is seen on the next read. Autauga County FY2026 at 50 %: 40,000 for 3 people.
 */

const statements: string[] = [];
const t = useTestApp({}, { onQuery: (text) => statements.push(text) });
const org = t.org('keptcompliance');
const DATE = '2026-06-01';
let propertyId: number;
let occupancyId: number;

/** The statement that reads the property's units, run once each time the answer is worked out. */
const unitReads = () => statements.filter((s) => s.includes('l.percentage::text')).length;

/** The statements that read the properties table itself (not a join or look-up inside another). */
const propertyReads = () => statements.filter((s) => /\bfrom "?properties"?\s/i.test(s)).length;

async function tests(
  date = DATE,
): Promise<{ answer: PropertyCompliance; unitReads: number; propertyReads: number }> {
  statements.length = 0;
  const res = await send(t, org.adminToken, 'GET', `/api/property/${propertyId}/compliance?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return { answer: json<PropertyCompliance>(res), unitReads: unitReads(), propertyReads: propertyReads() };
}

beforeAll(async () => {
  const program = await createLimitProgram(t, org.adminToken, incomeLevels(2026, 50, AUTAUGA_2026_50));
  const property = await createProperty(t, org.adminToken);
  propertyId = property.id;
  const unit = await createUnit(t, org.adminToken, propertyId, {
    unit_number: '101',
    square_feet: 875,
    designations: [{ program_id: program.id, ami_percentage: 50 }],
  });
  const tenant = await createCandidate(t, org.adminToken);
  const occupancy = await send(t, org.adminToken, 'POST', '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: tenant.id,
    rent_amount: '900.00',
    start_date: DATE,
    household_size: 3,
    annual_income: '30000.00',
  });
  expect(occupancy.statusCode, occupancy.body).toBe(201);
  occupancyId = json<{ id: number }>(occupancy).id;
});

describe('the kept property compliance answer', () => {
  it('is worked out once, then read until a write moves a stamp', async () => {
    const cold = await tests();
    expect(cold.unitReads).toBe(1);
    // The look-up of the stamps is the one read of the property, kept answer or not.
    expect(cold.propertyReads).toBe(1);
    expect(cold.answer.units[0]?.reasons).not.toContain('INCOME_OVER_TEST_AT_MOVE_IN');
    const warm = await tests();
    expect(warm.unitReads).toBe(0);
    expect(warm.propertyReads).toBe(1);
    expect(warm.answer).toEqual(cold.answer);
    // Another date is another answer.
    expect((await tests('2026-07-01')).unitReads).toBe(1);
  });

  it("is worked out again when the household's move-in certification is finalized over the limit", async () => {
    await tests();
    // 45,000 for 3 people is over the 40,000 limit at 50 %: the move-in test now fails.
    await t.database.query(
      `INSERT INTO income_certifications
         (organization_id, occupancy_id, type, status, effective_date, household_size, annual_income, finalized_at)
       VALUES ($1, $2, 'MOVE_IN', 'FINALIZED', $3, 3, 45000, now())`,
      [org.organizationId, occupancyId, DATE],
    );
    const after = await tests();
    expect(after.unitReads).toBe(1);
    expect(after.answer.units[0]?.reasons).toContain('INCOME_OVER_TEST_AT_MOVE_IN');
  });
});
