import { readFileSync, writeFileSync } from 'node:fs';
import type { TenantDataCheck, TenantDataComparison } from '@lar/contracts/tenant-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedMembers } from '../certifications/certification-fixtures.ts';
import { createProperty, placeHousehold } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json, sendAs, type TestOrg } from '../helpers/test-app.ts';

/**
 * HUD's LIHTC tenant data file (form HUD-52697, OMB 2528-0320; 42 U.S.C. 1437z-8; decision 071) of
 * a small property built here, as of December 31, 2025, against the checked-in `expected.xml`
 * byte for byte. The elements are those of HUD's "XML Documentation for Submission of
 * HERA-mandated LIHTC Data to HUD" (06/29/2017); where a member's answer was not recorded the file
 * holds that documentation's missing-value code (SSN 0000, race and ethnicity 9, disability 9).
 *
 *   101 (2BR)    household in since 2025-03-01, move-in certified, reporting data recorded
 *   102 (1BR)    household since 2024-06-01, recertified 2025-06-01 (income 20,000 -> 22,000)
 *   103 (Studio) household 2023-01-01 to 2025-05-31, vacant on December 31, 2025
 */
const logged: string[] = [];
const t = useTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => void logged.push(line) } });
const org = t.org('tenantdata');
const other = t.org('tenantdataother');
const flawed = t.org('tenantdataflawed');
const large = t.org('tenantdatalarge');

const EXPECTED = new URL('./expected.xml', import.meta.url);
const SSN = '9753';
let propertyId: number;
let certificationOf101: number;

async function send(who: TestOrg | string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  return sendAs(t, typeof who === 'string' ? who : who.adminToken, method, url, body);
}

async function firstBuilding(id: number) {
  const [row] = await t.database.query<{ id: number }>(
    'SELECT min(id) AS id FROM buildings WHERE property_id = $1',
    [id],
  );
  return Number(row?.id);
}

async function unit(who: TestOrg, property: number, number: string, unitType: string) {
  const res = await send(who, 'POST', '/api/units', {
    property_id: property,
    unit_number: number,
    unit_type: unitType,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

async function occupy(who: TestOrg, unitId: number, start: string, end?: string) {
  const { id } = await placeHousehold(t, who.adminToken, unitId, {
    rent_amount: '900.00',
    start_date: start,
    ...(end === undefined ? {} : { status: 'ENDED', end_date: end }),
    household_size: 2,
    annual_income: '30000.00',
  });
  await t.database.query('DELETE FROM income_certifications WHERE occupancy_id = $1', [id]);
  return id;
}

interface Member {
  name: string;
  relationship: string;
  birth_date: string | null;
  full_time_student?: boolean;
}

/** A certification written as stored: finalized (signed) unless `draft`. */
async function certify(
  who: TestOrg,
  occupancyId: number,
  type: string,
  date: string,
  income: string,
  members: Member[],
  draft = false,
) {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO income_certifications
       (organization_id, occupancy_id, type, status, effective_date, members, tenant_rent, rent_assistance,
        non_optional_charges, household_size, annual_income, determination, finalized_at, finalized_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 900, 200, 25, $7, $8,
             '{"utility_allowance": 75, "gross_rent": 1000}'::jsonb, $9, $10)
     RETURNING id`,
    [
      who.organizationId,
      occupancyId,
      type,
      draft ? 'DRAFT' : 'FINALIZED',
      date,
      storedMembers(members),
      members.length,
      income,
      draft ? null : `${date}T12:00:00Z`,
      draft ? null : 'tester',
    ],
  );
  return Number(row?.id);
}

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken, 'Maple Court')).id;
  await t.database.query(
    `UPDATE buildings SET bin = 'MA-24-00001', street1 = '10 Elm Street', city = 'Springfield',
            state = 'MA', postal_code = '01103' WHERE id = $1`,
    [await firstBuilding(propertyId)],
  );
  const u101 = await unit(org, propertyId, '101', '2BR');
  const u102 = await unit(org, propertyId, '102', '1BR');
  const u103 = await unit(org, propertyId, '103', 'Studio');
  const o101 = await occupy(org, u101, '2025-03-01');
  certificationOf101 = await certify(org, o101, 'MOVE_IN', '2025-03-01', '30000.00', [
    { name: 'Maria Silva Santos', relationship: 'HEAD', birth_date: '1980-05-01' },
    { name: 'João Santos', relationship: 'DEPENDENT', birth_date: '2015-07-04', full_time_student: true },
  ]);
  const reporting = await send(org, 'PUT', `/api/certifications/${certificationOf101}/reporting-data`, {
    members: [
      {
        race_ethnicity: ['BLACK_OR_AFRICAN_AMERICAN', 'HISPANIC_OR_LATINO'],
        disability: 'NO',
        ssn_last4: SSN,
      },
      { race_ethnicity: ['DECLINED'], disability: 'DECLINED', ssn_last4: null },
    ],
    rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
    rental_assistance_monthly_cents: 20_000,
  });
  expect(reporting.statusCode, reporting.body).toBe(204);
  const o102 = await occupy(org, u102, '2024-06-01');
  const household102 = [{ name: 'Ana Lee', relationship: 'HEAD', birth_date: '1990-01-15' }];
  await certify(org, o102, 'MOVE_IN', '2024-06-01', '20000.00', household102);
  await certify(org, o102, 'ANNUAL', '2025-06-01', '22000.00', household102);
  const o103 = await occupy(org, u103, '2023-01-01', '2025-05-31');
  await certify(org, o103, 'MOVE_IN', '2023-01-01', '18000.00', [
    { name: 'Rui Costa', relationship: 'HEAD', birth_date: '1975-11-30' },
  ]);
});

describe('the file of a property built here', () => {
  it('equals the checked-in expected file byte for byte', async () => {
    const res = await send(org, 'GET', `/api/property/${propertyId}/tenant-data.xml?year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lihtc-tenant-data-property-${propertyId}-2025.xml"`,
    );
    if (process.env.WRITE_EXPECTED === '1') writeFileSync(EXPECTED, res.rawPayload);
    expect(res.rawPayload.equals(readFileSync(EXPECTED))).toBe(true);
  });

  it('is the portfolio file too when the organization has only this property', async () => {
    const res = await send(org, 'GET', '/api/tenant-data.xml?year=2025');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(readFileSync(EXPECTED))).toBe(true);
  });

  it('writes one audit entry per file, naming no value', async () => {
    const rows = await t.database.query<{ after: unknown }>(
      `SELECT after FROM audit_log WHERE organization_id = $1 AND action = 'download' AND entity = 'tenant_data_file'`,
      [org.organizationId],
    );
    expect(rows.map((r) => r.after)).toEqual([
      { reporting_data: true, year: 2025 },
      { reporting_data: true, year: 2025 },
    ]);
  });

  it('finds no problem, and compares 2025 with 2024: one household in, one out, one income changed', async () => {
    const check = json<TenantDataCheck>(
      await send(org, 'GET', `/api/property/${propertyId}/tenant-data/problems?year=2025`),
    );
    expect(check).toMatchObject({ year: 2025, as_of: '2025-12-31', units: 3, occupied: 2, problems: [] });
    const res = await send(org, 'GET', `/api/property/${propertyId}/tenant-data/comparison?year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    const comparison = json<TenantDataComparison>(res);
    expect(comparison.previous_year).toBe(2024);
    expect(comparison.households_in.map((h) => [h.unit_number, h.head_name, h.annual_income])).toEqual([
      ['101', 'Maria Silva Santos', '30000.00'],
    ]);
    expect(comparison.households_out.map((h) => [h.unit_number, h.head_name])).toEqual([
      ['103', 'Rui Costa'],
    ]);
    expect(
      comparison.income_changes.map((h) => [h.unit_number, h.previous_annual_income, h.annual_income]),
    ).toEqual([['102', '20000.00', '22000.00']]);
    expect(JSON.stringify(comparison)).not.toContain(SSN);
  });

  it('is refused to a sub-user (no read_reporting_data), who still reads the checks', async () => {
    const sub = await t.createSubuser(org);
    const file = await send(sub.token, 'GET', `/api/property/${propertyId}/tenant-data.xml?year=2025`);
    expect(file.statusCode).toBe(403);
    expect(file.body).not.toContain(SSN);
    expect((await send(sub.token, 'GET', '/api/tenant-data.xml?year=2025')).statusCode).toBe(403);
    expect(
      (await send(sub.token, 'GET', `/api/property/${propertyId}/tenant-data/problems?year=2025`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 to another organization for the property, and its own empty portfolio file', async () => {
    for (const path of ['tenant-data.xml', 'tenant-data/problems', 'tenant-data/comparison'])
      expect((await send(other, 'GET', `/api/property/${propertyId}/${path}?year=2025`)).statusCode).toBe(
        404,
      );
    const own = await send(other, 'GET', '/api/tenant-data.xml?year=2025');
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<LIHTCTenantData Year="2025" AsOf="2025-12-31">\n</LIHTCTenantData>\n',
    );
  });

  it('refuses a year that is not one with a 400 at its field', async () => {
    const res = await send(org, 'GET', `/api/property/${propertyId}/tenant-data/problems?year=20x5`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('year');
  });

  it('leaves the sensitive values out of every log line', () => {
    expect(logged.length).toBeGreaterThan(10);
    for (const line of logged) {
      // Timings and timestamps are numbers whose digits may spell the SSN's by chance; the values
      // this guards come from the request and its answer, never from those fields.
      const { time, pid, responseTime, ...rest } = JSON.parse(line) as Record<string, unknown>;
      expect(typeof time === 'number' && typeof pid === 'number').toBe(true);
      expect(JSON.stringify(rest)).not.toContain(SSN);
      expect(responseTime === undefined || typeof responseTime === 'number').toBe(true);
      expect(line).not.toContain('HUD_HOUSING_CHOICE_VOUCHER');
      expect(line).not.toContain('BLACK_OR_AFRICAN_AMERICAN');
    }
  });
});

describe('the checks before the file, each on the record and field that fix it', () => {
  let flawedId: number;
  let buildingId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    flawedId = (await createProperty(t, flawed.adminToken, 'Flawed Court')).id;
    buildingId = await firstBuilding(flawedId);
    await t.database.query(
      `UPDATE buildings SET street1 = '1 Main Street', city = 'Boston', state = 'MA', postal_code = '02108' WHERE id = $1`,
      [buildingId],
    );
    for (const n of ['E1', 'L1', 'C1', 'N1', 'D1', 'B1']) ids[n] = await unit(flawed, flawedId, n, '1BR');
    // The agency matches units by number: none, one too long, one with a character it drops.
    await t.database.query('UPDATE units SET unit_number = NULL WHERE id = $1', [ids.E1]);
    await t.database.query("UPDATE units SET unit_number = 'BUILDING-A-101' WHERE id = $1", [ids.L1]);
    await t.database.query("UPDATE units SET unit_number = 'C#1' WHERE id = $1", [ids.C1]);
    const noCertificate = await occupy(flawed, ids.N1 as number, '2025-01-01');
    ids.noCertificate = noCertificate;
    const drafted = await occupy(flawed, ids.D1 as number, '2025-01-01');
    ids.draft = await certify(
      flawed,
      drafted,
      'MOVE_IN',
      '2025-01-01',
      '20000.00',
      [{ name: 'Ana Lee', relationship: 'HEAD', birth_date: '1990-01-15' }],
      true,
    );
    const unborn = await occupy(flawed, ids.B1 as number, '2025-01-01');
    ids.noBirthDate = await certify(flawed, unborn, 'MOVE_IN', '2025-01-01', '20000.00', [
      { name: 'Ana Lee', relationship: 'HEAD', birth_date: '1990-01-15' },
      { name: 'Bo Lee', relationship: 'DEPENDENT', birth_date: null },
    ]);
  });

  it('lists each problem with its record and field, and the file is refused until they are fixed', async () => {
    const res = await send(flawed, 'GET', `/api/property/${flawedId}/tenant-data/problems?year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    const check = json<TenantDataCheck>(res);
    expect(check.problem_count).toBe(12);
    expect(check.problem_counts).toEqual({
      BIN_MISSING: 6,
      UNIT_NUMBER_MISSING: 1,
      UNIT_NUMBER_TOO_LONG: 1,
      UNIT_NUMBER_CHARACTERS: 1,
      CERTIFICATION_MISSING: 1,
      CERTIFICATION_UNSIGNED: 1,
      MEMBER_BIRTH_DATE_MISSING: 1,
    });
    const problems = check.problems.map((p) => [p.code, p.unit_id, p.record, p.record_id, p.field]);
    const binOf = (n: string) => ['BIN_MISSING', ids[n], 'building', buildingId, 'bin'];
    expect(problems).toEqual([
      binOf('E1'),
      ['UNIT_NUMBER_MISSING', ids.E1, 'unit', ids.E1, 'unit_number'],
      binOf('L1'),
      ['UNIT_NUMBER_TOO_LONG', ids.L1, 'unit', ids.L1, 'unit_number'],
      binOf('C1'),
      ['UNIT_NUMBER_CHARACTERS', ids.C1, 'unit', ids.C1, 'unit_number'],
      binOf('N1'),
      ['CERTIFICATION_MISSING', ids.N1, 'occupancy', ids.noCertificate, 'certification'],
      binOf('D1'),
      ['CERTIFICATION_UNSIGNED', ids.D1, 'certification', ids.draft, 'status'],
      binOf('B1'),
      ['MEMBER_BIRTH_DATE_MISSING', ids.B1, 'certification', ids.noBirthDate, 'members.1.birth_date'],
    ]);
    const file = await send(flawed, 'GET', `/api/property/${flawedId}/tenant-data.xml?year=2025`);
    expect(file.statusCode).toBe(409);
    expect((await send(flawed, 'GET', '/api/tenant-data.xml?year=2025')).statusCode).toBe(409);
  });

  it('names an element HUD requires that the building and property lack (the address)', async () => {
    await t.database.query(`UPDATE buildings SET bin = 'MA-24-00002', street1 = NULL WHERE id = $1`, [
      buildingId,
    ]);
    await t.database.query("UPDATE units SET unit_number = 'E1' WHERE id = $1", [ids.E1]);
    const check = json<TenantDataCheck>(
      await send(flawed, 'GET', `/api/property/${flawedId}/tenant-data/problems?year=2025`),
    );
    expect(
      check.problems.filter((p) => p.unit_id === ids.E1).map((p) => [p.code, p.record, p.field]),
    ).toEqual(
      // Without its own street the building is written at the property's address, which has none.
      ['Agency', 'Street', 'City', 'State', 'PostalCode'].map((e) => [
        'ELEMENT_INVALID',
        'building',
        `DevelopmentData.${e}`,
      ]),
    );
  });
});

describe('a file longer than one batch of units', () => {
  it('holds every unit once, in id order, across the batches it is written in (200 units each)', async () => {
    const id = (await createProperty(t, large.adminToken, 'Long Row')).id;
    const building = await firstBuilding(id);
    await t.database.query(
      `UPDATE buildings SET bin = 'MA-24-00003', street1 = '2 Long Row', city = 'Boston', state = 'MA',
              postal_code = '02108' WHERE id = $1`,
      [building],
    );
    await t.database.query(
      `INSERT INTO units (organization_id, property_id, building_id, unit_number, unit_type)
       SELECT $1, $2, $3, 'R' || n, '1BR' FROM generate_series(1, 405) AS n`,
      [large.organizationId, id, building],
    );
    const res = await send(large, 'GET', `/api/property/${id}/tenant-data.xml?year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    const numbers = [...res.body.matchAll(/<TenantNumber>(\d+)<\/TenantNumber>/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: 405 }, (_, i) => i + 1));
    const units = [...res.body.matchAll(/<UnitNumber>(R\d+)<\/UnitNumber>/g)].map((m) => m[1]);
    expect(units).toEqual(Array.from({ length: 405 }, (_, i) => `R${i + 1}`));
    expect(res.body.endsWith('</LIHTCTenantData>\n')).toBe(true);
  });
});
