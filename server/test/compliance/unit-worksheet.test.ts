import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  annual,
  draftOf,
  expectStatus,
  finalize,
  placement,
} from '../certifications/certification-fixtures.ts';
import {
  ALLOWANCES,
  createProperty,
  createUnit,
  electSetAside,
  setUtilityAllowances,
} from '../helpers/fixtures.ts';
import { loadOperations } from '../helpers/openapi.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectNotFound, json } from '../helpers/test-app.ts';
import { type CreatedProgram, losAngeles2024, send } from './compliance-fixtures.ts';

/**
 * GET /api/units/{id}/compliance-worksheet and its PDF (decision 049), known answers built through
 * the API. Limits: Los Angeles County FY2024 at 50 % (HUD FY2024 income limits; 1-8 persons
 * 48,550 / 55,450 / 62,400 / 69,350 / 74,900 / 80,450 / 86,000 / 91,550), in effect from
 * 2024-04-01, 2BR rent limit 1,560 (30 % of the 3-person 62,400 / 12, IRC 42(g)(2)(A)).
 * The property elects 20-50 (IRC 42(g)(1)(A)): every restricted unit is tested at 50 %. A unit is
 * low-income when its gross rent is within the limit and its household qualified at move-in
 * (IRC 42(i)(3)); the 140 % line is IRC 42(g)(2)(D).
 */

const { t, org, other } = useTwoOrgs('worksheet');
const DATE = '2026-07-01';
let la: CreatedProgram;
let propertyId: number;
let qualifiedUnit: number;
let overRentUnit: number;
let vacantUnit: number;
let moveInCertificationId: number;
let annualCertificationId: number;

const get = (url: string, token = org.adminToken) => send(t, token, 'GET', url);

async function unit(number: string) {
  const res = await createUnit(t, org.adminToken, propertyId, {
    unit_number: number,
    square_feet: 900,
    designations: [{ program_id: la.id, ami_percentage: 50 }],
  });
  return res.id;
}

/** A household of 3 earning `income`, moved in on 2026-06-01 at this rent; its occupancy id. */
async function place(unitId: number, income: string, rent: string) {
  const body = await placement(t, org, unitId, income, {
    rent_amount: rent,
    household_size: 3,
    annual_income: income,
    override_reason: 'Placed before the test of its figures',
  });
  const res = await send(t, org.adminToken, 'POST', '/api/occupancies', body);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

const worksheet = async (unitId: number) => {
  const res = await get(`/api/units/${unitId}/compliance-worksheet?date=${DATE}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<UnitComplianceWorksheet>(res);
};

beforeAll(async () => {
  la = await losAngeles2024(t, org.adminToken);
  const created = await createProperty(t, org.adminToken);
  propertyId = created.id;
  await electSetAside(t, org.adminToken, propertyId, '20_50');
  await setUtilityAllowances(t, org.adminToken, propertyId, [
    { effective_date: '2024-01-01', amounts: ALLOWANCES },
  ]);

  qualifiedUnit = await unit('W1');
  overRentUnit = await unit('W2');
  vacantUnit = await unit('W3');
  const occupancyId = await place(qualifiedUnit, '62000', '1400.00');
  moveInCertificationId = (await finalize(t, org, (await draftOf(t, org, occupancyId)).id)).id;
  const draft = await expectStatus(
    t,
    org.adminToken,
    201,
    'POST',
    `/api/occupancies/${occupancyId}/certifications`,
    annual(70000, '2026-06-15'),
  );
  annualCertificationId = (await finalize(t, org, draft.id)).id;
  await place(overRentUnit, '50000', '1600.00');
});

describe('the worksheet of a unit', () => {
  it('a household of 3 at 62,000 in a 50 % unit under 20-50 passes income (limit 62,400) and rent (1,480 of 1,560)', async () => {
    const w = await worksheet(qualifiedUnit);
    expect(w.property).toMatchObject({ id: propertyId, set_aside_election: '20_50' });
    expect(w.unit).toMatchObject({
      id: qualifiedUnit,
      unit_number: 'W1',
      unit_type: '2BR',
      square_feet: 900,
      // The property's one building (decision 042).
      building_id: expect.any(Number),
      designations: [{ program_id: la.id, program_name: la.name, ami_percentage: 50 }],
    });
    expect(w.household).toMatchObject({
      vacant: false,
      move_in_date: '2026-06-01',
      household_size: 3,
      members: 3,
    });
    expect(w.certifications).toEqual({
      move_in: {
        source: 'CERTIFICATION',
        certification_id: moveInCertificationId,
        type: 'MOVE_IN',
        effective_date: '2026-06-01',
      },
      current: {
        source: 'CERTIFICATION',
        certification_id: annualCertificationId,
        type: 'ANNUAL',
        effective_date: '2026-06-15',
      },
    });
    expect(w.test_percentage).toBe(50);
    expect(w.tests.income).toEqual({
      date: '2026-06-01',
      household_size: 3,
      income: '62000.00',
      limit: '62400.00',
      passes: true,
    });
    expect(w.tests.rent).toEqual({
      date: DATE,
      tenant_rent: '1400.00',
      utility_allowance: '80.00',
      non_optional_charges: '0.00',
      gross_rent: '1480.00',
      limit: '1560.00',
      over_by: '0.00',
      passes: true,
    });
    expect(w.tests.student).toEqual({ status: 'NONE', passes: true });
    // 140 % of 62,400 is 87,360: the annual certification's 70,000 is within it.
    expect(w.tests.over_income).toEqual({
      date: '2026-06-15',
      household_size: 3,
      income: '70000.00',
      limit: '62400.00',
      percent: 140,
      line: '87360.00',
      over: false,
    });
    expect(w.tests.low_income).toEqual({ low_income: true, reasons: ['QUALIFIED'] });
    expect(w.tests.vacant_unit_rule).toBeNull();
    const income = w.limits.find((l) => l.purpose === 'INCOME_AT_MOVE_IN');
    expect(income).toEqual({
      purpose: 'INCOME_AT_MOVE_IN',
      date: '2026-06-01',
      program_id: la.id,
      program_name: la.name,
      ami_percentage: 50,
      table_year: 2024,
      table_effective_date: '2024-04-01',
      household_size: 3,
      limit: '62400.00',
      source: 'table',
      applied: true,
    });
    expect(w.limits.find((l) => l.purpose === 'RENT')).toMatchObject({
      limit: '1560.00',
      source: 'table',
      applied: true,
    });
  });

  it('an over-rent unit fails rent by the amount over: 1,600 + 80 = 1,680 against 1,560, over by 120', async () => {
    const w = await worksheet(overRentUnit);
    expect(w.tests.rent).toMatchObject({
      gross_rent: '1680.00',
      limit: '1560.00',
      over_by: '120.00',
      passes: false,
    });
    expect(w.tests.income).toMatchObject({ income: '50000.00', limit: '62400.00', passes: true });
    expect(w.tests.low_income).toEqual({ low_income: false, reasons: ['RENT_OVER_TEST'] });
    // A draft move-in certification is not a finalized one: the occupancy's figures were read.
    expect(w.certifications?.current.source).toBe('OCCUPANCY_FIGURES');
  });

  it('a unit that never had a household: no tests, not low-income, the vacant unit rule does not hold it', async () => {
    const w = await worksheet(vacantUnit);
    expect(w.household).toBeNull();
    expect(w.certifications).toBeNull();
    expect(w.tests.income).toBeNull();
    expect(w.tests.rent).toBeNull();
    expect(w.tests.low_income).toEqual({ low_income: false, reasons: ['VACANT_NOT_LOW_INCOME'] });
    expect(w.tests.vacant_unit_rule).toEqual({ held: false });
  });

  it('answers 400 for a bad date and 404 for another organization, changing nothing', async () => {
    const bad = await get(`/api/units/${qualifiedUnit}/compliance-worksheet?date=2026-13-01`);
    expect(bad.statusCode).toBe(400);
    const badPdf = await get(`/api/units/${qualifiedUnit}/compliance-worksheet.pdf?lang=fr`);
    expect(badPdf.statusCode).toBe(400);
    await expectNotFound(t.database, [
      () => get(`/api/units/${qualifiedUnit}/compliance-worksheet`, other.adminToken),
      () => get(`/api/units/${qualifiedUnit}/compliance-worksheet.pdf`, other.adminToken),
      () => get('/api/units/999999999/compliance-worksheet'),
    ]);
  });
});

describe('the worksheet PDF', () => {
  it('reads back with the figures, in English', async () => {
    const res = await get(`/api/units/${overRentUnit}/compliance-worksheet.pdf?date=${DATE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPageTexts(res.rawPayload)).join(' ');
    expect(text).toContain('Unit compliance worksheet');
    expect(text).toContain('$1,680.00');
    expect(text).toContain('$1,560.00');
    expect(text).toContain('Over the limit by $120.00');
    expect(text).toContain('$62,400.00');
    expect(text).toContain("Gross rent over the test's limit");
    expect(text).toContain('IRC 42(i)(3)');
  });

  it('is written in the reader language: Portuguese and Spanish', async () => {
    const pt = await get(`/api/units/${qualifiedUnit}/compliance-worksheet.pdf?date=${DATE}&lang=pt`);
    const ptText = (await pdfPageTexts(pt.rawPayload)).join(' ');
    expect(ptText).toContain('Planilha de conformidade da unidade');
    expect(ptText).toContain('62.400,00');
    expect(ptText).toContain('87.360,00');
    const es = await get(`/api/units/${qualifiedUnit}/compliance-worksheet.pdf?date=${DATE}&lang=es`);
    const esText = (await pdfPageTexts(es.rawPayload)).join(' ');
    expect(esText).toContain('Hoja de cumplimiento de la unidad');
    expect(esText).toContain('Unidad de bajos ingresos (IRC 42(i)(3))');
  });
});

describe('the OpenAPI document', () => {
  it("lists both routes with the property compliance route's permission, so the isolation suite tries them", async () => {
    const operations = await loadOperations(t);
    const permissionOf = (path: string) =>
      operations.find((o) => o.method === 'GET' && o.path === path)?.permission;
    const propertyTests = permissionOf('/api/property/{id}/compliance');
    expect(propertyTests).toBe('read_records');
    expect(permissionOf('/api/units/{id}/compliance-worksheet')).toBe(propertyTests);
    expect(permissionOf('/api/units/{id}/compliance-worksheet.pdf')).toBe(propertyTests);
  });
});
