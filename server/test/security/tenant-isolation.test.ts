import { NEXT_CURSOR_HEADER } from '@lar/contracts/paging';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../applications/application-fixtures.ts';
import { create } from '../helpers/fixtures.ts';
import { fillPath, loadOperations, type Operation, sampleBody, sampleQuery } from '../helpers/openapi.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, sendAs, tableSnapshot } from '../helpers/test-app.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * Driven by the live OpenAPI document: every route is checked, so a new route is covered without
 * a new test. Organization A owns one record of every kind, named with MARKER; organization B owns
 * nothing but its admin, so any of A's ids must be "not found" for B, whatever table it names.
 */
const MARKER = 'Zqxmarker';

const { t, org: a, other: b } = useTwoOrgs('isoa', 'isob');
let operations: Operation[];
let idsOfA: number[];
/** A resident of another household of A's (decision 075): the third actor, who sees only their own. */
let resident: { token: string; unitNumber: string; occupancyId: number };

async function post(token: string, url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

beforeAll(async () => {
  const token = a.adminToken;
  const manager = await post(token, '/api/property-manager', {
    management_co: `${MARKER} Co`,
    email: 'zqx@example.com',
  });
  const managerContact = await post(token, `/api/property-management/${manager.id}/contacts`, {
    full_name: `${MARKER} Pat`,
  });
  const property = await post(token, '/api/property', {
    property_manager_id: manager.id,
    property_manager_contact_id: managerContact.id,
    property_name: `${MARKER} Court`,
  });
  await post(token, `/api/property/${property.id}/contacts`, { full_name: `${MARKER} Lee` });
  // The property's first building (made with it) holds the unit below; a second one holds nothing.
  await post(token, '/api/buildings', {
    property_id: property.id,
    name: `${MARKER} Annex`,
    bin: 'MA-24-00001',
  });
  const program = await create.program(t, token, `${MARKER} Program`);
  const [firstBuilding] = await t.database.query<{ id: number }>(
    'SELECT min(id) AS id FROM buildings WHERE property_id = $1',
    [property.id],
  );
  const unit = await create.unit(t, token, property.id, {
    unit_number: `${MARKER}1`,
    building_id: firstBuilding?.id,
  });
  const candidate = await post(token, '/api/candidates', {
    full_name: `${MARKER} Ana`,
    email: 'zqxana@example.com',
  });
  const occupancy = await create.occupancy(t, token, unit.id, candidate.id, { program_id: program.id });
  // A verification document of that household (decision 077): no other household's resident reaches it.
  await t.database.query(
    `WITH d AS (
       INSERT INTO resident_documents (organization_id, occupancy_id, effective_date, kind, file_name,
           content_type, byte_size, sha256, document_date, received_on, uploaded_by)
       VALUES ($1, $2, current_date, 'OTHER', $3, 'application/pdf', 5, repeat('a', 64),
           current_date, current_date, 'test')
       RETURNING id)
     INSERT INTO resident_document_parts (document_id, part, content) SELECT id, 0, '%PDF-'::bytea FROM d`,
    [a.organizationId, occupancy.id, `${MARKER}.pdf`],
  );
  // An earlier, ended one: a list paged by cursor has a row of A's after its first page's cursor.
  await create.occupancy(t, token, unit.id, candidate.id, {
    status: 'ENDED',
    start_date: '2020-01-01',
    end_date: '2020-12-31',
  });
  // An application of A's, and reporting data (decision 066) on A's certification.
  await insertApplication(t, a.organizationId, {
    propertyId: property.id,
    headName: `${MARKER} Ana`,
  });
  const [certification] = await t.database.query<{ id: number }>(
    'SELECT min(id) AS id FROM income_certifications WHERE organization_id = $1',
    [a.organizationId],
  );
  const reporting = await t.app.inject({
    method: 'PUT',
    url: `/api/certifications/${certification?.id}/reporting-data`,
    headers: bearer(token),
    payload: { members: [{ ssn_last4: '4321', disability: 'NO' }], rental_assistance_source: 'NONE' },
  });
  if (reporting.statusCode !== 204)
    throw new Error(`reporting data: ${reporting.statusCode} ${reporting.body}`);
  await post(token, '/api/contact-messages', {
    name: `${MARKER} Visitor`,
    email: 'v@example.com',
    message: MARKER,
  });
  // A third-party verification request of A's (decision 079), completed, on A's certification.
  await t.database.query(
    `INSERT INTO verification_requests (organization_id, occupancy_id, certification_id, member_index,
            member_name, kind, third_party_name, third_party_email, language, token_hash, expires_at,
            status, answers, annual_cents, signer_name, signed_at, created_by)
     SELECT organization_id, occupancy_id, id, 0, $2, 'EMPLOYMENT', $2, 'zqxpay@example.com', 'en',
            'zqx-token-hash', now() + interval '1 day', 'COMPLETED', '{"kind":"EMPLOYMENT"}', 100, $2, now(), 'zqx'
       FROM income_certifications WHERE id = $1`,
    [certification?.id, `${MARKER} Payroll`],
  );
  // A's other accounts too, so the account routes are tried with their ids. (Who of A may call
  // what is the permission matrix's suite, permission-matrix.test.ts.)
  await t.createSubuser(a, MARKER.toLowerCase());
  await t.createPlainUser(a);

  const tables = await t.database.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'organization_id'
        AND c.table_name NOT IN ('audit_log', 'sessions')
        -- Rows with ids of their own (not derived totals such as occupancy_counts).
        AND EXISTS (SELECT 1 FROM information_schema.columns i
                     WHERE i.table_schema = c.table_schema AND i.table_name = c.table_name
                       AND i.column_name = 'id')`,
  );
  const ids = new Set<number>();
  for (const { table_name } of tables) {
    const rows = await t.database.query<{ id: number }>(
      `SELECT id FROM "${table_name}" WHERE organization_id = $1`,
      [a.organizationId],
    );
    for (const row of rows) ids.add(Number(row.id));
  }
  // B's admin is B's own row: an id of A's that happens to equal it is not foreign to B on /api/users.
  ids.delete(b.adminId);
  idsOfA = [...ids].sort((x, y) => x - y);
  const own = await household(t, a);
  resident = {
    token: await residentToken(t, a, own.occupancyId, 'iso.resident@example.com'),
    unitNumber: own.unitNumber,
    occupancyId: own.occupancyId,
  };
  // The questionnaire is made on its first read (decision 076): read once here, so the portal's
  // reads below change nothing.
  const first = await t.app.inject({
    method: 'GET',
    url: '/api/resident/questionnaire',
    headers: bearer(resident.token),
  });
  if (first.statusCode !== 200) throw new Error(first.body);
  // The household has a draft sent for signature (decision 078), so the portal's signature routes
  // answer with the resident's own document.
  const draft = await sendAs(t, a.adminToken, 'POST', `/api/occupancies/${own.occupancyId}/certifications`, {
    type: 'ANNUAL',
  });
  const sent = await sendAs(
    t,
    a.adminToken,
    'POST',
    `/api/certifications/${json<{ id: number }>(draft).id}/signature-request`,
    {},
  );
  expect(sent.statusCode, sent.body).toBe(201);
  operations = await loadOperations(t);
});

function request(op: Operation, token: string, id: number | undefined, query = '') {
  const body = sampleBody(op);
  return t.app.inject({
    method: op.method,
    // Required query parameters get valid values, so the id is what decides the answer.
    url: (id === undefined ? op.path : fillPath(op.path, id)) + (query || sampleQuery(op)),
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body }),
  });
}

describe('tenant isolation, from the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((o) => o.pathParams.length > 0).length).toBeGreaterThan(25);
    expect(idsOfA.length).toBeGreaterThan(0);
  });

  it("answers 404 to organization B for every route with an id of A's, and changes nothing", async () => {
    const before = await tableSnapshot(t.database);
    const failures: string[] = [];
    // The resident portal's routes are no staff account's (403): the resident's test below tries them.
    for (const op of operations.filter(
      (o) => o.pathParams.length > 0 && o.permission !== 'resident_portal',
    )) {
      for (const id of idsOfA) {
        const res = await request(op, b.adminToken, id);
        // Every route is tried as B's admin, whom the matrix allows everything: so it must be 404, not 403.
        if (res.statusCode !== 404)
          failures.push(
            `${op.method} ${fillPath(op.path, id)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    const after = await tableSnapshot(t.database);
    // B's requests write nothing; only B's own session may have been touched.
    delete before['sessions#hash'];
    delete after['sessions#hash'];
    expect(after).toEqual(before);
  });

  it("never returns A's rows to B from any list, with or without A's ids as filters", async () => {
    const leaks: string[] = [];
    for (const op of operations.filter(
      (o) => o.method === 'GET' && o.pathParams.length === 0 && !o.isPublic,
    )) {
      const idFilters = op.queryParams.filter((p) => p.name.endsWith('_id')).map((p) => p.name);
      const queries = ['', ...idFilters.flatMap((name) => idsOfA.map((id) => `?${name}=${id}`))];
      for (const query of queries) {
        const res = await request(op, b.adminToken, undefined, query);
        if (res.statusCode >= 500 || res.body.includes(MARKER) || res.body.includes(MARKER.toLowerCase())) {
          leaks.push(`${op.path}${query} -> ${res.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it("never returns A's rows to B from a list paged by cursor, given A's own cursor", async () => {
    const paged = operations.filter(
      (o) => o.method === 'GET' && !o.isPublic && o.queryParams.some((p) => p.name === 'after'),
    );
    expect(paged.map((o) => o.path)).toContain('/api/occupancies');
    const leaks: string[] = [];
    for (const op of paged) {
      // A's first page of one row: its cursor points between two of A's rows.
      const first = await t.app.inject({
        method: 'GET',
        url: `${op.path}?limit=1`,
        headers: bearer(a.adminToken),
      });
      const cursor = first.headers[NEXT_CURSOR_HEADER];
      if (typeof cursor !== 'string') {
        leaks.push(`${op.path}: no cursor for A's full page`);
        continue;
      }
      const query = `?after=${encodeURIComponent(cursor)}`;
      const own = await request(op, a.adminToken, undefined, query);
      // The cursor does reach A's next row for A: so B's answer below could show one.
      if (!own.body.includes(MARKER)) leaks.push(`${op.path}${query}: A's next page shows nothing of A's`);
      const res = await request(op, b.adminToken, undefined, query);
      if (res.statusCode >= 500 || res.body.includes(MARKER) || res.body.includes(MARKER.toLowerCase())) {
        leaks.push(`${op.path}${query} -> ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('shows A its own rows in the same lists (the check above can see a leak)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties', headers: bearer(a.adminToken) });
    expect(res.body).toContain(MARKER);
  });

  it("gives a resident nothing of another household's: every staff route 403, the portal only their own", async () => {
    const before = await tableSnapshot(t.database);
    const failures: string[] = [];
    for (const op of operations.filter((o) => !o.isPublic && o.permission !== 'resident_portal')) {
      const ids = op.pathParams.length > 0 ? idsOfA : [undefined];
      for (const id of ids) {
        const res = await request(op, resident.token, id);
        if (res.statusCode !== 403) failures.push(`${op.method} ${op.path} ${id ?? ''} -> ${res.statusCode}`);
      }
    }
    // A portal route with an id (a document's, decision 077) answers 404 for every id of A's: none
    // is of the resident's household, which has sent nothing.
    const withIds = operations.filter((o) => o.permission === 'resident_portal' && o.pathParams.length > 0);
    expect(withIds.length).toBeGreaterThan(0);
    for (const op of withIds) {
      for (const id of idsOfA) {
        const res = await request(op, resident.token, id);
        if (res.statusCode !== 404 || res.body.includes(MARKER))
          failures.push(`${op.method} ${fillPath(op.path, id)} -> ${res.statusCode}`);
      }
    }
    const portal = operations.filter(
      (o) => o.permission === 'resident_portal' && o.method === 'GET' && o.pathParams.length === 0,
    );
    expect(portal.length).toBeGreaterThan(0);
    for (const op of portal) {
      const res = await request(op, resident.token, undefined);
      if (res.statusCode !== 200 || res.body.includes(MARKER))
        failures.push(`${op.path} -> ${res.statusCode}`);
      // The answer is the resident's own household: the check above could see another's.
      else if (op.path === '/api/resident/home' && !res.body.includes(resident.unitNumber))
        failures.push(`${op.path} does not show the resident's own unit`);
      else if (
        op.path === '/api/resident/questionnaire' &&
        !res.body.includes(`"occupancy_id":${resident.occupancyId},`)
      )
        failures.push(`${op.path} is not the resident's own household's`);
    }
    expect(failures).toEqual([]);
    const after = await tableSnapshot(t.database);
    delete before['sessions#hash'];
    delete after['sessions#hash'];
    expect(after).toEqual(before);
  });

  it('answers 401 on every non-public route without a session', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => !o.isPublic)) {
      const res = await t.app.inject({ method: op.method, url: fillPath(op.path, idsOfA[0] ?? 1) });
      if (res.statusCode !== 401) failures.push(`${op.method} ${op.path} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
