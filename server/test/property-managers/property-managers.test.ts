import { describe, expect, it } from 'vitest';
import { crmSuite, type Row } from '../helpers/crm.ts';
import {
  expectForbidden,
  expectNotFound,
  expectRefused,
  json,
  tableSnapshot,
  validationError,
} from '../helpers/test-app.ts';

const s = crmSuite('pma', 'pmb');
const { call, createManager, auditRows } = s;

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
    const res = await call(s.orgA.adminToken, 'POST', '/api/property-manager', fullManager);
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
    const got = await call(s.orgA.adminToken, 'GET', `/api/property-manager/${body.id}`);
    expect(got.statusCode).toBe(200);
    expect(json(got)).toEqual(body);
    const audit = await auditRows('property_manager', body.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'create', actor_username: s.orgA.adminUsername, before: null }),
    ]);
  });

  it('lists as an array with X-Total-Count, filters by q, sorts by name both ways and pages', async () => {
    const org = await s.t.createOrg('pmlist');
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
    ['a postal code of 10 digits', { postal_code: '0221012345' }, 'postal_code', 'us_postal_code'],
    ['an address over 120', { address1: 'x'.repeat(121) }, 'address1', 'too_big'],
    ['a city over 120', { city: 'x'.repeat(121) }, 'city', 'too_big'],
    ['a state over 120', { state: 'x'.repeat(121) }, 'state', 'too_big'],
    ['a wrong type', { city: 12 }, 'city', 'invalid_type'],
    ['an unknown field', { owner: 'me' }, 'owner', 'unrecognized_keys'],
  ];

  it.each(invalid)(
    'refuses %s with its field error and changes nothing',
    async (_label, override, field, code) => {
      await expectRefused(s.t.database, 400, validationError(field, code), [
        () => call(s.orgA.adminToken, 'POST', '/api/property-manager', { ...fullManager, ...override }),
      ]);
    },
  );

  it('updates with the current version, refuses a stale one with 409 and keeps the newer data', async () => {
    const manager = await createManager(s.orgA.adminToken, { phone: '6175550120' });
    const { id, version, properties_count, name, created_at, updated_at, ...fields } = manager;
    const ok = await call(s.orgA.adminToken, 'PUT', `/api/property-manager/${id}`, {
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

    const before = await tableSnapshot(s.t.database);
    const stale = await call(s.orgA.adminToken, 'PUT', `/api/property-manager/${id}`, {
      ...fields,
      management_co: 'Lost Update',
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(await tableSnapshot(s.t.database)).toEqual(before);
    const got = await call(s.orgA.adminToken, 'GET', `/api/property-manager/${id}`);
    expect(json(got)).toMatchObject({ management_co: 'Renamed Co', version: 2 });

    // Without a version the last write wins (decision 018).
    const unversioned = await call(s.orgA.adminToken, 'PUT', `/api/property-manager/${id}`, {
      management_co: 'X',
    });
    expect(unversioned.statusCode).toBe(200);
    expect(json(unversioned)).toMatchObject({ management_co: 'X', version: 3 });

    const audit = await auditRows('property_manager', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ management_co: manager.management_co }),
      after: expect.objectContaining({ management_co: 'Renamed Co' }),
    });
  });

  it('refuses to delete a company that manages properties, with 409 and a message that says why', async () => {
    const manager = await createManager(s.orgA.adminToken);
    const contact = await s.createManagerContact(s.orgA.adminToken, manager.id);
    const property = await s.createProperty(s.orgA.adminToken, manager.id, contact.id);
    expect(json(await call(s.orgA.adminToken, 'GET', `/api/property-manager/${manager.id}`))).toMatchObject({
      properties_count: 1,
    });

    const before = await tableSnapshot(s.t.database);
    const res = await call(s.orgA.adminToken, 'DELETE', `/api/property-manager/${manager.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'IN_USE',
      detail: expect.stringContaining('manages 1 property'),
    });
    expect(await tableSnapshot(s.t.database)).toEqual(before);

    expect((await call(s.orgA.adminToken, 'DELETE', `/api/property/${property.id}`)).statusCode).toBe(200);
    const deleted = await call(s.orgA.adminToken, 'DELETE', `/api/property-manager/${manager.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ success: true });
    expect((await call(s.orgA.adminToken, 'GET', `/api/property-manager/${manager.id}`)).statusCode).toBe(
      404,
    );
    // Its contacts went with it.
    expect(
      (await call(s.orgA.adminToken, 'GET', `/api/property-management/${manager.id}/contacts`)).statusCode,
    ).toBe(404);
    const [{ n }] = (await s.t.database.query<{ n: number }>(
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
    expect((await call(s.orgA.adminToken, 'GET', '/api/property-manager/999999')).statusCode).toBe(404);
    expect((await call(s.orgA.adminToken, 'DELETE', '/api/property-manager/999999')).statusCode).toBe(404);
    const bad = await call(s.orgA.adminToken, 'GET', '/api/property-manager/abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('organizations and roles', () => {
  it("answers 404 to every route for another organization's company, and changes nothing", async () => {
    const manager = await createManager(s.orgB.adminToken);
    await expectNotFound(s.t.database, [
      () => call(s.orgA.adminToken, 'GET', `/api/property-manager/${manager.id}`),
      () =>
        call(s.orgA.adminToken, 'PUT', `/api/property-manager/${manager.id}`, {
          management_co: 'Mine',
          version: 1,
        }),
      () => call(s.orgA.adminToken, 'DELETE', `/api/property-manager/${manager.id}`),
    ]);
    const listA = json<Row[]>(await call(s.orgA.adminToken, 'GET', '/api/property-manager?limit=500'));
    expect(listA.some((m) => m.id === manager.id)).toBe(false);
  });

  it('lets a non-admin main account use every route, and a sub-user read only (decision 017)', async () => {
    const plain = await s.t.createPlainUser(s.orgA);
    const manager = await createManager(plain.token);
    expect((await call(plain.token, 'GET', '/api/property-manager')).statusCode).toBe(200);
    expect((await call(plain.token, 'GET', `/api/property-manager/${manager.id}`)).statusCode).toBe(200);
    const put = await call(plain.token, 'PUT', `/api/property-manager/${manager.id}`, {
      management_co: 'Plain Edited',
      version: manager.version,
    });
    expect(put.statusCode).toBe(200);

    const sub = await s.t.createSubuser(s.orgA);
    expect((await call(sub.token, 'GET', '/api/property-manager')).statusCode).toBe(200);
    expect((await call(sub.token, 'GET', `/api/property-manager/${manager.id}`)).statusCode).toBe(200);
    await expectForbidden(s.t.database, [
      () => call(sub.token, 'POST', '/api/property-manager', { management_co: 'Sub Co' }),
      () =>
        call(sub.token, 'PUT', `/api/property-manager/${manager.id}`, { management_co: 'Sub', version: 2 }),
      () => call(sub.token, 'DELETE', `/api/property-manager/${manager.id}`),
    ]);

    // Its contacts go with it.
    await s.createManagerContact(plain.token, manager.id);
    expect((await call(plain.token, 'DELETE', `/api/property-manager/${manager.id}`)).statusCode).toBe(200);
    const [row] = await s.t.database.query<{ actor_user_id: number }>(
      `SELECT actor_user_id FROM audit_log WHERE entity = 'property_manager' AND action = 'delete'
        AND actor_user_id = $1`,
      [plain.id],
    );
    expect(row?.actor_user_id).toBe(plain.id);
  });

  it('answers 401 without a session', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/property-manager' });
    expect(res.statusCode).toBe(401);
    const post = await s.t.app.inject({
      method: 'POST',
      url: '/api/property-manager',
      payload: { management_co: 'X' },
    });
    expect(post.statusCode).toBe(401);
  });
});
