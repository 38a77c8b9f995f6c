import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, electSetAside } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { AUTAUGA_2026_50, createLimitProgram, incomeLevels, send } from './compliance-fixtures.ts';

/*
 * Under the average income election a unit is designated at 20, 30, ... 80 % of AMI
 * (IRC 42(g)(1)(C)(ii)(II); decision 041), and the election is a building's own where it has one
 * (Form 8609 line 10c; decision 057): the designation rule follows the building's election, not
 * only the property's. A 20-50 property with one building under average income.
 */

const t = useTestApp();
const org = t.org('buildingaveraging');
type Answer = { id: number; [field: string]: unknown };
let programId: number;
let property: Answer;
let plainBuilding: Answer;
let averagingBuilding: Answer;

const unitIn = (buildingId: number, number: string, percentage: number) =>
  send(t, org.adminToken, 'POST', '/api/units', {
    property_id: property.id,
    building_id: buildingId,
    unit_number: number,
    unit_type: '2BR',
    designations: [{ program_id: programId, ami_percentage: percentage }],
  });

async function unitCount(): Promise<number> {
  const rows = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM units WHERE organization_id = $1',
    [org.organizationId],
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  programId = (await createLimitProgram(t, org.adminToken, incomeLevels(2026, 50, AUTAUGA_2026_50))).id;
  const created = (await createProperty(t, org.adminToken)) as unknown as Answer;
  property = (await electSetAside(t, org.adminToken, created.id, '20_50')) as unknown as Answer;
  const buildings = await send(t, org.adminToken, 'GET', `/api/property/${property.id}/buildings`);
  plainBuilding = json<Answer[]>(buildings)[0] as Answer;
  const averaging = await send(t, org.adminToken, 'POST', '/api/buildings', {
    property_id: property.id,
    name: 'Averaging building',
    set_aside_election: 'AVERAGE_INCOME',
  });
  expect(averaging.statusCode, averaging.body).toBe(201);
  averagingBuilding = json<Answer>(averaging);
});

describe("a building's own average income election", () => {
  it('refuses a 55 % designation in its units, and takes 60 %', async () => {
    const before = await unitCount();
    const refused = await unitIn(averagingBuilding.id, 'AV-1', 55);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(json<{ errors: Array<{ field: string; code: string }> }>(refused).errors).toContainEqual(
      expect.objectContaining({ field: 'designations.0.ami_percentage', code: 'averaging_designation' }),
    );
    expect(await unitCount()).toBe(before);
    expect((await unitIn(averagingBuilding.id, 'AV-2', 60)).statusCode).toBe(201);
  });

  it("leaves the property's own 20-50 buildings free to designate 55 %", async () => {
    const res = await unitIn(plainBuilding.id, 'PL-1', 55);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a building switching to average income while a unit in it is at 55 %, changing nothing', async () => {
    const res = await send(t, org.adminToken, 'PUT', `/api/buildings/${plainBuilding.id}`, {
      ...plainBuilding,
      set_aside_election: 'AVERAGE_INCOME',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('PL-1');
    const after = await send(t, org.adminToken, 'GET', `/api/buildings/${plainBuilding.id}`);
    expect(json<Answer>(after).set_aside_election).toBe(plainBuilding.set_aside_election);
  });

  it("refuses the property's switch for the units of its buildings without an election of their own", async () => {
    const res = await send(t, org.adminToken, 'PUT', `/api/property/${property.id}`, {
      ...property,
      set_aside_election: 'AVERAGE_INCOME',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('PL-1');
    expect(res.body).not.toContain('AV-');
  });
});
