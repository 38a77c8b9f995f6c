import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { AUTAUGA_2026_50, createLimitProgram, incomeLevels, send } from './compliance-fixtures.ts';

/*
 * A unit's limits held by its building's dates (decisions 042, 048), end to end through the unit
 * eligibility check, the property's compliance tests and an occupancy's compliance. Sources: Rev.
 * Proc. 94-57 (the gross rent floor is per building, from its allocation or elected
 * placed-in-service date). Sources: IRC 142(d)(2)(E)(i) (MTSP hold harmless, HERA 2008 section 3009): income limits
 * never fall below the highest since the project was placed in service; IRC 142(d)(2)(E)(ii): HERA
 * special limits for projects placed in service on or before 2008-12-31; Rev. Proc. 94-57: the gross
 * rent floor. The higher table is HUD's FY2026 Autauga County (AL) 50 % (3 people 40,000; 2BR rent
 * 1,000 by IRC 42(g)(2)); the lower later one is a made-up decrease (38,600; 2BR 965).
 */

const LOWER_50 = [30000, 34300, 38600, 42850, 46300, 49750, 53150, 56600];

const { t, org } = useTwoOrgs('holdharmless');
let programId: number;

type BuildingDates = { placed_in_service_date?: string; gross_rent_floor_date?: string };
type BuildingAnswer = { id: number; version: number; [field: string]: unknown };

/** The property's only building (every property gets one at creation, migration 0039). */
async function onlyBuilding(propertyId: number): Promise<BuildingAnswer> {
  const res = await send(t, org.adminToken, 'GET', `/api/property/${propertyId}/buildings`);
  expect(res.statusCode, res.body).toBe(200);
  const [building] = json<BuildingAnswer[]>(res);
  if (!building) throw new Error(`property ${propertyId} has no building`);
  return building;
}

/** Replaces the building with its answer and these dates, through PUT /api/buildings/{id}. */
async function putDates(building: BuildingAnswer, dates: BuildingDates, status = 200) {
  const res = await send(t, org.adminToken, 'PUT', `/api/buildings/${building.id}`, {
    ...building,
    placed_in_service_date: null,
    gross_rent_floor_date: null,
    ...dates,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

/** A property whose one building has these dates. */
async function propertyWith(dates: BuildingDates) {
  const id = (await createProperty(t, org.adminToken)).id;
  await putDates(await onlyBuilding(id), dates);
  return id;
}

let unitCount = 0;
async function unitIn(propertyId: number, program: number, buildingId?: number) {
  const unit = await createUnit(t, org.adminToken, propertyId, {
    ...(buildingId === undefined ? {} : { building_id: buildingId }),
    unit_number: `HH${++unitCount}`,
    designations: [{ program_id: program, ami_percentage: 50 }],
  });
  return unit.id;
}

async function eligibility(unitId: number, date: string) {
  const res = await send(
    t,
    org.adminToken,
    'GET',
    `/api/units/${unitId}/eligibility?household_size=3&annual_income=39000&date=${date}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<{
    income_limit: number | null;
    max_gross_rent: number | null;
    income_eligible: boolean | null;
  }>(res);
}

async function limitsOn(propertyId: number, program: number, date: string) {
  return eligibility(await unitIn(propertyId, program), date);
}

beforeAll(async () => {
  programId = (
    await createLimitProgram(
      t,
      org.adminToken,
      [...incomeLevels(2024, 50, AUTAUGA_2026_50), ...incomeLevels(2025, 50, LOWER_50)],
      {
        limit_tables: [
          { year: 2024, effective_date: '2024-04-01' },
          { year: 2025, effective_date: '2025-04-01' },
        ],
      },
    )
  ).id;
});

describe('MTSP hold harmless', () => {
  it('holds a project placed in service in 2023 at the higher 2024 limits in 2025', async () => {
    const limits = await limitsOn(
      await propertyWith({ placed_in_service_date: '2023-07-01' }),
      programId,
      '2025-06-01',
    );
    expect(limits).toMatchObject({ income_limit: 40000, max_gross_rent: 1000, income_eligible: true });
  });

  it('does not hold a project placed in service in 2025, after the 2025 table, at 2024', async () => {
    const limits = await limitsOn(
      await propertyWith({ placed_in_service_date: '2025-05-01' }),
      programId,
      '2025-06-01',
    );
    expect(limits).toMatchObject({ income_limit: 38600, max_gross_rent: 965, income_eligible: false });
  });

  it('leaves a project without a placed-in-service date on the table in effect', async () => {
    const limits = await limitsOn(await propertyWith({}), programId, '2025-06-01');
    expect(limits).toMatchObject({ income_limit: 38600, max_gross_rent: 965 });
  });
});

describe("each unit is held by its own building's dates", () => {
  // Credits are allocated per building (IRC 42; Form 8609 per BIN), so two buildings of one
  // property may be placed in service years apart: 2023 is held at 2024's 40,000 / 1,000 in 2025,
  // 2025 (after the 2025 table) is not and has 38,600 / 965.
  let propertyId: number;
  let older: number;
  let newer: number;

  beforeAll(async () => {
    propertyId = await propertyWith({ placed_in_service_date: '2023-07-01' });
    const first = await onlyBuilding(propertyId);
    const second = await send(t, org.adminToken, 'POST', '/api/buildings', {
      property_id: propertyId,
      name: 'Building B',
      placed_in_service_date: '2025-05-01',
    });
    expect(second.statusCode, second.body).toBe(201);
    older = await unitIn(propertyId, programId, first.id);
    newer = await unitIn(propertyId, programId, json<BuildingAnswer>(second).id);
  });

  it("gives each unit its building's limits in the unit's eligibility check", async () => {
    expect(await eligibility(older, '2025-06-01')).toMatchObject({
      income_limit: 40000,
      max_gross_rent: 1000,
    });
    expect(await eligibility(newer, '2025-06-01')).toMatchObject({
      income_limit: 38600,
      max_gross_rent: 965,
    });
  });

  it("gives each unit its building's limits in the property's tests and an occupancy's compliance", async () => {
    const occupancies: number[] = [];
    for (const unitId of [older, newer]) {
      const tenant = await createCandidate(t, org.adminToken);
      const res = await send(t, org.adminToken, 'POST', '/api/occupancies', {
        unit_id: unitId,
        tenant_id: tenant.id,
        rent_amount: '900.00',
        // After the 2025 table's first 45 days (decision 043), when the 2024 table still qualifies.
        start_date: '2025-06-01',
        household_size: 3,
        annual_income: '30000.00',
      });
      expect(res.statusCode, res.body).toBe(201);
      occupancies.push(json<{ id: number }>(res).id);
    }
    const res = await send(
      t,
      org.adminToken,
      'GET',
      `/api/property/${propertyId}/compliance?date=2025-06-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const units = json<{
      units: Array<{ id: number; figures: { income_limit: string; rent_limit: string } }>;
    }>(res).units;
    const figures = (id: number) => units.find((u) => u.id === id)?.figures;
    expect(figures(older)).toMatchObject({ income_limit: '40000.00', rent_limit: '1000.00' });
    expect(figures(newer)).toMatchObject({ income_limit: '38600.00', rent_limit: '965.00' });
    // One occupancy's check, and the report's (its units' dates read in one statement per batch).
    const [first, second] = await Promise.all(
      occupancies.map(async (id) => {
        const answer = await send(t, org.adminToken, 'GET', `/api/occupancies/${id}/compliance`);
        expect(answer.statusCode, answer.body).toBe(200);
        return json<{ income_limit: number; max_gross_rent: number }>(answer);
      }),
    );
    expect(first).toMatchObject({ income_limit: 40000, max_gross_rent: 1000 });
    expect(second).toMatchObject({ income_limit: 38600, max_gross_rent: 965 });
    const report = await send(
      t,
      org.adminToken,
      'GET',
      `/api/compliance/occupancies?property_id=${propertyId}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const rows = json<Array<{ unit_id: number; income_limit: number; max_gross_rent: number }>>(report);
    expect(rows.find((r) => r.unit_id === older)).toMatchObject({
      income_limit: 40000,
      max_gross_rent: 1000,
    });
    expect(rows.find((r) => r.unit_id === newer)).toMatchObject({ income_limit: 38600, max_gross_rent: 965 });
  });
});

describe('the gross rent floor date of a building', () => {
  it('refuses a date before 1987 (IRC 42 credits began then) or not a date, and changes nothing', async () => {
    const propertyId = await propertyWith({ gross_rent_floor_date: '2024-06-01' });
    const building = await onlyBuilding(propertyId);
    for (const bad of ['1986-12-31', '2024-13-01', 'soon']) {
      const res = await putDates(building, { gross_rent_floor_date: bad }, 400);
      expect(res.body).toContain('gross_rent_floor_date');
    }
    const early = await putDates(building, { gross_rent_floor_date: '1986-12-31' }, 400);
    expect(early.body).toContain('IRC 42 credits began in 1987');
    const after = await onlyBuilding(propertyId);
    expect(after).toMatchObject({ gross_rent_floor_date: '2024-06-01', version: building.version });
  });
});

describe('the gross rent floor (Rev. Proc. 94-57)', () => {
  it('keeps the rent at its level on the elected placed-in-service date; the income limit follows the table', async () => {
    const limits = await limitsOn(
      await propertyWith({ gross_rent_floor_date: '2024-06-01' }),
      programId,
      '2025-06-01',
    );
    expect(limits).toMatchObject({ income_limit: 38600, max_gross_rent: 1000 });
  });
});

describe('HERA special limits from the MTSP file', () => {
  // HUD's FY2026 MTSP row for Autauga County with HERA special columns added; their figures are
  // made up (the LOWER_50 row is the regular one here, the HERA one the Autauga figures).
  const base = readFileSync(new URL('./hud/mtsp-fy2026.csv', import.meta.url), 'utf8')
    .trim()
    .split(/\r?\n/);
  const heraHeader = [50, 60].flatMap((p) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `hera_lim${p}_26p${n}`));
  const hera60 = AUTAUGA_2026_50.map((v) => (v * 6) / 5);
  const regular = `AL,0100199999,Autauga County,"Montgomery, AL MSA",84400,${LOWER_50.join(',')},${LOWER_50.map((v) => (v * 6) / 5).join(',')}`;
  const file = (heraCells: readonly (number | string)[]) =>
    `${base[0]},${heraHeader.join(',')}\n${regular},${heraCells.join(',')}\n`;
  let hera: number;

  beforeAll(async () => {
    hera = (await createLimitProgram(t, org.adminToken, [])).id;
  });

  it('imports them with the MTSP limits and uses them for a project placed in service in 2007', async () => {
    const res = await send(t, org.adminToken, 'POST', `/api/govprograms/${hera}/hud-limits/import`, {
      csv: file([...AUTAUGA_2026_50, ...hera60]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = json<{
      preview: { hera_special: Array<{ percentage: number; household_size: number; limit_value: number }> };
    }>(res).preview.hera_special;
    expect(preview).toHaveLength(16);
    expect(preview.find((l) => l.percentage === 50 && l.household_size === 3)?.limit_value).toBe(40000);
    const old = await limitsOn(
      await propertyWith({ placed_in_service_date: '2007-09-15' }),
      hera,
      '2026-06-01',
    );
    expect(old).toMatchObject({ income_limit: 40000, max_gross_rent: 1000 });
    const recent = await limitsOn(
      await propertyWith({ placed_in_service_date: '2009-03-01' }),
      hera,
      '2026-06-01',
    );
    expect(recent).toMatchObject({ income_limit: 38600, max_gross_rent: 965 });
  });

  it('an area with blank HERA cells has none, and a half-filled row is refused with its column', async () => {
    const none = await send(t, org.adminToken, 'POST', `/api/govprograms/${hera}/hud-limits/import`, {
      csv: file(heraHeader.map(() => '')),
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(json<{ preview: { hera_special: unknown[] } }>(none).preview.hera_special).toEqual([]);
    const rows = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM hera_special_levels WHERE program_id = $1',
      [hera],
    );
    expect(rows[0]?.n).toBe(0);
    // Re-stored, then a file without HERA columns at all leaves them alone (hera_special null).
    await send(t, org.adminToken, 'POST', `/api/govprograms/${hera}/hud-limits/import`, {
      csv: file([...AUTAUGA_2026_50, ...hera60]),
    });
    const plain = await send(t, org.adminToken, 'POST', `/api/govprograms/${hera}/hud-limits/import`, {
      csv: `${base[0]}\n${regular}\n`,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(json<{ preview: { hera_special: unknown } }>(plain).preview.hera_special).toBeNull();
    const kept = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM hera_special_levels WHERE program_id = $1',
      [hera],
    );
    expect(kept[0]?.n).toBe(16);
    const half = await send(t, org.adminToken, 'POST', `/api/govprograms/${hera}/hud-limits/import`, {
      csv: file([...AUTAUGA_2026_50, ...hera60.map(() => 'x')]),
    });
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain('hera_lim60_26p1');
  });
});
