import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, tableSnapshot } from '../helpers/test-app.ts';
import {
  AUTAUGA_2026_50,
  type CreatedProgram,
  createLimitProgram,
  incomeLevels,
  send,
} from './compliance-fixtures.ts';

/**
 * HUD's HOME rent limits (24 CFR 92.252(a) High HOME rent, (b) Low HOME rent), imported as
 * published into a HOME program (decision 047) and read back as its units' rent limits.
 *
 * The file hud/home-rents-example.csv is in the layout of HUD Exchange's HOME rent limit tables
 * (a header EFFICIENCY, 1 BR .. 6 BR; per area the rows LOW HOME RENT LIMIT, HIGH HOME RENT LIMIT,
 * then "For Information Only" FAIR MARKET RENT, 50 % and 65 % RENT LIMIT). Its figures are made up
 * for the layout: no published HUD HOME rent table could be retrieved to copy from, so the test
 * checks the figures round-trip unchanged, not HUD's values for a real area. The income limits are
 * HUD's FY2026 Autauga County (AL) 50 % limits, whose derived LIHTC 2BR rent would be 1,000
 * (IRC 42(g)(2)): a HOME unit must never get that derived figure.
 */

const FILE = readFileSync(new URL('./hud/home-rents-example.csv', import.meta.url), 'utf8');
const LOW = [701, 752, 902, 1042, 1162, 1282];
const HIGH = [760, 812, 1011, 1250, 1380, 1510];
const UNIT_TYPES = ['Studio', '1BR', '2BR', '3BR', '4BR', '5BR'];

const { t, org } = useTwoOrgs('homerents');
let home: CreatedProgram;
let lihtc: CreatedProgram;
let propertyId: number;

interface Preview {
  year: number;
  area: { name: string };
  levels: Array<{ percentage: number; tier: string; unit_type: string; limit_value: number; action: string }>;
  summary: { add: number; update: number; unchanged: number };
}

const post = (programId: number, step: 'preview' | 'import', body: object) =>
  send(t, org.adminToken, 'POST', `/api/govprograms/${programId}/home-rents/${step}`, body);

const errorsOf = (res: Parameters<typeof json>[0]) =>
  json<{ errors: Array<{ field: string; code: string; message: string }> }>(res).errors;

async function rentLevels(programId: number, percentage: number) {
  const program = json<{
    ami_levels: Array<{ percentage: number; limit_type: string; unit_type: string; limit_value: number }>;
  }>(await send(t, org.adminToken, 'GET', `/api/govprograms/${programId}`));
  return UNIT_TYPES.map(
    (u) =>
      program.ami_levels.find(
        (l) => l.limit_type === 'Rent Limit' && l.percentage === percentage && l.unit_type === u,
      )?.limit_value,
  );
}

let unitCount = 0;
async function unitAt(programId: number, percentage: number) {
  const res = await send(t, org.adminToken, 'POST', '/api/units', {
    property_id: propertyId,
    unit_number: `H${++unitCount}`,
    unit_type: '2BR',
    designations: [{ program_id: programId, ami_percentage: percentage }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

const eligibility = async (unitId: number) => {
  const res = await send(
    t,
    org.adminToken,
    'GET',
    `/api/units/${unitId}/eligibility?household_size=3&annual_income=30000&date=2026-07-01`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<{
    max_gross_rent: number | null;
    designations: Array<{ max_gross_rent: number | null; source: string | null }>;
  }>(res);
};

beforeAll(async () => {
  home = await createLimitProgram(t, org.adminToken, incomeLevels(2026, 50, AUTAUGA_2026_50), {
    home_program: true,
  });
  lihtc = await createLimitProgram(t, org.adminToken, incomeLevels(2026, 50, AUTAUGA_2026_50));
  propertyId = (await createProperty(t, org.adminToken)).id;
});

describe('a HOME unit before any HOME rents are imported', () => {
  it('has no rent limit (MISSING_LIMIT), never the one derived from the income limits', async () => {
    const answer = await eligibility(await unitAt(home.id, 50));
    expect(answer.max_gross_rent).toBeNull();
    expect(answer.designations[0]).toMatchObject({ max_gross_rent: null, source: null });
    // The same income limits under a non-HOME program derive 1,000 (Autauga FY2026 50 % 2BR).
    expect((await eligibility(await unitAt(lihtc.id, 50))).max_gross_rent).toBe(1000);
  });

  it('is reported MISSING_LIMIT by the occupancy check', async () => {
    const unitId = await unitAt(home.id, 50);
    const candidate = json<{ id: number }>(
      await send(t, org.adminToken, 'POST', '/api/candidates', {
        full_name: 'Home Tenant',
        email: 'home@example.com',
      }),
    );
    const placed = await send(t, org.adminToken, 'POST', '/api/occupancies', {
      unit_id: unitId,
      tenant_id: candidate.id,
      rent_amount: '800.00',
      start_date: '2026-07-01',
      household_size: 3,
      annual_income: '30000',
      override_reason: 'HOME rents not yet imported',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await send(
      t,
      org.adminToken,
      'GET',
      `/api/occupancies/${json<{ id: number }>(placed).id}/compliance?date=2026-07-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ max_gross_rent: null, reasons: ['MISSING_LIMIT'] });
  });
});

describe("HUD's HOME rent table", () => {
  it("previews the area's Low (50 %) and High (65 %) HOME rents as published, writing nothing", async () => {
    const before = await tableSnapshot(t.database);
    const res = await post(home.id, 'preview', { csv: FILE, area: 'Example County, AL' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = json<Preview>(res);
    expect(preview.year).toBe(2026);
    expect(preview.area.name).toBe('Example County, AL');
    expect(preview.levels.filter((l) => l.tier === 'low').map((l) => l.limit_value)).toEqual(LOW);
    expect(preview.levels.filter((l) => l.tier === 'high').map((l) => l.limit_value)).toEqual(HIGH);
    expect(preview.levels.filter((l) => l.tier === 'high').every((l) => l.percentage === 65)).toBe(true);
    expect(preview.summary).toEqual({ add: 12, update: 0, unchanged: 0 });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it("imports them; they round-trip unchanged and become the HOME units' rent limits", async () => {
    const res = await post(home.id, 'import', { csv: FILE, area: 'Example County, AL' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rentLevels(home.id, 50)).toEqual(LOW);
    expect(await rentLevels(home.id, 65)).toEqual(HIGH);
    // 24 CFR 92.252: at or under 50 % a Low HOME unit, above it a High HOME unit.
    expect((await eligibility(await unitAt(home.id, 50))).max_gross_rent).toBe(902);
    expect((await eligibility(await unitAt(home.id, 60))).max_gross_rent).toBe(1011);
    const again = json<Preview>(await post(home.id, 'preview', { csv: FILE, area: 'Example County, AL' }));
    expect(again.summary).toEqual({ add: 0, update: 0, unchanged: 12 });
  });
});

describe('a HOME rent file that cannot be imported', () => {
  const cases: Array<[string, () => number, object, string, RegExp]> = [
    [
      'a program that is not a HOME program',
      () => lihtc.id,
      { csv: FILE, area: 'Example County, AL' },
      'home_rent_not_home_program',
      /HOME program/,
    ],
    [
      'several areas and none named',
      () => home.id,
      { csv: FILE },
      'home_rent_area_required',
      /several areas/,
    ],
    [
      'an area the file does not have',
      () => home.id,
      { csv: FILE, area: 'Nowhere' },
      'home_rent_area_not_found',
      /no area "Nowhere"/,
    ],
    ['no bedroom columns', () => home.id, { csv: 'a,b\n1,2', year: 2026 }, 'home_rent_columns', /EFFICIENCY/],
    [
      'a cell that is not an amount',
      () => home.id,
      { csv: FILE.replace('"902"', 'n/a'), area: 'Example County, AL' },
      'home_rent_value',
      /^Line 3, 2 BR: "n\/a" is not a published rent/,
    ],
    [
      'a Low HOME rent above the High one',
      () => home.id,
      { csv: FILE.replace('"902"', '"1,200"'), area: 'Example County, AL' },
      'home_rent_low_above_high',
      /Line 3, 2 BR: the Low HOME rent 1200 is above the High HOME rent 1011/,
    ],
    [
      'an area without its HIGH HOME RENT LIMIT row',
      () => home.id,
      { csv: FILE.replace(',HIGH HOME RENT LIMIT,760', ',OTHER,760'), area: 'Example County, AL' },
      'home_rent_rows',
      /no HIGH HOME RENT LIMIT row/,
    ],
    [
      "a year other than the file's",
      () => home.id,
      { csv: FILE, area: 'Example County, AL', year: 2025 },
      'home_rent_year',
      /fiscal year 2026, not 2025/,
    ],
  ];

  it.each(cases)(
    'is refused with a 400 naming the problem: %s',
    async (_name, programOf, body, code, message) => {
      const before = await tableSnapshot(t.database);
      const res = await post(programOf(), 'import', body);
      expect(res.statusCode, res.body).toBe(400);
      const errors = errorsOf(res);
      expect(errors.map((e) => e.code)).toContain(code);
      expect(errors.some((e) => message.test(e.message))).toBe(true);
      expect(await tableSnapshot(t.database)).toEqual(before);
    },
  );
});
