import { beforeAll, describe, expect, it } from 'vitest';
import { open } from '../../src/lib/sealed-data.ts';
import { member, submit } from '../applications/intake-fixtures.ts';
import { draftOf, place, property, unitIn } from '../certifications/certification-fixtures.ts';
import { csvRecords, download, xlsxRows } from '../exports/export-helpers.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json, sendAs } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';

/**
 * Household data for reporting (issue 39, decision 066). HUD's LIHTC tenant data form (HUD-52697,
 * OMB 2528-0320) asks each member's race, ethnicity, disability and last 4 digits of the SSN, and
 * the household's rental assistance; the race and ethnicity answers are the minimum categories of
 * OMB's SPD 15 as revised in 2024 (89 FR 22182), several allowed. The data is sealed at rest, read
 * only by accounts with `read_reporting_data`, every read audit-logged, and never in a list, an
 * export or the server's log.
 */
const logged: string[] = [];
const t = useTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => void logged.push(line) } });
const org = t.org('reporting');
const other = t.org('reportingother');

const SSN = '9753';
const SSN_2 = '8642';
/** What may never be read outside the dedicated read: the values, quoted as JSON writes them. */
const SECRETS = [
  `"${SSN}"`,
  `"${SSN_2}"`,
  'HUD_HOUSING_CHOICE_VOUCHER',
  'MIDDLE_EASTERN_OR_NORTH_AFRICAN',
  'ssn_last4',
];
const holdsNoSecret = (text: string, secrets: readonly string[] = SECRETS) => {
  for (const secret of secrets) expect(text, `leaks ${secret}`).not.toContain(secret);
};
/** An audit entry names the fields a write recorded, never their values. */
const VALUES = SECRETS.filter((s) => s !== 'ssn_last4');

const data = {
  members: [
    {
      race_ethnicity: ['MIDDLE_EASTERN_OR_NORTH_AFRICAN', 'HISPANIC_OR_LATINO'],
      disability: 'NO',
      ssn_last4: SSN,
    },
    { race_ethnicity: ['DECLINED'], disability: 'DECLINED', ssn_last4: SSN_2 },
    { race_ethnicity: null, disability: 'YES', ssn_last4: null },
  ],
  rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
  rental_assistance_monthly_cents: 45_050,
};

let certificationId: number;
let occupancyId: number;
let propertyId: number;
let applicationId: number;
let subuser: { token: string };
let plain: { token: string };

const url = (id = certificationId) => `/api/certifications/${id}/reporting-data`;

beforeAll(async () => {
  propertyId = (await property(t, org)).id;
  const unitId = await unitIn(t, org, propertyId, '2BR');
  occupancyId = await place(t, org, unitId, '30000.00');
  certificationId = (await draftOf(t, org, occupancyId)).id;
  subuser = await t.createSubuser(org);
  plain = await t.createPlainUser(org);
  const listing = await listedUnit(t, org.adminToken, propertyId);
  const res = await submit(t, {
    listing_id: listing.id,
    email: 'lia.haddad@example.com',
    language: 'en',
    members: [member('Lia Haddad', 'HEAD', { employment: 30000 })],
    total_assets: '0',
    consent: true,
    reporting: {
      members: [{ race_ethnicity: ['MIDDLE_EASTERN_OR_NORTH_AFRICAN'], disability: 'NO', ssn_last4: SSN }],
      rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
      rental_assistance_monthly_cents: 30_000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.query<{ id: number }>('SELECT id FROM applications WHERE reference = $1', [
    json<{ reference: string }>(res).reference,
  ]);
  applicationId = Number(row?.id);
});

const rawRow = async (kind: string, id: number) => {
  const [row] = await t.database.query<{ sealed: Buffer; organization_id: number }>(
    'SELECT sealed, organization_id FROM reporting_data WHERE record_kind = $1 AND record_id = $2',
    [kind, id],
  );
  return row;
};

describe('recording and reading a certification’s reporting data', () => {
  it('stores it sealed: the raw row holds none of the values, and opens with the key to what was sent', async () => {
    const res = await sendAs(t, org.adminToken, 'PUT', url(), data);
    expect(res.statusCode, res.body).toBe(204);
    const row = await rawRow('certification', certificationId);
    if (!row) throw new Error('no row');
    const raw = Buffer.from(row.sealed);
    for (const text of [
      SSN,
      SSN_2,
      'HUD_HOUSING_CHOICE_VOUCHER',
      'MIDDLE_EASTERN',
      'race_ethnicity',
      '45050',
    ])
      expect(raw.includes(Buffer.from(text)), text).toBe(false);
    const key = t.config.reportingDataKey as Buffer;
    const opened = JSON.parse(
      open(key, raw, `lar:reporting_data:v1:${org.organizationId}:certification:${certificationId}`),
    );
    // Each answer is sealed with the member it belongs to (the certification's head here), so a
    // member removed later leaves the others' answers with them (decision 066).
    expect(opened).toMatchObject(data);
    expect(opened.members[0].member).toMatchObject({ name: expect.any(String) });
    // Bound to its row: the same bytes do not open as another record's.
    expect(() =>
      open(key, raw, `lar:reporting_data:v1:${org.organizationId}:certification:${certificationId + 1}`),
    ).toThrow();
  });

  it('answers it to an admin and to a main account, each read written to the audit log without the values', async () => {
    const before = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'read' AND entity = 'certification' AND entity_id = $1",
      [certificationId],
    );
    for (const token of [org.adminToken, plain.token]) {
      const res = await sendAs(t, token, 'GET', url());
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ record_id: certificationId, recorded: true, ...data });
    }
    const entries = await t.database.query<{ actor_username: string; after: unknown }>(
      "SELECT actor_username, after FROM audit_log WHERE action = 'read' AND entity = 'certification' AND entity_id = $1 ORDER BY id",
      [certificationId],
    );
    expect(entries.length - Number(before[0]?.n)).toBe(2);
    const history = await t.database.query<{ before: unknown; after: unknown }>(
      'SELECT before, after FROM audit_log WHERE organization_id = $1',
      [org.organizationId],
    );
    const text = JSON.stringify(history);
    holdsNoSecret(text, VALUES);
    expect(text).toContain('"reporting_data":["race_ethnicity","disability","ssn_last4"');
  });

  it('keeps it from a sub-user: the certification without the fields, 403 on the read and the write', async () => {
    const record = await sendAs(t, subuser.token, 'GET', `/api/certifications/${certificationId}`);
    expect(record.statusCode).toBe(200);
    holdsNoSecret(record.body);
    for (const field of ['race_ethnicity', 'ssn_last4', 'rental_assistance_source'])
      expect(record.body).not.toContain(field);
    expect((await sendAs(t, subuser.token, 'GET', url())).statusCode).toBe(403);
    expect((await sendAs(t, subuser.token, 'PUT', url(), data)).statusCode).toBe(403);
    expect(
      (await sendAs(t, subuser.token, 'GET', `/api/applications/${applicationId}/reporting-data`)).statusCode,
    ).toBe(403);
  });

  it('answers 404 to another organization, which reads and changes nothing', async () => {
    expect((await sendAs(t, other.adminToken, 'GET', url())).statusCode).toBe(404);
    expect((await sendAs(t, other.adminToken, 'PUT', url(), { members: [] })).statusCode).toBe(404);
    expect(
      (await sendAs(t, other.adminToken, 'GET', `/api/applications/${applicationId}/reporting-data`))
        .statusCode,
    ).toBe(404);
    const res = await sendAs(t, org.adminToken, 'GET', url());
    expect(json(res)).toMatchObject({ rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER' });
  });

  it.each([
    [{ members: [{ ssn_last4: '12a4' }] }, 'members.0.ssn_last4'],
    [{ members: [{ ssn_last4: '12345' }] }, 'members.0.ssn_last4'],
    [{ members: [{ ssn_last4: 1234 }] }, 'members.0.ssn_last4'],
    [{ members: [{ race_ethnicity: ['DECLINED', 'ASIAN'] }] }, 'members.0.race_ethnicity'],
    [{ members: [{ race_ethnicity: ['SOME_OTHER_RACE'] }] }, 'members.0.race_ethnicity.0'],
    [{ members: [{ disability: 'MAYBE' }] }, 'members.0.disability'],
    [
      { rental_assistance_monthly_cents: -1, rental_assistance_source: 'NON_FEDERAL' },
      'rental_assistance_monthly_cents',
    ],
    [
      { rental_assistance_monthly_cents: 10.5, rental_assistance_source: 'NON_FEDERAL' },
      'rental_assistance_monthly_cents',
    ],
    [{ rental_assistance_monthly_cents: 5000 }, 'rental_assistance_source'],
    [{ rental_assistance_source: 'SECTION_8' }, 'rental_assistance_source'],
  ])('refuses %j with 400 at its field, changing nothing', async (body, field) => {
    const res = await sendAs(t, org.adminToken, 'PUT', url(), body);
    expect(res.statusCode, res.body).toBe(400);
    const problem = json<{ errors: Array<{ field: string; message: string }> }>(res);
    expect(problem.errors.map((e) => e.field)).toContain(field);
    expect(res.body).not.toContain(SSN);
    expect(json(await sendAs(t, org.adminToken, 'GET', url()))).toMatchObject(data);
  });
});

describe('an application’s reporting data from the public form', () => {
  it('is stored sealed and read by staff with the capability, never in the application’s answer', async () => {
    const row = await rawRow('application', applicationId);
    expect(row?.organization_id).toBe(org.organizationId);
    expect(Buffer.from(row?.sealed ?? []).includes(Buffer.from(SSN))).toBe(false);
    const res = await sendAs(t, org.adminToken, 'GET', `/api/applications/${applicationId}/reporting-data`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      recorded: true,
      members: [{ race_ethnicity: ['MIDDLE_EASTERN_OR_NORTH_AFRICAN'], disability: 'NO', ssn_last4: SSN }],
      rental_assistance_monthly_cents: 30_000,
    });
    const detail = await sendAs(t, org.adminToken, 'GET', `/api/applications/${applicationId}`);
    expect(detail.statusCode).toBe(200);
    holdsNoSecret(detail.body);
  });

  it('refuses a malformed last 4 of the SSN with 400 at its field and stores no application', async () => {
    const listing = await listedUnit(t, org.adminToken, propertyId);
    const [before] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM applications');
    const res = await submit(t, {
      listing_id: listing.id,
      email: 'noa.levi@example.com',
      members: [member('Noa Levi', 'HEAD', {})],
      consent: true,
      reporting: { members: [{ ssn_last4: '123' }] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('reporting.members.0.ssn_last4');
    expect(res.body).toContain('exactly 4 digits');
    const [after] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM applications');
    expect(after?.n).toBe(before?.n);
  });
});

describe('where the data never appears', () => {
  it('is in no list answer', async () => {
    for (const list of [
      `/api/occupancies/${occupancyId}/certifications`,
      '/api/applications',
      `/api/applications?property_id=${propertyId}`,
      '/api/occupancies',
    ]) {
      const res = await sendAs(t, org.adminToken, 'GET', list);
      expect(res.statusCode, `${list}: ${res.body}`).toBe(200);
      holdsNoSecret(res.body);
    }
  });

  it('is in no CSV or XLSX export', async () => {
    for (const path of [
      '/api/applications/export',
      '/api/occupancies/export',
      '/api/compliance/occupancies/export',
    ]) {
      const csv = await download(t, org.adminToken, `${path}?format=csv`);
      const records = csvRecords(csv);
      expect(records.length, path).toBeGreaterThan(1);
      holdsNoSecret(csv.body);
      const rows = await xlsxRows(await download(t, org.adminToken, `${path}?format=xlsx`));
      expect(rows.length, path).toBeGreaterThan(1);
      holdsNoSecret(JSON.stringify(rows));
    }
  });

  it('is in no line of the server’s log, at the most verbose level, refusals included', async () => {
    // Every request of this file was logged at trace level: writes, reads, refusals and the intake.
    expect(logged.length).toBeGreaterThan(20);
    expect(logged.some((line) => line.includes('/reporting-data'))).toBe(true);
    holdsNoSecret(logged.join('\n'));
  });
});
