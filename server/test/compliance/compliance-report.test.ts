import { COMPLIANCE_CSV_COLUMNS, complianceReportRow } from '@lar/contracts/compliance/report';
import { parseCsv } from '@lar/contracts/csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, tableSnapshot } from '../helpers/test-app.ts';
import { ALLOWANCES_2026, presidioOverRent, send, usePresidioPrograms } from './compliance-fixtures.ts';

/**
 * GET /api/compliance/occupancies and its CSV, on Presidio County FY2026: the 3-person 60 % limit
 * is 45,240 and a 2BR's maximum gross rent 1,131; tenant rent 1,100 + utility allowance 80 = 1,180
 * is over by 49.
 */

const { t, org, other } = useTwoOrgs('complreport');
let propertyId: number;
let secondPropertyId: number;
const programs = usePresidioPrograms(t, org);
/** Occupancy ids by what they show. */
const placed = {
  overRent: 0,
  compliant: 0,
  overridden: 0,
  missingIncome: 0,
  layered: 0,
  elsewhere: 0,
  ended: 0,
};
let formulaTenant = '';

async function unit(
  property: number,
  number: string,
  designations: Array<{ program_id: number; ami_percentage: number }>,
) {
  const res = await createUnit(t, org.adminToken, property, { unit_number: number, designations });
  return res.id;
}

async function place(
  unitId: number,
  extra: Record<string, unknown>,
  candidate: Record<string, unknown> = {},
) {
  const tenant = await createCandidate(t, org.adminToken, candidate);
  const res = await send(t, org.adminToken, 'POST', '/api/occupancies', {
    unit_id: unitId,
    tenant_id: tenant.id,
    rent_amount: '1000.00',
    start_date: '2026-06-01',
    household_size: 3,
    annual_income: '45240',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

const get = (url: string, token = org.adminToken) => send(t, token, 'GET', url);

interface Row {
  occupancy_id: number;
  unit_number: string;
  status: string;
  reasons: string[];
  occupancy: { id: number; status: string };
  [key: string]: unknown;
}

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken, 'Presidio Courts')).id;
  secondPropertyId = (await createProperty(t, org.adminToken, 'Marfa Row')).id;
  const at60 = [{ program_id: programs.presidio.id, ami_percentage: 60 }];

  // Placed before the property had an allowance: 1,100 was within 1,131 then, and is over by 49 now.
  placed.overRent = await place(await unit(propertyId, 'A1', at60), { rent_amount: 1100 });
  placed.compliant = await place(await unit(propertyId, 'A2', at60), { annual_income: '45000' });
  placed.overridden = await place(await unit(propertyId, 'A3', at60), {
    annual_income: '50000',
    override_reason: 'Income certified before a job change',
  });
  formulaTenant = '=HYPERLINK("http://x.example")';
  placed.missingIncome = await place(
    await unit(propertyId, 'A4', at60),
    { annual_income: null },
    { full_name: formulaTenant },
  );
  placed.layered = await place(
    await unit(propertyId, 'A5', [...at60, { program_id: programs.home.id, ami_percentage: 50 }]),
    { rent_amount: 900, annual_income: '37000' },
  );
  placed.ended = await place(await unit(propertyId, 'A6', at60), {});
  const ended = await send(t, org.adminToken, 'POST', `/api/occupancies/${placed.ended}/terminate`, {
    end_date: '2026-07-01',
    end_reason: 'moved_out',
  });
  expect(ended.statusCode, ended.body).toBe(200);
  placed.elsewhere = await place(await unit(secondPropertyId, 'B1', []), { rent_amount: 2000 });

  const res = await send(t, org.adminToken, 'PUT', `/api/property/${propertyId}/utility-allowances`, {
    schedules: [{ effective_date: '2026-01-01', amounts: ALLOWANCES_2026 }],
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('GET /api/compliance/occupancies', () => {
  it("lists a property's ACTIVE occupancies by unit number with the Presidio figures and a status each", async () => {
    const res = await get(`/api/compliance/occupancies?property_id=${propertyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const rows = json<Row[]>(res);
    // Sent as JSON text, not through the response serializer: it must be exactly the declared
    // schema's answer, no key more (parsing strips unknown keys) and every value of its type.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(complianceReportRow.array().parse(rows)).toEqual(rows);
    expect(rows.map((r) => [r.unit_number, r.status])).toEqual([
      ['A1', 'exception'],
      ['A2', 'compliant'],
      ['A3', 'overridden'],
      ['A4', 'incomplete'],
      ['A5', 'compliant'],
    ]);
    const { occupancy, ...overRent } = rows[0] as Row;
    expect(occupancy).toMatchObject({ id: placed.overRent, status: 'ACTIVE', rent_amount: 1100 });
    expect(overRent).toMatchObject({
      occupancy_id: placed.overRent,
      property_id: propertyId,
      property_name: 'Presidio Courts',
      household_size: 3,
      annual_income: 45240,
      income_limit: 45240,
      income_eligible: true,
      rent_amount: 1100,
      utility_allowance: 80,
      non_optional_charges: null,
      ...presidioOverRent(programs.presidio),
      override_reason: null,
      status: 'exception',
    });
    expect(rows[2]).toMatchObject({
      income_limit: 45240,
      annual_income: 50000,
      income_eligible: false,
      reasons: ['OVER_INCOME'],
      override_reason: 'Income certified before a job change',
    });
    expect(rows[3]).toMatchObject({
      tenant_name: formulaTenant,
      income_eligible: null,
      reasons: ['MISSING_INCOME'],
    });
    // Layered: HOME at 50 % with its explicit 2BR rent of 1,000 binds; 900 + 80 is within it.
    expect(rows[4]).toMatchObject({
      gross_rent: 980,
      max_gross_rent: 1000,
      income_binding: { program_id: programs.home.id, ami_percentage: 50 },
      rent_binding: { program_id: programs.home.id, ami_percentage: 50 },
      reasons: [],
    });
  });

  it('gives each row the figures the occupancy compliance route gives, and the occupancy its own route gives', async () => {
    for (const query of ['', '?only_exceptions=true']) {
      const rows = json<Row[]>(await get(`/api/compliance/occupancies${query}`));
      expect(rows.length).toBe(query === '' ? 6 : 3);
      for (const row of rows) {
        const single = json<Record<string, unknown>>(
          await get(`/api/occupancies/${row.occupancy_id}/compliance`),
        );
        for (const [field, value] of Object.entries(single))
          expect([row.occupancy_id, field, row[field]]).toEqual([row.occupancy_id, field, value]);
        // The page reads each occupancy's answer with its figures; the exceptions after their scan.
        expect(row.occupancy).toEqual(json(await get(`/api/occupancies/${row.occupancy_id}`)));
      }
    }
  });

  it('keeps only what is not compliant with only_exceptions=true, and pages it', async () => {
    const res = await get(`/api/compliance/occupancies?property_id=${propertyId}&only_exceptions=true`);
    expect(res.headers['x-total-count']).toBe('3');
    expect(json<Row[]>(res).map((r) => r.occupancy_id)).toEqual([
      placed.overRent,
      placed.overridden,
      placed.missingIncome,
    ]);
    const second = await get(
      `/api/compliance/occupancies?property_id=${propertyId}&only_exceptions=true&limit=1&offset=1`,
    );
    expect(second.headers['x-total-count']).toBe('3');
    expect(json<Row[]>(second).map((r) => r.occupancy_id)).toEqual([placed.overridden]);
    const orgWide = await get('/api/compliance/occupancies?only_exceptions=true');
    expect(json<Row[]>(orgWide).map((r) => r.occupancy_id)).toEqual([
      placed.overRent,
      placed.overridden,
      placed.missingIncome,
    ]);
  });

  it('pages the whole organization property after property, ended occupancies left out', async () => {
    const first = await get('/api/compliance/occupancies?limit=2');
    expect(first.headers['x-total-count']).toBe('6');
    expect(json<Row[]>(first).map((r) => r.unit_number)).toEqual(['A1', 'A2']);
    const last = await get('/api/compliance/occupancies?limit=2&offset=4');
    expect(json<Row[]>(last).map((r) => r.unit_number)).toEqual(['A5', 'B1']);
    expect(json<Row[]>(last)[1]).toMatchObject({
      status: 'compliant',
      income_binding: null,
      rent_binding: null,
      max_gross_rent: null,
    });
    const all = json<Row[]>(await get('/api/compliance/occupancies?limit=500'));
    expect(all.map((r) => r.occupancy_id)).not.toContain(placed.ended);
  });

  it('narrows to occupancy ids, a unit or a tenant', async () => {
    const ids = `${placed.layered},${placed.overRent},${placed.ended}`;
    const res = await get(`/api/compliance/occupancies?occupancy_ids=${ids}`);
    expect(res.headers['x-total-count']).toBe('2');
    expect(json<Row[]>(res).map((r) => r.occupancy_id)).toEqual([placed.overRent, placed.layered]);
    const exceptions = await get(`/api/compliance/occupancies?occupancy_ids=${ids}&only_exceptions=true`);
    expect(json<Row[]>(exceptions).map((r) => r.occupancy_id)).toEqual([placed.overRent]);
  });

  it("answers 404 for another organization's property and shows it none of these rows", async () => {
    for (const url of [
      `/api/compliance/occupancies?property_id=${propertyId}`,
      `/api/compliance/occupancies.csv?property_id=${propertyId}`,
    ]) {
      expect((await get(url, other.adminToken)).statusCode).toBe(404);
    }
    const theirs = await get('/api/compliance/occupancies', other.adminToken);
    expect(theirs.statusCode).toBe(200);
    expect(json(theirs)).toEqual([]);
    expect(theirs.headers['x-total-count']).toBe('0');
    const byIds = await get(`/api/compliance/occupancies?occupancy_ids=${placed.overRent}`, other.adminToken);
    expect(json(byIds)).toEqual([]);
    // Asked only when no row comes back: the exceptions of another's property are 404 too, and an
    // own property without occupancies is an empty report, not a 404.
    const exceptions = `/api/compliance/occupancies?property_id=${propertyId}&only_exceptions=true`;
    expect((await get(exceptions, other.adminToken)).statusCode).toBe(404);
    const empty = (await createProperty(t, other.adminToken)).id;
    for (const query of ['', '&only_exceptions=true']) {
      const res = await get(`/api/compliance/occupancies?property_id=${empty}${query}`, other.adminToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual([]);
      expect((await get(`/api/compliance/occupancies?property_id=${empty}${query}`)).statusCode).toBe(404);
    }
  });

  it('refuses bad parameters with 400 and changes nothing', async () => {
    const before = await tableSnapshot(t.database);
    for (const query of [
      'property_id=abc',
      'property_id=0',
      'property_id=1e3',
      'only_exceptions=maybe',
      'occupancy_ids=1,x',
      'occupancy_ids=,1',
      'occupancy_ids=99999999999',
      'limit=0',
      'limit=501',
      'offset=-1',
    ]) {
      const res = await get(`/api/compliance/occupancies?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(json<{ code: string }>(res).code).toBe('VALIDATION_FAILED');
    }
    expect((await get('/api/compliance/occupancies.csv?only_exceptions=2')).statusCode).toBe(400);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('GET /api/compliance/occupancies.csv', () => {
  it('exports every row as UTF-8 CSV with a header, decimal amounts and formula-safe text', async () => {
    const file = await get(`/api/compliance/occupancies.csv?property_id=${propertyId}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="compliance-property-${propertyId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, ...records] = parseCsv(file.body, ',').map((r) => r.cells);
    expect(header).toEqual([...COMPLIANCE_CSV_COLUMNS]);
    expect(records).toHaveLength(5);
    const cell = (record: string[], column: (typeof COMPLIANCE_CSV_COLUMNS)[number]) =>
      record[COMPLIANCE_CSV_COLUMNS.indexOf(column)];
    const overRent = records.find((r) => cell(r, 'occupancy_id') === String(placed.overRent)) as string[];
    expect(
      [
        'unit_number',
        'household_size',
        'annual_income',
        'income_limit',
        'rent_amount',
        'utility_allowance',
        'gross_rent',
        'max_gross_rent',
        'over_by',
        'rent_compliant',
        'income_binding_program_name',
        'rent_binding_ami_percentage',
        'status',
        'reasons',
      ].map((c) => cell(overRent, c as (typeof COMPLIANCE_CSV_COLUMNS)[number])),
    ).toEqual([
      'A1',
      '3',
      '45240.00',
      '45240.00',
      '1100.00',
      '80.00',
      '1180.00',
      '1131.00',
      '49.00',
      'false',
      programs.presidio.name,
      '60',
      'exception',
      'OVER_RENT',
    ]);
    const formula = records.find((r) => cell(r, 'occupancy_id') === String(placed.missingIncome)) as string[];
    expect(cell(formula, 'tenant_name')).toBe(`'${formulaTenant}`);
    expect(cell(formula, 'annual_income')).toBe('');
  });

  it('exports only the exceptions when asked, and the whole organization without a property', async () => {
    const exceptions = await get('/api/compliance/occupancies.csv?only_exceptions=true');
    expect(exceptions.headers['content-disposition']).toMatch(/filename="compliance-exceptions-/);
    const rows = parseCsv(exceptions.body, ',').slice(1);
    expect(rows.map((r) => r.cells[0])).toEqual(
      [placed.overRent, placed.overridden, placed.missingIncome].map(String),
    );
    const all = parseCsv((await get('/api/compliance/occupancies.csv')).body, ',');
    expect(all).toHaveLength(7);
  });
});
