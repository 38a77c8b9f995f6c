import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import {
  AUTAUGA_2026_50,
  type CreatedProgram,
  createLimitProgram,
  LOS_ANGELES_2024_50,
  send,
} from './compliance-fixtures.ts';

/**
 * HUD's published income limits imported as published. The files under hud/ are in HUD's column
 * layout; their 50 % rows are the published figures of Los Angeles County FY2024 and Autauga County
 * (AL) FY2026. Their ELI and 80 % figures are stand-ins (not checked against HUD's tables), chosen
 * so that the 30 % column is not 0.6 x the 50 % one: the test checks they are copied unchanged. The
 * "Example County" row is invented, there only so that an area must be picked.
 */

const fixture = (name: string) => readFileSync(new URL(`./hud/${name}`, import.meta.url), 'utf8');
const SECTION8_2024 = fixture('section8-fy2024.csv');
const SECTION8_2026 = fixture('section8-fy2026.csv');
const MTSP_2026 = fixture('mtsp-fy2026.csv');
const LA_ELI = [29150, 33300, 37450, 41600, 44950, 48300, 51600, 54950];
const LA_80 = [77700, 88800, 99900, 110950, 119850, 128750, 137600, 146500];
const AUTAUGA_60 = [37320, 42660, 48000, 53280, 57600, 61860, 66120, 70380];
const LA_FIPS = '0603799999';

const { t, org, other } = useTwoOrgs('hudimport');

interface Preview {
  kind: string;
  year: number;
  area: { fips: string; name: string };
  levels: Array<{
    percentage: number;
    unit_type: string;
    limit_value: number;
    action: string;
    previous_value: number | null;
  }>;
  summary: { add: number; update: number; unchanged: number };
}

const post = (programId: number, step: 'preview' | 'import', body: object, token = org.adminToken) =>
  send(t, token, 'POST', `/api/govprograms/${programId}/hud-limits/${step}`, body);

/** The program's income limits of a year at an AMI %, sizes 1 to 8. */
async function incomeValues(programId: number, year: number, percentage: number) {
  const program = json<{
    ami_levels: Array<{
      year: number;
      percentage: number;
      limit_type: string;
      unit_type: string;
      limit_value: number;
    }>;
  }>(await send(t, org.adminToken, 'GET', `/api/govprograms/${programId}`));
  return program.ami_levels
    .filter((l) => l.year === year && l.percentage === percentage && l.limit_type === 'Income Limit')
    .sort((a, b) => Number(a.unit_type) - Number(b.unit_type))
    .map((l) => l.limit_value);
}

const valuesAt = (preview: Preview, percentage: number) =>
  preview.levels.filter((l) => l.percentage === percentage).map((l) => l.limit_value);

describe('HUD Section 8 income limits', () => {
  let program: CreatedProgram;

  beforeAll(async () => {
    // A stored 3-person 50 % limit that the import replaces, and a rent limit it leaves alone.
    program = await createLimitProgram(t, org.adminToken, [
      { year: 2024, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 60000 },
      { year: 2024, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1560 },
    ]);
  });

  it("previews Los Angeles County FY2024's 30, 50 and 80 % limits as published, and writes nothing", async () => {
    const before = json(await send(t, org.adminToken, 'GET', `/api/govprograms/${program.id}`));
    const res = await post(program.id, 'preview', { csv: SECTION8_2024, area: LA_FIPS });
    expect(res.statusCode, res.body).toBe(200);
    const preview = json<Preview>(res);
    expect(preview).toMatchObject({
      kind: 'section8',
      year: 2024,
      area: { fips: LA_FIPS, name: 'Los Angeles County' },
    });
    expect(valuesAt(preview, 50)).toEqual(LOS_ANGELES_2024_50);
    // Kept as published: 0.6 x $48,550 would be $29,130.
    expect(valuesAt(preview, 30)).toEqual(LA_ELI);
    expect(valuesAt(preview, 80)).toEqual(LA_80);
    expect(preview.levels.find((l) => l.percentage === 50 && l.unit_type === '3')).toMatchObject({
      action: 'update',
      limit_value: 62400,
      previous_value: 60000,
    });
    expect(preview.summary).toEqual({ add: 23, update: 1, unchanged: 0 });
    const after = json(await send(t, org.adminToken, 'GET', `/api/govprograms/${program.id}`));
    expect(after).toEqual(before);
  });

  it('imports exactly the published values and keeps the rent limit', async () => {
    const res = await post(program.id, 'import', { csv: SECTION8_2024, area: 'los angeles county' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await incomeValues(program.id, 2024, 50)).toEqual(LOS_ANGELES_2024_50);
    expect(await incomeValues(program.id, 2024, 30)).toEqual(LA_ELI);
    expect(await incomeValues(program.id, 2024, 80)).toEqual(LA_80);
    const levels = json<{ ami_levels: Array<{ limit_type: string }> }>(
      await send(t, org.adminToken, 'GET', `/api/govprograms/${program.id}`),
    ).ami_levels;
    expect(levels).toHaveLength(25);
    expect(levels.filter((l) => l.limit_type === 'Rent Limit')).toHaveLength(1);
    const history = await send(
      t,
      org.adminToken,
      'GET',
      `/api/audit-log?entity=gov_program&entity_id=${program.id}`,
    );
    expect((history.json() as unknown[]).length).toBe(2);
    // The same row again changes nothing.
    const again = json<Preview>(await post(program.id, 'preview', { csv: SECTION8_2024, area: LA_FIPS }));
    expect(again.summary).toEqual({ add: 0, update: 0, unchanged: 24 });
  });

  it("imports Autauga County FY2026's row; a 3-person household's 50 % limit is $40,000", async () => {
    const autauga = await createLimitProgram(t, org.adminToken, []);
    const res = await post(autauga.id, 'import', { csv: SECTION8_2026 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await incomeValues(autauga.id, 2026, 50)).toEqual(AUTAUGA_2026_50);
    const limits = json(
      await send(
        t,
        org.adminToken,
        'GET',
        `/api/govprograms/${autauga.id}/limits?ami_percentage=50&date=2026-06-01`,
      ),
    );
    expect(limits).toMatchObject({ income: { '3': 40000 } });
  });

  it('refuses a file with several areas and none named, an unknown area, a bad value or a year the columns contradict', async () => {
    const before = json(await send(t, org.adminToken, 'GET', `/api/govprograms/${program.id}`));
    const badValue = SECTION8_2024.replace(',62400,', ',n/a,');
    const noYear = SECTION8_2024.replace('median2024', 'median');
    const cases: Array<[object, string]> = [
      [{ csv: SECTION8_2024 }, 'area'],
      [{ csv: SECTION8_2024, area: 'Nowhere County' }, 'area'],
      [{ csv: badValue, area: LA_FIPS }, 'l50_3'],
      [{ csv: SECTION8_2024, area: LA_FIPS, year: 2023 }, 'year'],
      [{ csv: noYear, area: LA_FIPS }, 'year'],
      [{ csv: 'name,value\nx,1\n', area: LA_FIPS }, 'csv'],
    ];
    for (const [body, field] of cases) {
      for (const step of ['preview', 'import'] as const) {
        const res = await post(program.id, step, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field)).toContain(field);
      }
    }
    expect(json(await send(t, org.adminToken, 'GET', `/api/govprograms/${program.id}`))).toEqual(before);
    // A file whose columns name no year takes the one given.
    const given = json<Preview>(
      await post(program.id, 'preview', { csv: noYear, area: LA_FIPS, year: 2025 }),
    );
    expect(given.year).toBe(2025);
  });
});

describe('HUD MTSP income limits', () => {
  it("imports Autauga County FY2026's 50 and 60 % limits, the year read from the columns", async () => {
    const program = await createLimitProgram(t, org.adminToken, []);
    const preview = json<Preview>(await post(program.id, 'preview', { csv: MTSP_2026 }));
    expect(preview).toMatchObject({
      kind: 'mtsp',
      year: 2026,
      summary: { add: 16, update: 0, unchanged: 0 },
    });
    const res = await post(program.id, 'import', { csv: MTSP_2026 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await incomeValues(program.id, 2026, 50)).toEqual(AUTAUGA_2026_50);
    expect(await incomeValues(program.id, 2026, 60)).toEqual(AUTAUGA_60);
  });
});

describe('who may import', () => {
  it("answers 404 for another organization's program and 403 to a sub-user", async () => {
    const program = await createLimitProgram(t, org.adminToken, []);
    const foreign = await post(program.id, 'preview', { csv: MTSP_2026 }, other.adminToken);
    expect(foreign.statusCode).toBe(404);
    const subuser = await t.createSubuser(org);
    for (const step of ['preview', 'import'] as const) {
      expect((await post(program.id, step, { csv: MTSP_2026 }, subuser.token)).statusCode).toBe(403);
    }
    const staff = await t.createPlainUser(org);
    expect((await post(program.id, 'import', { csv: MTSP_2026 }, staff.token)).statusCode).toBe(200);
    expect(await incomeValues(program.id, 2026, 60)).toEqual(AUTAUGA_60);
  });
});
