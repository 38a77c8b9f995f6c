import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import {
  ALLOWANCES,
  createProperty,
  createUnit,
  electSetAside,
  placeHousehold,
  setUtilityAllowances,
} from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { createLimitProgram, incomeLevels, LOS_ANGELES_2024_50, send } from './compliance-fixtures.ts';

/*
 * A unit's worksheet as of a date (decision 049): the limits in force on that date. Los Angeles
 * County FY2024 at 50 % (HUD; 2BR rent limit 1,560 = 30 % of 62,400 / 12, IRC 42(g)(2)), in effect
 * from 2024-04-01; the 2025 table's 2BR rent of 1,700 (from 2025-04-01) is made up to move the
 * limit. A gross rent of 1,600 + 80 = 1,680 is 120 over on 2025-03-01 and within it today.
 */

const { t, org } = useTwoOrgs('worksheetasof');
let unitId: number;

const worksheet = async (query: string) => {
  const res = await send(t, org.adminToken, 'GET', `/api/units/${unitId}/compliance-worksheet${query}`);
  return { status: res.statusCode, body: res.body, answer: () => json<UnitComplianceWorksheet>(res) };
};

beforeAll(async () => {
  const program = await createLimitProgram(
    t,
    org.adminToken,
    [
      ...incomeLevels(2024, 50, LOS_ANGELES_2024_50),
      { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1560 },
      ...incomeLevels(2025, 50, LOS_ANGELES_2024_50),
      { year: 2025, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1700 },
    ],
    {
      limit_tables: [
        { year: 2024, effective_date: '2024-04-01' },
        { year: 2025, effective_date: '2025-04-01' },
      ],
    },
  );
  const property = await createProperty(t, org.adminToken);
  await electSetAside(t, org.adminToken, property.id, '20_50');
  await setUtilityAllowances(t, org.adminToken, property.id, [
    { effective_date: '2024-01-01', amounts: ALLOWANCES },
  ]);
  const unit = await createUnit(t, org.adminToken, property.id, {
    unit_number: 'D-1',
    designations: [{ program_id: program.id, ami_percentage: 50 }],
  });
  unitId = unit.id;
  await placeHousehold(t, org.adminToken, unitId, {
    rent_amount: '1600.00',
    start_date: '2025-06-01',
    household_size: 3,
    annual_income: '60000.00',
  });
});

describe('the worksheet as of a date', () => {
  it("tests today's limits by default: 1,680 within 2025's 1,700", async () => {
    const res = await worksheet('');
    expect(res.status, res.body).toBe(200);
    const w = res.answer();
    expect(w.date).toBe(todayIn(t.config.timeZone));
    expect(w.tests.rent).toMatchObject({
      gross_rent: '1680.00',
      limit: '1700.00',
      over_by: '0.00',
      passes: true,
    });
  });

  it('tests the limits in force on a past date: 120 over the 1,560 of 2024', async () => {
    const res = await worksheet('?date=2025-03-01');
    expect(res.status, res.body).toBe(200);
    const w = res.answer();
    expect(w.date).toBe('2025-03-01');
    expect(w.tests.rent).toMatchObject({
      date: '2025-03-01',
      limit: '1560.00',
      over_by: '120.00',
      passes: false,
    });
    expect(w.limits.find((l) => l.purpose === 'RENT')).toMatchObject({
      table_year: 2024,
      table_effective_date: '2024-04-01',
    });
    expect(w.tests.low_income.reasons).toContain('RENT_OVER_TEST');
  });

  it('refuses a date that is not a real YYYY-MM-DD with 400', async () => {
    for (const bad of ['2025-02-30', '03/01/2025', 'yesterday']) {
      const res = await worksheet(`?date=${encodeURIComponent(bad)}`);
      expect(res.status, `${bad}: ${res.body}`).toBe(400);
    }
  });
});
