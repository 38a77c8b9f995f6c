import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedProgram,
  createLimitProgram,
  incomeLevels,
  LOS_ANGELES_2024_50,
  levelId,
  losAngeles2024,
} from '../compliance/compliance-fixtures.ts';
import { createCandidate, createOccupancy, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, type TestOrg } from '../helpers/test-app.ts';

/**
 * The eligible-units search counts the vacant units by class (type, program, level) from
 * `vacant_unit_classes`, and judges the units with extra designations (`units.layered`) one by one
 * (migration 0028, decision 025). Triggers keep both; after every kind of change they must equal
 * what counting the rows themselves gives.
 */

const { t, org: first, other: second } = useTwoOrgs('classesfirst', 'classessecond');
let la: CreatedProgram;
/** A second program, for the extra designations. */
let home: CreatedProgram;
let propertyId: number;

/** The kept counts must equal a count of the vacant units without extra designations. */
async function expectClassesMatchRows() {
  const kept = await t.database.query<Record<string, unknown>>(
    `SELECT organization_id, unit_type, gov_program_id, ami_level_id, vacant
       FROM vacant_unit_classes ORDER BY 1, 2, 3, 4`,
  );
  const counted = await t.database.query<Record<string, unknown>>(
    `SELECT organization_id, unit_type, coalesce(gov_program_id, 0) AS gov_program_id,
            coalesce(ami_level_id, 0) AS ami_level_id, count(*)::int AS vacant
       FROM units u
      WHERE NOT EXISTS (SELECT 1 FROM occupancies o
                         WHERE o.organization_id = u.organization_id AND o.unit_id = u.id
                           AND o.status IN ('ACTIVE', 'PENDING'))
        AND NOT EXISTS (SELECT 1 FROM unit_designations d
                         WHERE d.organization_id = u.organization_id AND d.unit_id = u.id)
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );
  expect(kept).toEqual(counted);
  const wrongMarks = await t.database.query<{ id: number }>(
    `SELECT u.id FROM units u
      WHERE u.layered IS DISTINCT FROM EXISTS (
            SELECT 1 FROM unit_designations d WHERE d.organization_id = u.organization_id AND d.unit_id = u.id)`,
  );
  expect(wrongMarks).toEqual([]);
  return kept.reduce((sum, row) => sum + Number(row.vacant), 0);
}

const request = (org: TestOrg, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(org.adminToken), ...(payload ? { payload } : {}) });

/** Changes some of a unit's fields: the update takes the whole unit, so the rest is read first. */
async function changeUnit(id: number, changes: Record<string, unknown>) {
  const current = (
    await t.app.inject({ url: `/api/units/${id}`, headers: bearer(first.adminToken) })
  ).json() as {
    property_id: number;
    unit_number: string;
    unit_type: string;
    gov_program_id: number | null;
    ami_level_id: number | null;
    designations: Array<{ program_id: number; ami_percentage: number }>;
    version: number;
  };
  const res = await request(first, 'PUT', `/api/units/${id}`, {
    property_id: current.property_id,
    unit_number: current.unit_number,
    unit_type: current.unit_type,
    gov_program_id: current.gov_program_id,
    ami_level_id: current.ami_level_id,
    designations: current.designations.map((d) => ({
      program_id: d.program_id,
      ami_percentage: d.ami_percentage,
    })),
    version: current.version,
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  la = await losAngeles2024(t, first.adminToken);
  home = await createLimitProgram(t, first.adminToken, incomeLevels(2024, 50, LOS_ANGELES_2024_50));
  propertyId = (await createProperty(t, first.adminToken)).id;
});

describe('vacant units kept by class', () => {
  it('follow units created, changed, designated, placed, moved out and deleted', async () => {
    const level = { gov_program_id: la.id, ami_level_id: levelId(la, 'Rent Limit', '2BR') };
    const plain = await createUnit(t, first.adminToken, propertyId, level);
    const layered = await createUnit(t, first.adminToken, propertyId, {
      ...level,
      designations: [{ program_id: home.id, ami_percentage: 50 }],
    });
    const market = await createUnit(t, first.adminToken, propertyId, {});
    await createUnit(t, second.adminToken, (await createProperty(t, second.adminToken)).id, {});
    expect(await expectClassesMatchRows()).toBe(3);

    // A new type moves the unit to another class; a designation makes it layered, and back.
    await changeUnit(plain.id, { unit_type: '1BR', gov_program_id: null, ami_level_id: null });
    expect(await expectClassesMatchRows()).toBe(3);
    await changeUnit(market.id, { ...level, designations: [{ program_id: home.id, ami_percentage: 50 }] });
    expect(await expectClassesMatchRows()).toBe(2);
    await changeUnit(layered.id, { designations: [] });
    expect(await expectClassesMatchRows()).toBe(3);

    // A placement takes the unit out of its class; a move-out puts it back.
    const tenant = await createCandidate(t, first.adminToken, { household_size: 2, income: '30000' });
    const occupancy = await createOccupancy(t, first.adminToken, layered.id, tenant.id);
    expect(await expectClassesMatchRows()).toBe(2);
    const ended = await request(first, 'POST', `/api/occupancies/${occupancy.id}/terminate`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await expectClassesMatchRows()).toBe(3);

    // A deleted unit leaves its class; emptied designations make every unit plain again.
    const spare = await createUnit(t, first.adminToken, propertyId, level);
    expect(await expectClassesMatchRows()).toBe(4);
    expect((await request(first, 'DELETE', `/api/units/${spare.id}`)).statusCode).toBe(204);
    expect(await expectClassesMatchRows()).toBe(3);
    await t.database.query('TRUNCATE unit_designations');
    expect(await expectClassesMatchRows()).toBe(4);
  });

  it('stay exact when units of one class are placed at the same time', async () => {
    const level = { gov_program_id: la.id, ami_level_id: levelId(la, 'Rent Limit', '2BR') };
    const units = await Promise.all(
      Array.from({ length: 6 }, () => createUnit(t, first.adminToken, propertyId, level)),
    );
    const before = await expectClassesMatchRows();
    const tenants = await Promise.all(
      units.map(() => createCandidate(t, first.adminToken, { household_size: 2, income: '40000' })),
    );
    await Promise.all(
      units.map((unit, i) => createOccupancy(t, first.adminToken, unit.id, tenants[i]?.id ?? 0)),
    );
    expect(await expectClassesMatchRows()).toBe(before - 6);
  });
});
