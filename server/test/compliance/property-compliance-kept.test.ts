import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { autaugaHousehold, send } from './compliance-fixtures.ts';

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
  ({ propertyId, occupancyId } = await autaugaHousehold(t, org.adminToken, DATE));
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
