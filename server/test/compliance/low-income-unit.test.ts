import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftOf, finalize, household } from '../certifications/certification-fixtures.ts';
import { ALLOWANCES, createProperty, placeHousehold, setUtilityAllowances } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { type CreatedProgram, losAngeles2024, send } from './compliance-fixtures.ts';

/**
 * The low-income unit rule (decision 040) and the average income test (decision 041), with known
 * answers on the Los Angeles County FY2024 table (HUD, 50 %, 1-8 people: 48,550 / 55,450 / 62,400 /
 * 69,350 / 74,900 / 80,450 / 86,000 / 91,550; in effect from 2024-04-01). For 3 people:
 * 50 % = 62,400; 60 % = 62,400 x 60 / 50 = 74,880; 40 % = 49,920; 80 % = 99,840. A 2BR's rent limit
 * (IRC 42(g)(2), 3 people imputed): 50 % = 1,560 (the table's level), 60 % = 1,872, 40 % = 1,248.
 */

const { t, org } = useTwoOrgs('lowincome');
const DATE = '2024-06-01';
const MOVE_IN = '2024-05-01';
let la: CreatedProgram;

type PropertyAnswer = { id: number; set_aside_election: string; [field: string]: unknown };

async function property(election: string): Promise<PropertyAnswer> {
  const created = (await createProperty(t, org.adminToken)) as unknown as PropertyAnswer;
  return election === 'NONE' ? created : elect(created.id, election);
}

async function elect(propertyId: number, election: string, status = 200): Promise<PropertyAnswer> {
  const answer = json<PropertyAnswer>(await send(t, org.adminToken, 'GET', `/api/property/${propertyId}`));
  const res = await send(t, org.adminToken, 'PUT', `/api/property/${propertyId}`, {
    ...answer,
    set_aside_election: election,
  });
  expect(res.statusCode, res.body).toBe(status);
  return json<PropertyAnswer>(res);
}

let unitCount = 0;
/** A unit designated under the LA program at `percentage` (none: market-rate). */
async function unit(
  propertyId: number,
  squareFeet: number,
  percentage?: number,
  unitType = '2BR',
  buildingId?: number,
) {
  const res = await send(t, org.adminToken, 'POST', '/api/units', {
    property_id: propertyId,
    ...(buildingId === undefined ? {} : { building_id: buildingId }),
    unit_number: `U${String(++unitCount).padStart(3, '0')}`,
    unit_type: unitType,
    square_feet: squareFeet,
    designations: percentage === undefined ? [] : [{ program_id: la.id, ami_percentage: percentage }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

/** A household of 3 with this income and rent in the unit from `start` (an admin's override where over). */
async function place(unitId: number, income: number, rent = 1200, extra: Record<string, unknown> = {}) {
  const placed = await placeHousehold(t, org.adminToken, unitId, {
    rent_amount: rent.toFixed(2),
    start_date: MOVE_IN,
    household_size: 3,
    annual_income: income.toFixed(2),
    ...extra,
  });
  return placed.id;
}

async function tests(propertyId: number, date = DATE): Promise<PropertyCompliance> {
  const res = await send(t, org.adminToken, 'GET', `/api/property/${propertyId}/compliance?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<PropertyCompliance>(res);
}

async function buildingsOf(propertyId: number) {
  const res = await send(t, org.adminToken, 'GET', `/api/property/${propertyId}/buildings`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Array<{ id: number }>>(res);
}

async function secondBuilding(propertyId: number) {
  const res = await send(t, org.adminToken, 'POST', '/api/buildings', {
    property_id: propertyId,
    name: 'East',
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

const unitOf = (result: PropertyCompliance, id: number) => {
  const found = result.units.find((u) => u.id === id);
  if (!found) throw new Error(`unit ${id} is not in the answer`);
  return found;
};

beforeAll(async () => {
  la = await losAngeles2024(t, org.adminToken);
});

describe('20-50 and 40-60: the election sets the test', () => {
  let propertyId: number;
  const fifty: number[] = [];
  const sixty: number[] = [];

  // Square feet chosen so that the old count (5 units, 4,700 of 10,000 sq ft: 47 %) and the right
  // one (3 units, 2,700 of 10,000 sq ft: 27 %) both show.
  beforeAll(async () => {
    propertyId = (await property('20_50')).id;
    for (let i = 0; i < 3; i++) {
      const id = await unit(propertyId, 900, 50);
      await place(id, 60000);
      fifty.push(id);
    }
    for (let i = 0; i < 2; i++) {
      // Between the 50 % (62,400) and 60 % (74,880) limits, in units the owner marked "60 %".
      const id = await unit(propertyId, 1000, 60);
      await place(id, 70000, 1400);
      sixty.push(id);
    }
    for (let i = 0; i < 5; i++) await place(await unit(propertyId, 1060), 120000, 2500);
  });

  // IRC 42(g)(1)(A) and 42(i)(3): under 20-50 a low-income unit holds a household at or under 50 %
  // with gross rent at or under the 50 % limit; a household at 56 % in a "60 %" unit does not count.
  it('counts 3 of 10 units and 27 % of the floor space under 20-50, not 5 and 47 %', async () => {
    const result = await tests(propertyId);
    expect(result.set_aside).toMatchObject({
      threshold_percentage: 50,
      share: { numerator: 3, denominator: 10, percent: 30 },
      passes: true,
    });
    // IRC 42(c)(1)(B): the smaller of the unit fraction (30 %) and the floor-space fraction (27 %).
    expect(result.applicable_fraction).toMatchObject({
      unit_fraction: { numerator: 3, denominator: 10, percent: 30 },
      floor_space_fraction: { numerator: 2700, denominator: 10000, percent: 27 },
      applicable: { percent: 27 },
    });
    // A new property's one building (decision 042): its fraction is the property's.
    const [only] = await buildingsOf(propertyId);
    expect(result.applicable_fraction.buildings).toHaveLength(1);
    expect(result.applicable_fraction.buildings[0]).toMatchObject({
      building_id: only?.id,
      applicable: { percent: 27 },
    });
    const over = unitOf(result, sixty[0] ?? 0);
    expect(over).toMatchObject({ low_income: false, reasons: ['INCOME_OVER_TEST_AT_MOVE_IN'] });
    expect(over.figures).toMatchObject({
      test_percentage: 50,
      move_in_date: MOVE_IN,
      household_size: 3,
      income_tested: '70000.00',
      income_limit: '62400.00',
      gross_rent: '1400.00',
      rent_limit: '1560.00',
    });
    expect(unitOf(result, fifty[0] ?? 0)).toMatchObject({ low_income: true, reasons: ['QUALIFIED'] });
  });

  // IRC 42(g)(1)(B): under 40-60 the test is 60 % for every unit, whatever the unit's own designation.
  it('counts 5 of 10 under 40-60, testing the "50 %" units at 60 % too', async () => {
    await elect(propertyId, '40_60');
    const result = await tests(propertyId);
    expect(result.set_aside).toMatchObject({
      threshold_percentage: 60,
      share: { numerator: 5 },
      passes: true,
    });
    expect(result.applicable_fraction).toMatchObject({
      unit_fraction: { percent: 50 },
      floor_space_fraction: { numerator: 4700, percent: 47 },
      applicable: { percent: 47 },
    });
    expect(unitOf(result, sixty[0] ?? 0).figures).toMatchObject({
      test_percentage: 60,
      income_limit: '74880.00',
      rent_limit: '1872.00',
    });
    expect(unitOf(result, fifty[0] ?? 0).figures.test_percentage).toBe(60);
  });

  it("tests a unit marked 50 % with a household at 56 % at the election's 60 %", async () => {
    const other = (await property('40_60')).id;
    const id = await unit(other, 900, 50);
    await place(id, 70000);
    const result = await tests(other);
    expect(unitOf(result, id)).toMatchObject({ low_income: true, designated_percentage: 50 });
  });
});

describe('rent and students', () => {
  // IRC 42(g)(2)(B): gross rent = tenant rent + utility allowance + non-optional charges; a unit over
  // its limit is not rent-restricted (IRC 42(i)(3)(A)), whoever lives there. 1,450 + 80 + 31 = 1,561.
  it('excludes a unit whose gross rent is 1 dollar over the 50 % limit, and keeps one at it', async () => {
    const propertyId = (await property('20_50')).id;
    await setUtilityAllowances(t, org.adminToken, propertyId, [
      { effective_date: '2024-01-01', amounts: ALLOWANCES },
    ]);
    const over = await unit(propertyId, 900, 50);
    await place(over, 60000, 1450, { non_optional_charges: '31.00' });
    const at = await unit(propertyId, 900, 50);
    await place(at, 60000, 1450, { non_optional_charges: '30.00' });
    const result = await tests(propertyId);
    expect(unitOf(result, over)).toMatchObject({ low_income: false, reasons: ['RENT_OVER_TEST'] });
    expect(unitOf(result, over).figures).toMatchObject({ gross_rent: '1561.00', rent_limit: '1560.00' });
    expect(unitOf(result, at)).toMatchObject({ low_income: true, reasons: ['QUALIFIED'] });
    expect(result.set_aside.share).toMatchObject({ numerator: 1, denominator: 2 });
  });

  // IRC 42(i)(3)(D): a household of full-time students only, without an exception, does not qualify.
  it('excludes a household of full-time students without an exception (its finalized certification)', async () => {
    const propertyId = (await property('20_50')).id;
    const id = await unit(propertyId, 900, 50);
    const occupancyId = await place(id, 20000);
    expect(unitOf(await tests(propertyId), id).low_income).toBe(true);
    const draft = await draftOf(t, org, occupancyId);
    const students = household([10000, 10000, 0], { full_time_student: true });
    const put = await send(t, org.adminToken, 'PUT', `/api/certifications/${draft.id}`, {
      effective_date: draft.effective_date,
      members: students,
      tenant_rent: 1200,
    });
    expect(put.statusCode, put.body).toBe(200);
    await finalize(t, org, draft.id);
    const result = await tests(propertyId);
    expect(unitOf(result, id)).toMatchObject({ low_income: false, reasons: ['STUDENT_HOUSEHOLD'] });
    expect(unitOf(result, id).figures.income_tested).toBe('20000.00');
  });
});

describe('income averaging', () => {
  async function averaging(designated: Array<[percentage: number, income: number]>, market: number) {
    const propertyId = (await property('AVERAGE_INCOME')).id;
    for (const [percentage, income] of designated)
      await place(await unit(propertyId, 900, percentage), income);
    for (let i = 0; i < market; i++) await unit(propertyId, 900);
    return tests(propertyId);
  }

  // IRC 42(g)(1)(C)(i): at least 40 % of the units must be low-income units of the qualified group.
  it('fails with 2 restricted units of 10, though they average 55 %', async () => {
    const result = await averaging(
      [
        [50, 60000],
        [60, 70000],
      ],
      8,
    );
    expect(result.average_income).toMatchObject({
      applies: true,
      average: { percent: 55 },
      share: { numerator: 2, denominator: 10, percent: 20 },
      required: { percent: 40 },
      passes: false,
    });
  });

  // IRC 42(g)(1)(C)(ii)(III) and Treas. Reg. 1.42-19: 4 of 10 designated 40, 60, 60, 80 average 60 %.
  it('passes with 4 of 10 low-income units averaging 60 %', async () => {
    const result = await averaging(
      [
        [40, 45000],
        [60, 70000],
        [60, 70000],
        [80, 95000],
      ],
      6,
    );
    expect(result.average_income).toMatchObject({
      average: { percent: 60 },
      share: { numerator: 4, denominator: 10, percent: 40 },
      passes: true,
    });
    expect(result.average_income.group_unit_ids).toHaveLength(4);
    expect(result.units.filter((u) => u.low_income).map((u) => u.figures.test_percentage)).toEqual([
      40, 60, 60, 80,
    ]);
  });

  // IRC 42(g)(1)(C)(ii)(II): designations are 20, 30, 40, 50, 60, 70 or 80 % only.
  it('refuses 10, 55, 65.5 and 90 % for a unit of an average income property, changing nothing', async () => {
    const propertyId = (await property('AVERAGE_INCOME')).id;
    const count = async () =>
      Number(
        (await send(t, org.adminToken, 'GET', `/api/units?property_id=${propertyId}`)).headers[
          'x-total-count'
        ],
      );
    for (const percentage of [10, 55, 65.5, 90]) {
      const res = await send(t, org.adminToken, 'POST', '/api/units', {
        property_id: propertyId,
        unit_number: `R${percentage}`,
        unit_type: '2BR',
        designations: [{ program_id: la.id, ami_percentage: percentage }],
      });
      expect(res.statusCode, `${percentage}: ${res.body}`).toBe(400);
      expect(json<{ errors: Array<{ field: string; code: string }> }>(res).errors[0]).toMatchObject({
        field: 'designations.0.ami_percentage',
        code: 'averaging_designation',
      });
    }
    expect(await count()).toBe(0);

    const id = await unit(propertyId, 900, 70);
    const before = json<Record<string, unknown>>(await send(t, org.adminToken, 'GET', `/api/units/${id}`));
    const res = await send(t, org.adminToken, 'PUT', `/api/units/${id}`, {
      ...before,
      designations: [{ program_id: la.id, ami_percentage: 55 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    const after = json<Record<string, unknown>>(await send(t, org.adminToken, 'GET', `/api/units/${id}`));
    expect(after.designations).toEqual([{ program_id: la.id, ami_percentage: 70 }]);
    expect(after.version).toBe(before.version);
  });

  it('refuses to switch a property to average income while a unit is designated at 65.5 %', async () => {
    const propertyId = (await property('40_60')).id;
    await unit(propertyId, 900, 65.5);
    const res = await send(t, org.adminToken, 'PUT', `/api/property/${propertyId}`, {
      ...json<PropertyAnswer>(await send(t, org.adminToken, 'GET', `/api/property/${propertyId}`)),
      set_aside_election: 'AVERAGE_INCOME',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json<{ errors: Array<{ field: string; code: string }> }>(res).errors[0]).toMatchObject({
      field: 'set_aside_election',
      code: 'averaging_designation',
    });
    const after = json<PropertyAnswer>(await send(t, org.adminToken, 'GET', `/api/property/${propertyId}`));
    expect(after.set_aside_election).toBe('40_60');
  });
});

// Treas. Reg. 1.42-5(c)(1)(ix); IRS Guide for Completing Form 8823, chapter 15 (category 11j).
describe('the vacant unit rule', () => {
  it('keeps a vacated low-income unit until a comparable or smaller unit goes to a non-qualified household', async () => {
    const propertyId = (await property('20_50')).id;
    const vacated = await unit(propertyId, 900, 50);
    const occupancyId = await place(vacated, 60000);
    const never = await unit(propertyId, 900, 50);
    const ended = await send(t, org.adminToken, 'POST', `/api/occupancies/${occupancyId}/terminate`, {
      end_date: '2024-06-10',
      end_reason: 'moved_out',
    });
    expect(ended.statusCode, ended.body).toBe(200);

    // The day after the move-out the unit is still low-income; the never-let one is not.
    let result = await tests(propertyId, '2024-06-11');
    expect(unitOf(result, vacated)).toMatchObject({
      occupied: false,
      low_income: true,
      reasons: ['VACANT_HELD_BY_VACANT_UNIT_RULE'],
    });
    expect(unitOf(result, never)).toMatchObject({ low_income: false, reasons: ['VACANT_NOT_LOW_INCOME'] });

    // A larger unit let to a market household does not end it...
    await place(await unit(propertyId, 1200, undefined, '3BR'), 120000, 2500, { start_date: '2024-06-12' });
    result = await tests(propertyId, '2024-06-20');
    expect(unitOf(result, vacated).low_income).toBe(true);

    // ...a smaller one does.
    await place(await unit(propertyId, 700, undefined, '1BR'), 120000, 2500, { start_date: '2024-06-15' });
    result = await tests(propertyId, '2024-06-20');
    expect(unitOf(result, vacated)).toMatchObject({
      low_income: false,
      reasons: ['VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED'],
    });
  });
});

// IRC 42(c)(1)(B): the applicable fraction is a building's, the smaller of its unit fraction and its
// floor-space fraction; the property's figure sums its buildings' units and floor space.
describe('the applicable fraction per building', () => {
  it('gives each building its own fraction: 3 of 4 (75 %) and 1 of 4 (25 % by units, 19.51 % by floor space)', async () => {
    const propertyId = (await property('40_60')).id;
    const [west] = await buildingsOf(propertyId);
    const east = await secondBuilding(propertyId);
    for (let i = 0; i < 3; i++) await place(await unit(propertyId, 1000, 60, '2BR', west?.id), 60000);
    await place(await unit(propertyId, 1000, undefined, '2BR', west?.id), 120000, 2500);
    await place(await unit(propertyId, 800, 60, '2BR', east), 60000);
    for (let i = 0; i < 3; i++)
      await place(await unit(propertyId, 1100, undefined, '2BR', east), 120000, 2500);

    const result = await tests(propertyId);
    const byBuilding = new Map(result.applicable_fraction.buildings.map((b) => [b.building_id, b]));
    expect(byBuilding.get(west?.id ?? 0)).toMatchObject({
      unit_fraction: { numerator: 3, denominator: 4 },
      floor_space_fraction: { numerator: 3000, denominator: 4000 },
      applicable: { percent: 75 },
    });
    expect(byBuilding.get(east)).toMatchObject({
      unit_fraction: { numerator: 1, denominator: 4 },
      floor_space_fraction: { numerator: 800, denominator: 4100 },
      applicable: { percent: 19.51 },
    });
    expect(result.applicable_fraction.unit_fraction).toMatchObject({ numerator: 4, denominator: 8 });
  });
});
