import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  json,
  type TestApp,
  type TestOrg,
  tableSnapshot,
  unique,
} from '../helpers/test-app.ts';

let t: TestApp;
let orgA: TestOrg;
let orgB: TestOrg;

beforeAll(async () => {
  t = await buildTestApp();
  orgA = await t.createOrg('pma');
  orgB = await t.createOrg('pmb');
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number; version: number };

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function createManager(token: string, body: Record<string, unknown> = {}): Promise<Row> {
  const res = await call(token, 'POST', '/api/property-manager', { management_co: unique('Co '), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return json<Row>(res);
}

async function createContact(
  token: string,
  managerId: number,
  body: Record<string, unknown> = {},
): Promise<Row> {
  const res = await call(token, 'POST', `/api/property-management/${managerId}/contacts`, {
    full_name: unique('Contact '),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Row>(res);
}

async function createProperty(token: string, managerId: number, contactId: number): Promise<Row> {
  const res = await call(token, 'POST', '/api/property', {
    property_manager_id: managerId,
    property_manager_contact_id: contactId,
    property_name: unique('Property '),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Row>(res);
}

async function auditRows(entity: string, entityId: number) {
  return t.database.query<{ action: string; actor_username: string; before: unknown; after: unknown }>(
    'SELECT action, actor_username, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, entityId],
  );
}

const fullManager = {
  management_co: '  Harbor Housing Partners  ',
  phone: '(617) 555-0110',
  fax: '617.555.0111',
  email: ' info@harbor\t.example.com ',
  address1: '200 Harbor St',
  address2: '',
  city: 'Boston',
  state: 'MA',
  postal_code: '02210-1234',
};

describe('management companies', () => {
  it('creates with the original API fields shaped: digits, whitespace-free e-mail, empty as null, name = management_co', async () => {
    const res = await call(orgA.adminToken, 'POST', '/api/property-manager', fullManager);
    expect(res.statusCode).toBe(201);
    const body = json<Row>(res);
    expect(body).toMatchObject({
      management_co: 'Harbor Housing Partners',
      name: 'Harbor Housing Partners',
      phone: '6175550110',
      fax: '6175550111',
      email: 'info@harbor.example.com',
      address1: '200 Harbor St',
      address2: null,
      city: 'Boston',
      state: 'MA',
      postal_code: '022101234',
      properties_count: 0,
      version: 1,
    });
    const got = await call(orgA.adminToken, 'GET', `/api/property-manager/${body.id}`);
    expect(got.statusCode).toBe(200);
    expect(json(got)).toEqual(body);
    const audit = await auditRows('property_manager', body.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'create', actor_username: orgA.adminUsername, before: null }),
    ]);
  });

  it('lists as an array with X-Total-Count, filters by q, sorts by name both ways and pages', async () => {
    const org = await t.createOrg('pmlist');
    for (const name of [
      'Beacon Hill Homes',
      'acorn Property Co',
      'Cedar 100%_Housing',
      'Dorchester Living',
    ]) {
      await createManager(org.adminToken, { management_co: name });
    }
    const all = await call(org.adminToken, 'GET', '/api/property-manager');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    const names = json<Row[]>(all).map((m) => m.management_co);
    expect(names).toEqual([
      'acorn Property Co',
      'Beacon Hill Homes',
      'Cedar 100%_Housing',
      'Dorchester Living',
    ]);
    expect(json<Row[]>(all).every((m) => m.name === m.management_co)).toBe(true);

    const desc = await call(org.adminToken, 'GET', '/api/property-manager?sort=-name');
    expect(json<Row[]>(desc).map((m) => m.management_co)).toEqual([...names].reverse());

    const filtered = await call(org.adminToken, 'GET', '/api/property-manager?q=HOUS');
    expect(json<Row[]>(filtered).map((m) => m.management_co)).toEqual(['Cedar 100%_Housing']);
    expect(filtered.headers['x-total-count']).toBe('1');
    // % and _ are literal characters, not wildcards.
    const literal = await call(org.adminToken, 'GET', '/api/property-manager?q=0%25_H');
    expect(json<Row[]>(literal).map((m) => m.management_co)).toEqual(['Cedar 100%_Housing']);
    const none = await call(org.adminToken, 'GET', '/api/property-manager?q=%25%25%25');
    expect(json<Row[]>(none)).toEqual([]);

    const page = await call(org.adminToken, 'GET', '/api/property-manager?limit=2&offset=2');
    expect(json<Row[]>(page).map((m) => m.management_co)).toEqual([
      'Cedar 100%_Housing',
      'Dorchester Living',
    ]);
    expect(page.headers['x-total-count']).toBe('4');

    const empties = await call(org.adminToken, 'GET', '/api/property-manager?q=&sort=&limit=&offset=');
    expect(json<Row[]>(empties)).toHaveLength(4);
    const badSort = await call(org.adminToken, 'GET', '/api/property-manager?sort=phone');
    expect(badSort.statusCode).toBe(400);
    expect(json(badSort)).toMatchObject({ errors: [expect.objectContaining({ field: 'sort' })] });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing company name', { management_co: undefined }, 'management_co', 'invalid_type'],
    ['a blank company name', { management_co: '   ' }, 'management_co', 'too_small'],
    ['a company name over 120', { management_co: 'x'.repeat(121) }, 'management_co', 'too_big'],
    ['a phone of 9 digits', { phone: '617555011' }, 'phone', 'phone_digits'],
    ['a phone of 11 digits', { phone: '1 617 555 0110' }, 'phone', 'phone_digits'],
    ['a fax of 3 digits', { fax: '555' }, 'fax', 'phone_digits'],
    ['an e-mail without @', { email: 'info.example.com' }, 'email', 'invalid_email'],
    ['an e-mail over 150', { email: `${'a'.repeat(145)}@x.com` }, 'email', 'too_big'],
    ['a postal code of 10 digits', { postal_code: '0221012345' }, 'postal_code', 'postal_digits'],
    ['an address over 120', { address1: 'x'.repeat(121) }, 'address1', 'too_big'],
    ['a city over 120', { city: 'x'.repeat(121) }, 'city', 'too_big'],
    ['a state over 120', { state: 'x'.repeat(121) }, 'state', 'too_big'],
    ['a wrong type', { city: 12 }, 'city', 'invalid_type'],
    ['an unknown field', { owner: 'me' }, 'owner', 'unrecognized_keys'],
  ];

  it.each(invalid)(
    'refuses %s with its field error and changes nothing',
    async (_label, override, field, code) => {
      const before = await tableSnapshot(t.database);
      const res = await call(orgA.adminToken, 'POST', '/api/property-manager', {
        ...fullManager,
        ...override,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: expect.arrayContaining([expect.objectContaining({ field, code })]),
      });
      expect(await tableSnapshot(t.database)).toEqual(before);
    },
  );

  it('updates with the current version, refuses a stale one with 409 and keeps the newer data', async () => {
    const manager = await createManager(orgA.adminToken, { phone: '6175550120' });
    const { id, version, properties_count, name, created_at, updated_at, ...fields } = manager;
    const ok = await call(orgA.adminToken, 'PUT', `/api/property-manager/${id}`, {
      ...fields,
      management_co: 'Renamed Co',
      city: 'Cambridge',
      version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({
      management_co: 'Renamed Co',
      name: 'Renamed Co',
      city: 'Cambridge',
      version: 2,
    });

    const before = await tableSnapshot(t.database);
    const stale = await call(orgA.adminToken, 'PUT', `/api/property-manager/${id}`, {
      ...fields,
      management_co: 'Lost Update',
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(await tableSnapshot(t.database)).toEqual(before);
    const got = await call(orgA.adminToken, 'GET', `/api/property-manager/${id}`);
    expect(json(got)).toMatchObject({ management_co: 'Renamed Co', version: 2 });

    const missingVersion = await call(orgA.adminToken, 'PUT', `/api/property-manager/${id}`, {
      management_co: 'X',
    });
    expect(missingVersion.statusCode).toBe(400);
    expect(json(missingVersion)).toMatchObject({ errors: [expect.objectContaining({ field: 'version' })] });

    const audit = await auditRows('property_manager', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ management_co: manager.management_co }),
      after: expect.objectContaining({ management_co: 'Renamed Co' }),
    });
  });

  it('refuses to delete a company that manages properties, with 409 and a message that says why', async () => {
    const manager = await createManager(orgA.adminToken);
    const contact = await createContact(orgA.adminToken, manager.id);
    const property = await createProperty(orgA.adminToken, manager.id, contact.id);
    expect(json(await call(orgA.adminToken, 'GET', `/api/property-manager/${manager.id}`))).toMatchObject({
      properties_count: 1,
    });

    const before = await tableSnapshot(t.database);
    const res = await call(orgA.adminToken, 'DELETE', `/api/property-manager/${manager.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'IN_USE',
      detail: expect.stringContaining('manages 1 property'),
    });
    expect(await tableSnapshot(t.database)).toEqual(before);

    expect((await call(orgA.adminToken, 'DELETE', `/api/property/${property.id}`)).statusCode).toBe(200);
    const deleted = await call(orgA.adminToken, 'DELETE', `/api/property-manager/${manager.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ success: true });
    expect((await call(orgA.adminToken, 'GET', `/api/property-manager/${manager.id}`)).statusCode).toBe(404);
    // Its contacts went with it.
    expect(
      (await call(orgA.adminToken, 'GET', `/api/property-management/${manager.id}/contacts`)).statusCode,
    ).toBe(404);
    const [{ n }] = (await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM property_manager_contacts WHERE property_manager_id = $1',
      [manager.id],
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await auditRows('property_manager', manager.id)).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('answers 404 for ids that do not exist and refuses malformed ids', async () => {
    expect((await call(orgA.adminToken, 'GET', '/api/property-manager/999999')).statusCode).toBe(404);
    expect((await call(orgA.adminToken, 'DELETE', '/api/property-manager/999999')).statusCode).toBe(404);
    const bad = await call(orgA.adminToken, 'GET', '/api/property-manager/abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('management company contacts', () => {
  it('adds, lists, edits and deletes contacts with the original API fields', async () => {
    const manager = await createManager(orgA.adminToken);
    const res = await call(orgA.adminToken, 'POST', `/api/property-management/${manager.id}/contacts`, {
      full_name: ' Ana Souza ',
      email: 'ana @harbor.example.com',
      phone: '(617) 555-0130',
      position: 'Leasing Manager',
      department: '',
      primary_contact: true,
      preferencial: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const contact = json<Row>(res);
    expect(contact).toMatchObject({
      property_manager_id: manager.id,
      full_name: 'Ana Souza',
      email: 'ana@harbor.example.com',
      phone: '6175550130',
      position: 'Leasing Manager',
      department: null,
      primary_contact: true,
      preferencial: true,
      version: 1,
    });
    const second = await createContact(orgA.adminToken, manager.id, { full_name: 'Bruno Lima' });
    expect(second).toMatchObject({ primary_contact: false, preferencial: false });

    const list = await call(orgA.adminToken, 'GET', `/api/property-management/${manager.id}/contacts`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(json<Row[]>(list).map((c) => c.full_name)).toEqual(['Ana Souza', 'Bruno Lima']);
    const filtered = await call(
      orgA.adminToken,
      'GET',
      `/api/property-management/${manager.id}/contacts?q=brun&sort=-name`,
    );
    expect(json<Row[]>(filtered).map((c) => c.full_name)).toEqual(['Bruno Lima']);

    const edited = await call(orgA.adminToken, 'PUT', `/api/property-management/contact/${second.id}`, {
      full_name: 'Bruno Lima',
      position: 'Director',
      version: second.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({ position: 'Director', email: null, version: 2 });

    const deleted = await call(orgA.adminToken, 'DELETE', `/api/property-management/contact/${second.id}`);
    expect(deleted.statusCode).toBe(200);
    const after = await call(orgA.adminToken, 'GET', `/api/property-management/${manager.id}/contacts`);
    expect(json<Row[]>(after).map((c) => c.id)).toEqual([contact.id]);
    expect((await auditRows('property_manager_contact', second.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('keeps at most one primary contact per company: a new primary clears the old one', async () => {
    const manager = await createManager(orgA.adminToken);
    const first = await createContact(orgA.adminToken, manager.id, { primary_contact: true });
    const second = await createContact(orgA.adminToken, manager.id, { primary_contact: true });
    const list = async () =>
      json<Row[]>(await call(orgA.adminToken, 'GET', `/api/property-management/${manager.id}/contacts`));
    expect((await list()).filter((c) => c.primary_contact).map((c) => c.id)).toEqual([second.id]);
    const demoted = (await list()).find((c) => c.id === first.id);
    expect(demoted).toMatchObject({ primary_contact: false, version: 2 });
    expect((await auditRows('property_manager_contact', first.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);

    // Editing the first back to primary clears the second.
    const res = await call(orgA.adminToken, 'PUT', `/api/property-management/contact/${first.id}`, {
      full_name: String(first.full_name),
      primary_contact: true,
      version: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).filter((c) => c.primary_contact).map((c) => c.id)).toEqual([first.id]);

    // A company's primary does not touch another company's.
    const other = await createManager(orgA.adminToken);
    await createContact(orgA.adminToken, other.id, { primary_contact: true });
    expect((await list()).filter((c) => c.primary_contact).map((c) => c.id)).toEqual([first.id]);
  });

  const invalidContacts: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing full name', { full_name: undefined }, 'full_name', 'invalid_type'],
    ['a blank full name', { full_name: ' ' }, 'full_name', 'too_small'],
    ['a full name over 150', { full_name: 'x'.repeat(151) }, 'full_name', 'too_big'],
    ['a bad e-mail', { email: 'ana@' }, 'email', 'invalid_email'],
    ['a phone of 7 digits', { phone: '555-0130' }, 'phone', 'phone_digits'],
    ['a phone input over 30 characters', { phone: '6'.repeat(31) }, 'phone', 'too_big'],
    ['a position over 150', { position: 'x'.repeat(151) }, 'position', 'too_big'],
    ['a department over 150', { department: 'x'.repeat(151) }, 'department', 'too_big'],
    ['a primary flag that is not a boolean', { primary_contact: 'yes' }, 'primary_contact', 'invalid_type'],
    ['a preferencial flag that is not a boolean', { preferencial: 1 }, 'preferencial', 'invalid_type'],
  ];

  it.each(invalidContacts)('refuses %s with its field error', async (_label, override, field, code) => {
    const manager = await createManager(orgA.adminToken);
    const before = await tableSnapshot(t.database);
    const res = await call(orgA.adminToken, 'POST', `/api/property-management/${manager.id}/contacts`, {
      full_name: 'Valid Name',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses a stale contact update with 409', async () => {
    const manager = await createManager(orgA.adminToken);
    const contact = await createContact(orgA.adminToken, manager.id);
    const put = (full_name: string, version: number) =>
      call(orgA.adminToken, 'PUT', `/api/property-management/contact/${contact.id}`, { full_name, version });
    expect((await put('First Edit', 1)).statusCode).toBe(200);
    const stale = await put('Second Edit', 1);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });
  });

  it('refuses to delete a contact that a property uses as its company contact', async () => {
    const manager = await createManager(orgA.adminToken);
    const contact = await createContact(orgA.adminToken, manager.id);
    await createProperty(orgA.adminToken, manager.id, contact.id);
    const res = await call(orgA.adminToken, 'DELETE', `/api/property-management/contact/${contact.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'IN_USE', detail: expect.stringContaining('1 property') });
  });

  it('answers 404 for contacts of a company that does not exist', async () => {
    expect((await call(orgA.adminToken, 'GET', '/api/property-management/999999/contacts')).statusCode).toBe(
      404,
    );
    const post = await call(orgA.adminToken, 'POST', '/api/property-management/999999/contacts', {
      full_name: 'X',
    });
    expect(post.statusCode).toBe(404);
    const put = await call(orgA.adminToken, 'PUT', '/api/property-management/contact/999999', {
      full_name: 'X',
      version: 1,
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('organizations and roles', () => {
  it("answers 404 to every route for another organization's company and contacts, and changes nothing", async () => {
    const manager = await createManager(orgB.adminToken);
    const contact = await createContact(orgB.adminToken, manager.id);
    const before = await tableSnapshot(t.database);
    const attempts = [
      call(orgA.adminToken, 'GET', `/api/property-manager/${manager.id}`),
      call(orgA.adminToken, 'PUT', `/api/property-manager/${manager.id}`, {
        management_co: 'Mine',
        version: 1,
      }),
      call(orgA.adminToken, 'DELETE', `/api/property-manager/${manager.id}`),
      call(orgA.adminToken, 'GET', `/api/property-management/${manager.id}/contacts`),
      call(orgA.adminToken, 'POST', `/api/property-management/${manager.id}/contacts`, { full_name: 'Spy' }),
      call(orgA.adminToken, 'PUT', `/api/property-management/contact/${contact.id}`, {
        full_name: 'X',
        version: 1,
      }),
      call(orgA.adminToken, 'DELETE', `/api/property-management/contact/${contact.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(json(res)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
    const listA = json<Row[]>(await call(orgA.adminToken, 'GET', '/api/property-manager?limit=500'));
    expect(listA.some((m) => m.id === manager.id)).toBe(false);
  });

  it('lets a sub-user and a non-admin account use every route (CRM, not admin)', async () => {
    const sub = await t.createSubuser(orgA);
    const plain = await t.createPlainUser(orgA);
    for (const token of [sub.token, plain.token]) {
      const manager = await createManager(token);
      expect((await call(token, 'GET', '/api/property-manager')).statusCode).toBe(200);
      expect((await call(token, 'GET', `/api/property-manager/${manager.id}`)).statusCode).toBe(200);
      const put = await call(token, 'PUT', `/api/property-manager/${manager.id}`, {
        management_co: 'Sub Edited',
        version: manager.version,
      });
      expect(put.statusCode).toBe(200);
      const contact = await createContact(token, manager.id);
      expect((await call(token, 'GET', `/api/property-management/${manager.id}/contacts`)).statusCode).toBe(
        200,
      );
      const putContact = await call(token, 'PUT', `/api/property-management/contact/${contact.id}`, {
        full_name: 'Edited',
        version: contact.version,
      });
      expect(putContact.statusCode).toBe(200);
      expect((await call(token, 'DELETE', `/api/property-management/contact/${contact.id}`)).statusCode).toBe(
        200,
      );
      expect((await call(token, 'DELETE', `/api/property-manager/${manager.id}`)).statusCode).toBe(200);
    }
    const [row] = await t.database.query<{ actor_subuser_id: number }>(
      `SELECT actor_subuser_id FROM audit_log WHERE entity = 'property_manager' AND actor_subuser_id IS NOT NULL LIMIT 1`,
    );
    expect(row?.actor_subuser_id).toBe(sub.id);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/property-manager' });
    expect(res.statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/property-manager',
      payload: { management_co: 'X' },
    });
    expect(post.statusCode).toBe(401);
  });
});
