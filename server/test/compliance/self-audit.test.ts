import { type SelfAudit, selfAuditOf } from '@lar/contracts/compliance/self-audit';
import { parseCsv } from '@lar/contracts/csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUnit, electSetAside, placeHousehold } from '../helpers/fixtures.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectNotFound, json } from '../helpers/test-app.ts';
import { AUTAUGA_2026_50, createLimitProgram, incomeLevels, send } from './compliance-fixtures.ts';

/**
 * The 8823 self-audit (decision 067) of a property built here with one known problem per unit,
 * against a hand count per Form 8823 line. The lines are those of IRS Form 8823, line 11, as the
 * IRS "Guide for Completing Form 8823" defines them: 11a household income above the income limit
 * upon initial occupancy (ch. 4), 11b annual income recertification not done (ch. 5), 11f minimum
 * set-aside not met (ch. 10), 11g gross rent over the limit (ch. 11), 11j vacant unit rule,
 * Treas. Reg. 1.42-5(c)(1)(ix) (ch. 15), 11l nonqualified full-time students (ch. 17).
 *
 * The program: Autauga County (AL) at 50 % (3 people: 40,000), so 60 % is 48,000 and a 2BR's rent
 * limit at 60 % is 30 % of 48,000 / 12 = 1,200 (IRC 42(g)(2)); the same figures for 2025 and 2026.
 * The property elects 40-60 (IRC 42(g)(1)(B)). Households are of 3 people.
 *
 *   A1 qualified (30,000, rent 900)                       low-income
 *   A2 over income at move-in (60,000), after A5 emptied  11a, 11f
 *   A3 gross rent 1,250 over 1,200                        11g, 11f
 *   A4 qualified, moved in 2025-01-15, not recertified    11b (due 2026-01-15), low-income
 *   A5 vacant since A2's comparable unit was rented over  11j, 11f
 *   A6 vacant, never let                                  11f
 *   A7 full-time students without an exception            11l, 11f
 * Low-income: A1, A4 = 2 of 7 < 40 %: the set-aside fails, and 11f lists the 5 units not counted.
 */

const { t, org, other } = useTwoOrgs('selfaudit');
const DATE = '2026-06-01';
let propertyId: number;
const unitIds: Record<string, number> = {};
const occupancyIds: Record<string, number> = {};
let program: { id: number };

async function unit(number: string) {
  const res = await createUnit(t, org.adminToken, propertyId, {
    unit_number: number,
    square_feet: 875,
    designations: [{ program_id: program.id, ami_percentage: 60 }],
  });
  unitIds[number] = res.id;
}

async function place(
  number: string,
  income: string,
  extra: { rent?: string; start?: string; end?: string } = {},
): Promise<number> {
  const unitId = unitIds[number];
  if (unitId === undefined) throw new Error(`no unit ${number}`);
  const { id } = await placeHousehold(t, org.adminToken, unitId, {
    rent_amount: extra.rent ?? '900.00',
    start_date: extra.start ?? DATE,
    ...(extra.end === undefined ? {} : { status: 'ENDED', end_date: extra.end }),
    household_size: 3,
    annual_income: income,
  });
  if (extra.end === undefined) occupancyIds[number] = id;
  return id;
}

const get = (url: string, token = org.adminToken) => send(t, token, 'GET', url);

/**
 * A finalized move-in certification of 3 people at `income`, written as stored (in place of the
 * draft the occupancy was made with), with its determination's student status; its id.
 */
async function certifyMoveIn(occupancyId: number, date: string, income: string, studentStatus = 'NONE') {
  await t.database.query(
    `DELETE FROM income_certifications WHERE organization_id = $1 AND occupancy_id = $2 AND status = 'DRAFT'`,
    [org.organizationId, occupancyId],
  );
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO income_certifications
       (organization_id, occupancy_id, type, status, effective_date, annual_income, household_size,
        determination, finalized_at, finalized_by)
     VALUES ($1, $2, 'MOVE_IN', 'FINALIZED', $3, $4, 3, jsonb_build_object('student_status', $5::text),
             now(), 'tester')
     RETURNING id`,
    [org.organizationId, occupancyId, date, income, studentStatus],
  );
  if (!row) throw new Error('no certification');
  return Number(row.id);
}

async function audit(): Promise<SelfAudit> {
  const res = await get(`/api/property/${propertyId}/self-audit?date=${DATE}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<SelfAudit>(res);
}

const unitsOf = (a: SelfAudit, line: string) => a.lines.find((l) => l.line === line)?.unit_ids ?? [];
const ids = (...numbers: string[]) => numbers.map((n) => unitIds[n]);

let moveInOfA2: number;
let moveInOfA4: number;

beforeAll(async () => {
  const levels = [...incomeLevels(2025, 50, AUTAUGA_2026_50), ...incomeLevels(2026, 50, AUTAUGA_2026_50)];
  program = await createLimitProgram(t, org.adminToken, levels, {
    limit_tables: [
      { year: 2025, effective_date: '2025-01-01' },
      { year: 2026, effective_date: '2026-04-01' },
    ],
  });
  const created = await createProperty(t, org.adminToken);
  propertyId = created.id;
  await electSetAside(t, org.adminToken, propertyId, '40_60');

  for (const n of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']) await unit(n);
  await place('A1', '30000.00');
  // A5's qualified household left on 2026-03-31; A2 (as big) went to an over-income one after.
  await place('A5', '30000.00', { start: '2025-02-01', end: '2026-03-31' });
  const a2 = await place('A2', '60000.00');
  moveInOfA2 = await certifyMoveIn(a2, DATE, '60000.00');
  await place('A3', '30000.00', { rent: '1250.00' });
  const a4 = await place('A4', '30000.00', { start: '2025-01-15' });
  moveInOfA4 = await certifyMoveIn(a4, '2025-01-15', '30000.00');
  const a7 = await place('A7', '30000.00');
  // Its move-in certification found full-time students without an exception.
  await certifyMoveIn(a7, DATE, '30000.00', 'INELIGIBLE');
});

describe('the 8823 self-audit of a property with known problems', () => {
  it('files each finding under its Form 8823 line, matching the hand count', async () => {
    const a = await audit();
    expect(a.date).toBe(DATE);
    expect(a.lines.map((l) => l.line)).toEqual([
      '11a',
      '11b',
      '11c',
      '11d',
      '11e',
      '11f',
      '11g',
      '11h',
      '11i',
      '11j',
      '11k',
      '11l',
      '11m',
      '11n',
      '11o',
      '11p',
      '11q',
    ]);
    expect(unitsOf(a, '11a')).toEqual(ids('A2'));
    expect(unitsOf(a, '11b')).toEqual(ids('A4'));
    expect(unitsOf(a, '11f')).toEqual(ids('A2', 'A3', 'A5', 'A6', 'A7'));
    expect(unitsOf(a, '11g')).toEqual(ids('A3'));
    expect(unitsOf(a, '11j')).toEqual(ids('A5'));
    expect(unitsOf(a, '11l')).toEqual(ids('A7'));
    expect(a.total).toBe(1 + 1 + 5 + 1 + 1 + 1);
    // Lines Lar's records cannot answer are listed as not checked, with nothing under them.
    const unchecked = a.lines.filter((l) => !l.checked);
    expect(unchecked.map((l) => l.line)).toEqual([
      '11c',
      '11d',
      '11e',
      '11h',
      '11i',
      '11k',
      '11m',
      '11n',
      '11o',
      '11p',
      '11q',
    ]);
    expect(unchecked.every((l) => l.findings.length === 0)).toBe(true);
  });

  it('names the household and the certifications behind each unit finding', async () => {
    const a = await audit();
    const [over] = a.lines.find((l) => l.line === '11a')?.findings ?? [];
    expect(over).toMatchObject({
      reason: 'INCOME_OVER_TEST_AT_MOVE_IN',
      unit_id: unitIds.A2,
      unit_number: 'A2',
      occupancy_id: occupancyIds.A2,
      documents: [{ id: moveInOfA2, type: 'MOVE_IN', status: 'FINALIZED', effective_date: DATE }],
    });
    const [late] = a.lines.find((l) => l.line === '11b')?.findings ?? [];
    expect(late).toMatchObject({
      reason: 'RECERTIFICATION_OVERDUE',
      occupancy_id: occupancyIds.A4,
      due_date: '2026-01-15',
    });
    expect(late?.documents.map((d) => d.id)).toContain(moveInOfA4);
  });

  it('comes from the mapping: without the engine reasons filed, the lines are empty', async () => {
    const res = await get(`/api/property/${propertyId}/compliance?date=${DATE}`);
    const compliance = json<Parameters<typeof selfAuditOf>[1]['compliance']>(res);
    const passing = {
      ...compliance,
      units: compliance.units.map((u) => ({ ...u, reasons: [] })),
      set_aside: { ...compliance.set_aside, projects: [] },
    };
    const empty = selfAuditOf(propertyId, {
      propertyName: 'x',
      compliance: passing,
      overdue: [],
      certifications: new Map(),
    });
    expect(empty.total).toBe(0);
    const mapped = selfAuditOf(propertyId, {
      propertyName: 'x',
      compliance,
      overdue: [],
      certifications: new Map(),
    });
    expect(unitsOf(mapped, '11g')).toEqual(ids('A3'));
  });

  it('exports the same findings as CSV, read back', async () => {
    const res = await get(`/api/property/${propertyId}/self-audit.csv?date=${DATE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(res.body, ',').map((r) => r.cells);
    expect(header).toEqual([
      'line',
      'reason',
      'unit_id',
      'unit_number',
      'building_id',
      'occupancy_id',
      'due_date',
      'certification_ids',
      'certifications',
    ]);
    const byLine = (line: string) => rows.filter((r) => r[0] === line).map((r) => r[3]);
    expect(byLine('11a')).toEqual(['A2']);
    expect(byLine('11b')).toEqual(['A4']);
    expect(byLine('11f')).toEqual(['A2', 'A3', 'A5', 'A6', 'A7']);
    expect(byLine('11g')).toEqual(['A3']);
    expect(byLine('11j')).toEqual(['A5']);
    expect(byLine('11l')).toEqual(['A7']);
    const a2 = rows.find((r) => r[0] === '11a');
    expect(a2?.[7]).toBe(String(moveInOfA2));
    expect(rows.find((r) => r[0] === '11b')?.[6]).toBe('2026-01-15');
  });

  it.each([
    [
      'en',
      'Household income above income limit upon initial occupancy',
      'Gross rent(s) exceed tax credit limits',
    ],
    [
      'pt',
      'Renda familiar acima do limite na ocupação inicial',
      'Aluguel bruto acima dos limites do crédito fiscal',
    ],
    [
      'es',
      'Ingresos del hogar por encima del límite en la ocupación inicial',
      'Alquiler bruto por encima de los límites del crédito fiscal',
    ],
  ])('renders a PDF in %s with the lines and their units', async (lang, incomeLine, rentLine) => {
    const res = await get(`/api/property/${propertyId}/self-audit.pdf?date=${DATE}&lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPageTexts(res.rawPayload)).join(' ');
    expect(text).toContain(`11a - ${incomeLine}`);
    expect(text).toContain(`11g - ${rentLine}`);
    expect(text).toContain('11j -');
    expect(text).toContain('A5');
    expect(text).toContain(`#${moveInOfA2}`);
  });

  it('answers 404 for another organization and 400 for a bad date', async () => {
    await expectNotFound(t.database, [
      () => get(`/api/property/${propertyId}/self-audit`, other.adminToken),
      () => get(`/api/property/${propertyId}/self-audit.csv`, other.adminToken),
      () => get(`/api/property/${propertyId}/self-audit.pdf`, other.adminToken),
    ]);
    const bad = await get(`/api/property/${propertyId}/self-audit?date=2026-13-01`);
    expect(bad.statusCode).toBe(400);
  });
});
