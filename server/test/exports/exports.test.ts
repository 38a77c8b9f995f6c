import { EXPORT_COLUMNS, type ExportList, exportColumnKeys, exportHeader } from '@lar/contracts/exports';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, expectForbidden, expectNotFound, expectRefused, type TestOrg } from '../helpers/test-app.ts';
import { column, csvRecords, download, moveOut, xlsxRows } from './export-helpers.ts';

/**
 * The list exports (decision 028): each list's rows with its filters, headers in the asked
 * language, formula-safe CSV and an XLSX that reads back; another organization's rows never.
 */

const { t, org, other } = useTwoOrgs('exports');
const FORMULA_NAME = '=HYPERLINK("http://x.example","open")';
const ids = {
  propertyA: 0,
  propertyB: 0,
  unitA: 0,
  active: 0,
  ended: 0,
  program: 0,
  otherProperty: 0,
  otherProgram: 0,
};
let joao = '';
let otherTenant = '';

const headersOf = (list: ExportList, lang: 'en' | 'pt' | 'es') =>
  exportColumnKeys(list).map((key) => exportHeader(list, key, lang));

async function seed(owner: TestOrg, suffix: string) {
  const token = owner.adminToken;
  const a = await create.property(t, token, `Casa Azul ${suffix}`);
  const b = await create.property(t, token, `Vila Verde ${suffix}`);
  const unitA = await create.unit(t, token, a.id, { unit_number: `A-1${suffix}` });
  const unitB = await create.unit(t, token, b.id, { unit_number: `B-1${suffix}` });
  const first = await create.candidate(t, token, { full_name: `João Silva ${suffix}` });
  const second = await create.candidate(t, token, { full_name: `${FORMULA_NAME}${suffix}` });
  const active = await create.occupancy(t, token, unitA.id, first.id, { rent_amount: 1200.5 });
  const ended = await create.occupancy(t, token, unitB.id, second.id);
  await moveOut(t, token, ended.id);
  const program = await create.program(t, token);
  await t.database.query(
    `INSERT INTO contact_messages (organization_id, name, email, message) VALUES ($1, $2, 'a@example.com', '@SUM(1)')`,
    [owner.organizationId, `Visitor ${suffix}`],
  );
  return { a, b, unitA, first, active, ended, program };
}

beforeAll(async () => {
  const mine = await seed(org, 'mine');
  Object.assign(ids, {
    propertyA: mine.a.id,
    propertyB: mine.b.id,
    unitA: mine.unitA.id,
    active: mine.active.id,
    ended: mine.ended.id,
    program: mine.program.id,
  });
  joao = mine.first.full_name;
  const theirs = await seed(other, 'theirs');
  ids.otherProperty = theirs.a.id;
  ids.otherProgram = theirs.program.id;
  otherTenant = theirs.first.full_name;
});

describe('GET /api/occupancies/export', () => {
  it('writes the columns with English headers, decimal amounts, CRLF and formula-safe text', async () => {
    const res = await download(t, org.adminToken, '/api/occupancies/export');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="occupancies-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = csvRecords(res);
    expect(records[0]).toEqual(headersOf('occupancies', 'en'));
    expect(records).toHaveLength(3);
    expect(column(records, 'ID')).toEqual([String(ids.active), String(ids.ended)]);
    expect(column(records, 'Tenant')).toEqual([joao, `'${FORMULA_NAME}mine`]);
    expect(column(records, 'Rent')).toEqual(['1200.50', '1200.00']);
    expect(column(records, 'Status')).toEqual(['Active', 'Ended']);
    expect(column(records, 'Move-out')).toEqual(['', '2025-06-30']);
    expect(res.body).not.toContain(otherTenant);
  });

  it('writes the headers in Portuguese and Spanish', async () => {
    const pt = csvRecords(await download(t, org.adminToken, '/api/occupancies/export?lang=pt'));
    expect(pt[0]?.slice(0, 4)).toEqual(['ID', 'Imóvel', 'Unidade', 'Inquilino']);
    expect(pt[0]).toEqual(headersOf('occupancies', 'pt'));
    const es = csvRecords(await download(t, org.adminToken, '/api/occupancies/export?lang=es&format=csv'));
    expect(es[0]).toEqual(headersOf('occupancies', 'es'));
  });

  it('keeps the list filters', async () => {
    const active = csvRecords(await download(t, org.adminToken, '/api/occupancies/export?status=ACTIVE'));
    expect(column(active, 'ID')).toEqual([String(ids.active)]);
    const ofUnit = csvRecords(
      await download(t, org.adminToken, `/api/occupancies/export?unit_id=${ids.unitA}`),
    );
    expect(column(ofUnit, 'Unit')).toEqual(['A-1mine']);
    // Another organization's unit filters to nothing: its rows are never read.
    const foreign = await download(t, other.adminToken, `/api/occupancies/export?unit_id=${ids.unitA}`);
    expect(csvRecords(foreign)).toHaveLength(1);
  });

  it('writes an XLSX that reads back, amounts as numbers and text exactly as stored', async () => {
    const res = await download(t, org.adminToken, '/api/occupancies/export?format=xlsx&lang=es');
    expect(res.headers['content-disposition']).toMatch(/filename="occupancies-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [header, ...rows] = await xlsxRows(res);
    expect(header).toEqual(headersOf('occupancies', 'es'));
    expect(rows).toHaveLength(2);
    const at = (label: string) => headersOf('occupancies', 'es').indexOf(label);
    expect(rows.map((r) => r[at('ID')])).toEqual([ids.active, ids.ended]);
    expect(rows.map((r) => r[at('Inquilino')])).toEqual([joao, `${FORMULA_NAME}mine`]);
    expect(rows.map((r) => r[at('Alquiler')])).toEqual([1200.5, 1200]);
  });

  it('refuses a bad format, language or filter with 400', async () => {
    const urls = ['format=pdf', 'lang=fr', 'status=BOGUS', 'unit_id=abc', 'tenant_id=0'].map(
      (q) => `/api/occupancies/export?${q}`,
    );
    await expectRefused(
      t.database,
      400,
      { code: 'VALIDATION_FAILED' },
      urls.map((url) => () => t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) })),
    );
  });
});

/** Every list's export, as the organization's admin, with the text only its rows hold. */
const everyList = (): Array<{ list: ExportList; url: string }> => [
  { list: 'property-managers', url: '/api/property-manager/export' },
  { list: 'properties', url: '/api/properties/export?q=casa' },
  { list: 'units', url: `/api/units/export?property_id=${ids.propertyA}` },
  { list: 'candidates', url: '/api/candidates/export?full_name=joao' },
  { list: 'occupancies', url: '/api/occupancies/export' },
  { list: 'program-levels', url: `/api/govprograms/${ids.program}/ami-levels/export` },
  { list: 'compliance', url: '/api/compliance/occupancies/export' },
  { list: 'recertifications', url: '/api/recertifications/export?as_of=2025-12-15' },
  { list: 'audit-log', url: `/api/audit-log/export?entity=occupancy&entity_id=${ids.ended}` },
  { list: 'messages', url: '/api/contact-messages/export' },
];

describe('every list export', () => {
  it('answers its columns in the asked language, with the list filters, and none of another organization', async () => {
    for (const { list, url } of everyList()) {
      const sep = url.includes('?') ? '&' : '?';
      const records = csvRecords(await download(t, org.adminToken, `${url}${sep}lang=pt`));
      expect(records[0], list).toEqual(headersOf(list, 'pt'));
      expect(records[0]?.length, list).toBe(Object.keys(EXPORT_COLUMNS[list]).length);
      const body = records.flat().join('\n');
      expect(body, list).not.toContain('theirs');
      const [header, ...rows] = await xlsxRows(await download(t, org.adminToken, `${url}${sep}format=xlsx`));
      expect(header, list).toEqual(headersOf(list, 'en'));
      expect(rows.length, list).toBe(records.length - 1);
    }
  });

  it('filters each list as the list does', async () => {
    const names = (url: string, label: string) =>
      download(t, org.adminToken, url).then((r) => column(csvRecords(r), label));
    expect(await names('/api/properties/export?q=casa', 'Property')).toEqual(['Casa Azul mine']);
    expect(await names(`/api/units/export?property_id=${ids.propertyB}`, 'Unit')).toEqual(['B-1mine']);
    expect(await names('/api/candidates/export?full_name=joao', 'Name')).toEqual([joao]);
    expect(await names('/api/candidates/export?status=tenants', 'Name')).toEqual([joao]);
    expect(await names('/api/compliance/occupancies/export', 'Tenant')).toEqual([joao]);
    expect(await names(`/api/govprograms/${ids.program}/ami-levels/export`, 'Limit')).toEqual([
      '1650.00',
      '2100.00',
      '85000.00',
    ]);
    expect(await names('/api/contact-messages/export', 'Message')).toEqual(["'@SUM(1)"]);
    expect(await names(`/api/audit-log/export?entity=occupancy&entity_id=${ids.ended}`, 'Action')).toEqual([
      'Created',
      'Changed',
    ]);
  });

  it('answers 404 for another organization’s property or program', async () => {
    const urls = [
      `/api/compliance/occupancies/export?property_id=${ids.otherProperty}`,
      `/api/recertifications/export?property_id=${ids.otherProperty}`,
      `/api/govprograms/${ids.otherProgram}/ami-levels/export`,
    ];
    await expectNotFound(
      t.database,
      urls.map((url) => () => t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) })),
    );
    // Another organization reads none of this one's history.
    const history = await download(
      t,
      other.adminToken,
      `/api/audit-log/export?entity=occupancy&entity_id=${ids.ended}`,
    );
    expect(csvRecords(history)).toHaveLength(1);
  });

  it('keeps the audit log and the messages to admins, as their lists', async () => {
    const sub = await t.createSubuser(org);
    await expectForbidden(
      t.database,
      [`/api/audit-log/export?entity=occupancy&entity_id=${ids.ended}`, '/api/contact-messages/export'].map(
        (url) => () => t.app.inject({ method: 'GET', url, headers: bearer(sub.token) }),
      ),
    );
    expect(csvRecords(await download(t, sub.token, '/api/occupancies/export'))).toHaveLength(3);
  });
});
