import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUnit, electSetAside, placeThree } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { AUTAUGA_2026_50, createLimitProgram, incomeLevels, send } from './compliance-fixtures.ts';

/*
 * A building's own minimum set-aside election, end to end (decision 057). The election is made per
 * building on Form 8609, line 10c (IRS Instructions for Form 8609; IRS Guide for Form 8823, ch. 10:
 * the election "must be the same for all buildings in a multiple-building project", and each
 * building is its own project unless identified as one, IRC 42(g)(3)(D)). HUD FY2026 Autauga
 * County (AL) 50 %, 3 people: 40,000; 60 % = 40,000 x 60 / 50 = 48,000 (IRC 42(g)(1)). A household
 * of 3 at 44,000 (55 % of AMI) is over the 20-50 test and within the 40-60 one.
 */

const { t, org } = useTwoOrgs('buildingelection');
const DATE = '2026-06-01';
let propertyId: number;
let inPropertyElection: number;
let inBuildingElection: number;

type Answer = { id: number; [field: string]: unknown };

async function unitIn(programId: number, buildingId: number, number: string) {
  const res = await createUnit(t, org.adminToken, propertyId, {
    building_id: buildingId,
    unit_number: number,
    square_feet: 900,
    designations: [{ program_id: programId, ami_percentage: 60 }],
  });
  return res.id;
}

const place = (unitId: number, income: string) => placeThree(t, org.adminToken, unitId, DATE, income);

async function get<T>(url: string): Promise<T> {
  const res = await send(t, org.adminToken, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
}

beforeAll(async () => {
  const program = await createLimitProgram(t, org.adminToken, incomeLevels(2026, 50, AUTAUGA_2026_50));
  const property = (await createProperty(t, org.adminToken)) as unknown as Answer;
  propertyId = property.id;
  await electSetAside(t, org.adminToken, propertyId, '20_50');
  const [first] = await get<Answer[]>(`/api/property/${propertyId}/buildings`);
  if (!first) throw new Error('the property has no building');
  const second = await send(t, org.adminToken, 'POST', '/api/buildings', {
    property_id: propertyId,
    name: 'Building B',
    set_aside_election: '40_60',
  });
  expect(second.statusCode, second.body).toBe(201);
  inPropertyElection = await unitIn(program.id, first.id, 'E-1');
  inBuildingElection = await unitIn(program.id, json<Answer>(second).id, 'E-2');
  await unitIn(program.id, json<Answer>(second).id, 'E-3');
  await place(inPropertyElection, '44000.00');
  await place(inBuildingElection, '44000.00');
});

describe("a building's own set-aside election", () => {
  it('counts a household at 55 % in the 40-60 building and not in the 20-50 one', async () => {
    const result = await get<PropertyCompliance>(`/api/property/${propertyId}/compliance?date=${DATE}`);
    const byId = new Map(result.units.map((u) => [u.id, u]));
    expect(byId.get(inPropertyElection)).toMatchObject({
      election: '20_50',
      election_source: 'PROPERTY',
      low_income: false,
      reasons: ['INCOME_OVER_TEST_AT_MOVE_IN'],
      figures: { test_percentage: 50, income_limit: '40000.00' },
    });
    expect(byId.get(inBuildingElection)).toMatchObject({
      election: '40_60',
      election_source: 'BUILDING',
      low_income: true,
      figures: { test_percentage: 60, income_limit: '48000.00' },
    });
    // 20-50: 0 of 1 fails; 40-60: 1 of 2 (50 % >= 40 %) passes; the property fails.
    expect(result.set_aside.projects.map((p) => [p.election, p.share.percent, p.passes])).toEqual([
      ['20_50', 0, false],
      ['40_60', 50, true],
    ]);
    expect(result.set_aside.passes).toBe(false);
    expect(result.applicable_fraction.unit_fraction).toMatchObject({ numerator: 1, denominator: 3 });
  });

  it('names the election applied and whose it is on the worksheet', async () => {
    const building = await get<UnitComplianceWorksheet>(
      `/api/units/${inBuildingElection}/compliance-worksheet?date=${DATE}`,
    );
    expect(building).toMatchObject({
      property: { set_aside_election: '20_50' },
      election: '40_60',
      election_source: 'BUILDING',
      test_percentage: 60,
      tests: { income: { limit: '48000.00', passes: true }, low_income: { low_income: true } },
    });
    const property = await get<UnitComplianceWorksheet>(
      `/api/units/${inPropertyElection}/compliance-worksheet?date=${DATE}`,
    );
    expect(property).toMatchObject({ election: '20_50', election_source: 'PROPERTY', test_percentage: 50 });
    expect(property.tests.low_income.low_income).toBe(false);
  });
});
