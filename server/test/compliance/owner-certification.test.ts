import {
  certificationYearProblem,
  OWNER_CERTIFICATION_STATEMENTS,
} from '@lar/contracts/compliance/owner-certification';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, electSetAside, placeHousehold } from '../helpers/fixtures.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectNotFound, json } from '../helpers/test-app.ts';
import { AUTAUGA_2026_50, createLimitProgram, incomeLevels, send } from './compliance-fixtures.ts';

/**
 * The owner's annual certification packet (decision 070) of a property built here with two
 * buildings, read back from the PDF with pdfjs-dist in three languages.
 *
 * The figures are worked by hand. The program: Autauga County (AL) at 50 % (3 people: 40,000), so
 * 60 % is 48,000 (IRC 42(g)(1)); the same figures for 2025. The property elects 40-60
 * (IRC 42(g)(1)(B)); households are of 3 people, moved in 2025-06-01, rent 900 (under 1,200, 30 %
 * of 48,000 / 12, IRC 42(g)(2)).
 *
 *   Building A (placed in service 2025-03-01)   Building B (placed in service 2025-05-15)
 *   A-1   800 sq ft  30,000  low-income         B-1 1,000 sq ft  30,000  low-income
 *   A-2 1,200 sq ft  60,000  over income         B-2 1,000 sq ft  30,000  low-income
 *                                               B-3   600 sq ft  60,000  over income
 *
 * The applicable fraction of a building is the smaller of its unit fraction and its floor space
 * fraction (IRC 42(c)(1)(B)-(D)):
 *   A: units 1/2 = 50.00 %, floor space 800/2,000 = 40.00 %: applicable 40.00 % (floor space).
 *   B: units 2/3 = 66.67 %, floor space 2,000/2,600 = 76.92 %: applicable 66.67 % (units).
 *   All: units 3/5 = 60.00 %, floor space 2,800/4,600 = 60.87 %: 60.00 %.
 * The 40-60 set-aside: 3 of 5 = 60.00 % >= 40 %: met. The exceptions: A-2 and B-3 over the limit
 * at move-in, Form 8823 line 11a (IRS Guide for Completing Form 8823, ch. 4).
 */

const { t, org, other } = useTwoOrgs('ownercert');
const YEAR = 2025;
const MOVE_IN = '2025-06-01';
let propertyId: number;

type Answer = { id: number; [field: string]: unknown };

const get = (url: string, token = org.adminToken) => send(t, token, 'GET', url);

async function unit(
  programId: number,
  buildingId: number,
  number: string,
  squareFeet: number,
  income: string,
) {
  const created = await send(t, org.adminToken, 'POST', '/api/units', {
    property_id: propertyId,
    building_id: buildingId,
    unit_number: number,
    unit_type: '2BR',
    square_feet: squareFeet,
    designations: [{ program_id: programId, ami_percentage: 60 }],
  });
  expect(created.statusCode, created.body).toBe(201);
  await placeHousehold(t, org.adminToken, json<Answer>(created).id, {
    rent_amount: '900.00',
    start_date: MOVE_IN,
    household_size: 3,
    annual_income: income,
  });
}

async function packetText(lang: string): Promise<string> {
  const res = await get(`/api/property/${propertyId}/owner-certification.pdf?year=${YEAR}&lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain(
    `owner-certification-property-${propertyId}-${YEAR}.pdf`,
  );
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfPageTexts(res.rawPayload)).join(' ');
}

beforeAll(async () => {
  const program = await createLimitProgram(t, org.adminToken, incomeLevels(YEAR, 50, AUTAUGA_2026_50), {
    limit_tables: [{ year: YEAR, effective_date: '2025-01-01' }],
  });
  const property = (await createProperty(t, org.adminToken)) as unknown as Answer;
  propertyId = property.id;
  await electSetAside(t, org.adminToken, propertyId, '40_60');
  const [first] = json<Answer[]>(await get(`/api/property/${propertyId}/buildings`));
  if (!first) throw new Error('the property has no building');
  const renamed = await send(t, org.adminToken, 'PUT', `/api/buildings/${first.id}`, {
    ...first,
    name: 'Building A',
    placed_in_service_date: '2025-03-01',
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const second = await send(t, org.adminToken, 'POST', '/api/buildings', {
    property_id: propertyId,
    name: 'Building B',
    placed_in_service_date: '2025-05-15',
  });
  expect(second.statusCode, second.body).toBe(201);
  const b = json<Answer>(second).id;
  await unit(program.id, first.id, 'A-1', 800, '30000.00');
  await unit(program.id, first.id, 'A-2', 1200, '60000.00');
  await unit(program.id, b, 'B-1', 1000, '30000.00');
  await unit(program.id, b, 'B-2', 1000, '30000.00');
  await unit(program.id, b, 'B-3', 600, '60000.00');
});

describe("the owner's annual certification packet", () => {
  it.each([
    [
      'en',
      {
        a: ['1/2 = 50.00 %', '800/2,000 = 40.00 %'],
        b: ['2/3 = 66.67 %', '2,000/2,600 = 76.92 %'],
        all: ['3/5 = 60.00 %', '2,800/4,600 = 60.87 %'],
        setAside: '40-60 test 3/5 = 60.00 % 40.00 % Met',
        asOf: 'December 31, 2025',
        exception: '11a Household income above income limit upon initial occupancy A-2, B-3',
      },
    ],
    [
      'pt',
      {
        a: ['1/2 = 50,00 %', '800/2.000 = 40,00 %'],
        b: ['2/3 = 66,67 %', '2.000/2.600 = 76,92 %'],
        all: ['3/5 = 60,00 %', '2.800/4.600 = 60,87 %'],
        setAside: 'Teste 40-60 3/5 = 60,00 % 40,00 % Cumprida',
        asOf: '31 de dezembro de 2025',
        exception: '11a Renda familiar acima do limite na ocupação inicial A-2, B-3',
      },
    ],
    [
      'es',
      {
        a: ['1/2 = 50.00 %', '800/2,000 = 40.00 %'],
        b: ['2/3 = 66.67 %', '2,000/2,600 = 76.92 %'],
        all: ['3/5 = 60.00 %', '2,800/4,600 = 60.87 %'],
        setAside: 'Prueba 40-60 3/5 = 60.00 % 40.00 % Cumplida',
        asOf: '31 de diciembre de 2025',
        exception: '11a Ingresos del hogar por encima del límite en la ocupación inicial A-2, B-3',
      },
    ],
  ])('prints the hand-computed fractions of each building in %s', async (lang, expected) => {
    const text = await packetText(lang);
    // Building A's applicable fraction is its floor space fraction (the lesser), B's its unit fraction.
    const startA = text.indexOf('Building A');
    // From A's row to B's (the English header "Building BIN" comes before both).
    const rowA = text.slice(startA, text.indexOf('Building B', startA));
    expect(rowA).toContain('2025-03-01');
    expect(rowA).toContain(`${expected.a[0]} ${expected.a[1]} ${expected.a[1]}`);
    const rowB = text.slice(text.indexOf('Building B', startA));
    expect(rowB).toContain('2025-05-15');
    expect(rowB).toContain(`${expected.b[0]} ${expected.b[1]} ${expected.b[0]}`);
    expect(text).toContain(`${expected.all[0]} ${expected.all[1]} ${expected.all[0]}`);
    expect(text).toContain(expected.setAside);
    expect(text).toContain(expected.asOf);
    expect(text).toContain(expected.exception);
    expect(text).toContain('26 CFR 1.42-5(c)(1)');
  });

  it('holds every statement of 26 CFR 1.42-5(c)(1), (i) to (xii), with lines to sign', async () => {
    const text = await packetText('en');
    // 26 CFR 1.42-5(c)(1): what the owner certifies at least annually for the preceding 12 months.
    expect(text).toContain('under penalty of perjury, that for the 12-month period ending December 31, 2025');
    for (const s of OWNER_CERTIFICATION_STATEMENTS) expect(text).toContain(`(${s.clause})`);
    for (const phrase of [
      'minimum set-aside test', // (i)
      'no change in the applicable fraction (IRC 42(c)(1)(B))', // (ii)
      'annual income certification from each low-income household', // (iii)
      'rent-restricted under IRC 42(g)(2)', // (iv)
      'for use by the general public', // (v)
      'suitable for occupancy', // (vi)
      'no change in the eligible basis', // (vii)
      'tenant facilities included in the eligible basis', // (viii)
      'reasonable attempts were or are being made to rent it', // (ix)
      'next available unit of comparable or smaller size', // (x)
      'extended low-income housing commitment under IRC 42(h)(6)', // (xi)
      'materially participated', // (xii)
    ])
      expect(text).toContain(phrase);
    // (iii) sees the self-audit's two 11a exceptions; (iv) none on 11g; (v) is not Lar's to check.
    expect(text).toContain("Lar's records: 2 exception(s) on Form 8823 line(s) 11a, 11b.");
    expect(text).toContain("Lar's records: no exceptions on Form 8823 line(s) 11g.");
    expect(text).toContain("Not checked by Lar's records: the owner confirms.");
    for (const line of ['Owner (entity)', 'Signature', 'Printed name', 'Title', 'Date'])
      expect(text).toContain(line);
  });

  it('refuses a year before the first building was placed in service, or one not yet ended, with 400', async () => {
    const url = (year: number | string) => `/api/property/${propertyId}/owner-certification.pdf?year=${year}`;
    const before = await get(url(2024));
    expect(before.statusCode, before.body).toBe(400);
    expect(json<{ errors: { field: string; code: string }[] }>(before).errors).toEqual([
      expect.objectContaining({ field: 'year', code: 'before_placed_in_service' }),
    ]);
    const thisYear = new Date().getUTCFullYear();
    for (const year of [thisYear + 1, thisYear + 5]) {
      const future = await get(url(year));
      expect(future.statusCode, future.body).toBe(400);
      expect(json<{ errors: { code: string }[] }>(future).errors[0]?.code).toBe('year_not_ended');
    }
    for (const bad of ['abcd', '1900', '']) expect((await get(url(bad))).statusCode).toBe(400);
    expect((await get(`/api/property/${propertyId}/owner-certification.pdf`)).statusCode).toBe(400);
  });

  it('decides the years from the first placed-in-service date and the last year ended', () => {
    expect(certificationYearProblem(2025, '2025-03-01', '2026-11-29')).toBeNull();
    expect(certificationYearProblem(2024, '2025-03-01', '2026-11-29')).toBe('before_placed_in_service');
    // The year under way has not ended: its December 31 is still ahead (1.42-5(c)(1), "preceding 12-month period").
    expect(certificationYearProblem(2026, '2025-03-01', '2026-11-29')).toBe('year_not_ended');
    expect(certificationYearProblem(2026, '2025-03-01', '2027-01-01')).toBeNull();
    expect(certificationYearProblem(1987, null, '2026-11-29')).toBeNull();
  });

  it("answers 404 for another organization's property, whatever the year", async () => {
    await expectNotFound(t.database, [
      () => get(`/api/property/${propertyId}/owner-certification.pdf?year=${YEAR}`, other.adminToken),
      () => get(`/api/property/${propertyId}/owner-certification.pdf?year=2024`, other.adminToken),
    ]);
  });
});
