import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../applications/application-fixtures.ts';
import { createCandidate, createOccupancy, createProgram, createUnit } from '../helpers/fixtures.ts';
import { fillPath, loadOperations, type Operation } from '../helpers/openapi.ts';
import { bearer, buildTestApp, type TestApp, type TestOrg, tableSnapshot } from '../helpers/test-app.ts';

/**
 * Clients written from the spec (decision 018): they send an update without `version`, or send back
 * the whole record they fetched. Driven by the live OpenAPI document: every PUT and PATCH must have
 * a way to read its record below, so a new update route fails here until it is covered.
 */

type Answer = Record<string, unknown> & { id: number; version: number };

interface UpdateCase {
  /** The audit log's name for the record. */
  entity: string;
  /** The record's id, for the path and the audit log. */
  id(): number;
  /** The record as the API answers it (a single GET, or its row of a list). */
  read(): Promise<Answer>;
  /** The body a spec client sends: the answer as it is, unless the route names its fields otherwise. */
  echo?(answer: Answer): Record<string, unknown>;
}

let t: TestApp;
let org: TestOrg;
let operations: Operation[];
const ids: Record<string, number> = {};

async function call(method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(org.adminToken),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function post(url: string, payload: object): Promise<{ id: number }> {
  const res = await call('POST', url, payload);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

async function get(url: string): Promise<unknown> {
  const res = await call('GET', url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const rowOf = (rows: unknown, key: string): Answer => {
  const row = (rows as Answer[]).find((r) => r.id === ids[key]);
  if (!row) throw new Error(`no ${key} in the list`);
  return row;
};

/** A record read by its own GET, `${path}/${id}`. */
const single = (entity: string, key: string, path: string): UpdateCase => ({
  entity,
  id: () => ids[key] ?? 0,
  read: async () => (await get(`${path}/${ids[key]}`)) as Answer,
});

/** A record read as its row of a list (`rows` picks the rows out of the answer). */
const listed = (
  entity: string,
  key: string,
  path: () => string,
  rows: (answer: unknown) => unknown = (answer) => answer,
): UpdateCase => ({
  entity,
  id: () => ids[key] ?? 0,
  read: async () => rowOf(rows(await get(path())), key),
});

const cases: Record<string, UpdateCase> = {
  'PUT /api/property-manager/{id}': single('property_manager', 'manager', '/api/property-manager'),
  'PUT /api/property-management/contact/{contactId}': listed(
    'property_manager_contact',
    'managerContact',
    () => `/api/property-management/${ids.manager}/contacts`,
  ),
  'PUT /api/property/{id}': single('property', 'property', '/api/property'),
  'PUT /api/properties/{id}': {
    ...single('property', 'property', '/api/property'),
    // The details form names three fields its own way (decision 006); the rest is the answer.
    echo: (answer) => ({
      ...answer,
      name: answer.property_name,
      address1: answer.street1,
      address2: answer.street2,
    }),
  },
  'PUT /api/property/contact/{contactId}': listed(
    'property_contact',
    'propertyContact',
    () => `/api/property/${ids.property}/contacts`,
  ),
  'PUT /api/buildings/{id}': single('building', 'building', '/api/buildings'),
  'PUT /api/govprograms/{id}': single('gov_program', 'program', '/api/govprograms'),
  'PATCH /api/govprograms/{id}/status': single('gov_program', 'program', '/api/govprograms'),
  'PUT /api/units/{id}': single('unit', 'unit', '/api/units'),
  'PUT /api/candidates/{id}': single('candidate', 'candidate', '/api/candidates'),
  'PUT /api/occupancies/{id}': single('occupancy', 'occupancy', '/api/occupancies'),
  'PUT /api/certifications/{id}': single('certification', 'certification', '/api/certifications'),
  'PUT /api/users/{id}': listed('user', 'user', () => '/api/users'),
  'PUT /api/units/{id}/listing': {
    entity: 'unit_listing',
    id: () => ids.listed ?? 0,
    read: async () => (await get(`/api/units/${ids.listed}/listing`)) as Answer,
  },
  'PATCH /api/visit-requests/{id}': single('visit_request', 'visit', '/api/visit-requests'),
  'PATCH /api/applications/{id}': single('application', 'application', '/api/applications'),
  'PUT /api/property-preferences/{id}': listed(
    'property_preference',
    'preference',
    () => `/api/property/${ids.property}/preferences`,
  ),
  'PATCH /api/subuser/{id}': listed(
    'subuser',
    'subuser',
    () => '/api/subuser/list',
    (answer) => (answer as { subusers: unknown }).subusers,
  ),
};

beforeAll(async () => {
  t = await buildTestApp();
  org = await t.createOrg('echo');
  const token = org.adminToken;
  ids.manager = (await post('/api/property-manager', { management_co: 'Echo Co', phone: '6175550100' })).id;
  ids.managerContact = (
    await post(`/api/property-management/${ids.manager}/contacts`, {
      full_name: 'Pat Echo',
      primary_contact: true,
    })
  ).id;
  ids.property = (
    await post('/api/property', {
      property_manager_id: ids.manager,
      property_manager_contact_id: ids.managerContact,
      property_name: 'Echo Court',
      street1: '1 Main St',
      pet_fee_dog: 25.5,
      units_count: 12,
    })
  ).id;
  ids.propertyContact = (await post(`/api/property/${ids.property}/contacts`, { full_name: 'Lee Echo' })).id;
  // The property's first building, made with it; a BIN and a first credit year to echo back.
  ids.building = ((await get(`/api/property/${ids.property}/buildings`)) as Answer[])[0]?.id as number;
  await call('PUT', `/api/buildings/${ids.building}`, {
    name: 'Echo Court',
    bin: 'MA-24-00042',
    placed_in_service_date: '2024-05-01',
    first_credit_year: 2024,
  });
  ids.program = (await createProgram(t, token, 'Echo Program')).id;
  ids.unit = (
    await createUnit(t, token, ids.property, { gov_program_id: ids.program, amenities: ['Balcony'] })
  ).id;
  ids.candidate = (
    await createCandidate(t, token, { income: 41000.5, document_type: 'cpf', document_number: '123456789' })
  ).id;
  ids.occupancy = (await createOccupancy(t, token, ids.unit, ids.candidate, { program_id: ids.program })).id;
  // The occupancy's move-in draft, made with it.
  ids.certification =
    ((await get(`/api/occupancies/${ids.occupancy}/certifications`)) as Answer[])[0]?.id ?? 0;
  // A vacant unit listed on the public site (this organization is the site's), and a visit asked for it.
  ids.listed = (await createUnit(t, token, ids.property)).id;
  await call('PUT', `/api/units/${ids.listed}/listing`, {
    listed: true,
    asking_rent: '1100',
    description: 'Echo',
  });
  const visit = await t.app.inject({
    method: 'POST',
    url: '/api/public/visit-requests',
    payload: { listing_id: ids.listed, name: 'Echo Visitor', email: 'visitor@example.com' },
  });
  if (visit.statusCode !== 201) throw new Error(`visit request: ${visit.statusCode} ${visit.body}`);
  ids.visit = ((await get('/api/visit-requests')) as Answer[])[0]?.id ?? 0;
  ids.preference = (
    await post(`/api/property/${ids.property}/preferences`, {
      name: 'Works in the city',
      description: 'Echo',
    })
  ).id;
  ids.application = (await insertApplication(t, org.organizationId, { propertyId: ids.property })).id;
  ids.subuser = (await t.createSubuser(org, 'echo')).id;
  ids.user = (
    (await post('/api/users', {
      username: 'echo-plain',
      email: 'echo-plain@example.com',
      password: 'Correct-Horse-42',
      is_admin: false,
    })) as unknown as { user: { id: number } }
  ).user.id;
  operations = await loadOperations(t);
});
afterAll(() => t.close());

const keyOf = (op: Operation) => `${op.method} ${op.path}`;
/**
 * Updates of versioned records; a schedule replaced whole (utility allowances) has no version to
 * echo. The resident portal's questionnaire is no record of the spec that its clients echo: only
 * the portal's page saves it, with a resident's session (decision 076), and its stale version is
 * held by `server/test/resident-questionnaire/`.
 */
const updates = () =>
  operations.filter(
    (op) =>
      (op.method === 'PUT' || op.method === 'PATCH') &&
      op.body?.properties?.version !== undefined &&
      op.permission !== 'resident_portal',
  );

function withoutChangeMarks(answer: Answer) {
  const { updated_at: _updated, version: _version, ...rest } = answer;
  return rest;
}

async function latestAudit(update: UpdateCase) {
  const history = (await get(`/api/audit-log?entity=${update.entity}&entity_id=${update.id()}`)) as Array<{
    action: string;
    version_given: boolean | null;
  }>;
  return history[0];
}

/** Every table's rows, less what reading and logging in touch. */
async function snapshot() {
  const tables = await tableSnapshot(t.database);
  delete tables['sessions#hash'];
  return tables;
}

function put(op: Operation, update: UpdateCase, body: Record<string, unknown>) {
  return call(op.method, fillPath(op.path, update.id()), body);
}

describe('updates from clients written from the spec, from the OpenAPI document', () => {
  it('knows how to read the record of every update route', () => {
    expect(updates().length).toBeGreaterThanOrEqual(12);
    expect(updates().map(keyOf).sort()).toEqual(Object.keys(cases).sort());
  });

  it('documents the fields a body takes back and ignores as read-only', () => {
    for (const op of updates()) {
      expect(op.body?.properties?.created_at?.readOnly, keyOf(op)).toBe(true);
      expect(op.body?.properties?.nickname, keyOf(op)).toBeUndefined();
    }
  });

  it('takes back the whole answer unchanged, with and without its version: only updated_at and version move', async () => {
    const failures: string[] = [];
    for (const op of updates()) {
      const update = cases[keyOf(op)] as UpdateCase;
      for (const sendVersion of [true, false]) {
        const before = await update.read();
        const echoed = update.echo?.(before) ?? { ...before };
        if (!sendVersion) delete echoed.version;
        const res = await put(op, update, echoed);
        if (res.statusCode !== 200) {
          failures.push(
            `${keyOf(op)} (version ${sendVersion ? 'sent' : 'absent'}) -> ${res.statusCode} ${res.body}`,
          );
          continue;
        }
        const after = await update.read();
        expect(withoutChangeMarks(after), keyOf(op)).toEqual(withoutChangeMarks(before));
        expect(after.version, keyOf(op)).toBe(before.version + 1);
        const audit = await latestAudit(update);
        expect(audit, keyOf(op)).toMatchObject({ action: 'update', version_given: sendVersion });
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    for (const op of updates()) {
      const update = cases[keyOf(op)] as UpdateCase;
      const read = await update.read();
      const { version: _current, ...unversioned } = update.echo?.(read) ?? read;
      // Someone else saves first; the record read before that is now stale.
      expect((await put(op, update, unversioned)).statusCode, keyOf(op)).toBe(200);
      const before = await snapshot();
      const res = await put(op, update, update.echo?.(read) ?? read);
      expect(res.statusCode, `${keyOf(op)}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
      expect(await snapshot(), keyOf(op)).toEqual(before);
    }
  });

  it('still refuses a field the answer does not have, with 400 naming it, and changes nothing', async () => {
    for (const op of updates()) {
      const update = cases[keyOf(op)] as UpdateCase;
      const current = await update.read();
      const before = await snapshot();
      const res = await put(op, update, { ...(update.echo?.(current) ?? current), nickname: 'x' });
      expect(res.statusCode, `${keyOf(op)}: ${res.body}`).toBe(400);
      expect(res.json().errors, keyOf(op)).toContainEqual(
        expect.objectContaining({ field: 'nickname', code: 'unrecognized_keys' }),
      );
      expect(await snapshot(), keyOf(op)).toEqual(before);
    }
  });

  it('applies a change sent without a version over a newer one: the last write wins', async () => {
    const unit = (await get(`/api/units/${ids.unit}`)) as Answer;
    const first = await call('PUT', `/api/units/${ids.unit}`, { ...unit, notes: 'first' });
    expect(first.statusCode, first.body).toBe(200);
    // A client still holding the older record: with its version refused, without it applied.
    expect((await call('PUT', `/api/units/${ids.unit}`, { ...unit, notes: 'second' })).statusCode).toBe(409);
    const { version: _stale, ...unversioned } = unit;
    const second = await call('PUT', `/api/units/${ids.unit}`, { ...unversioned, notes: 'second' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ notes: 'second', version: unit.version + 2 });
  });
});
