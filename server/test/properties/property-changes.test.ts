import { describe, expect, it } from 'vitest';
import type { Row } from '../helpers/crm.ts';
import { expectForbidden, expectNotFound, json, tableSnapshot } from '../helpers/test-app.ts';
import { propertySuite } from './property-fixtures.ts';

const s = propertySuite('prc', 'prd');
const { call, created, createCompany, minimal, fullBody, createProperty } = s;

describe('property changes', () => {
  it('replaces every field with PUT and the current version; a stale version gets 409', async () => {
    const property = await createProperty(s.orgA.adminToken, { pet_fee_cat: 10, city: 'Boston' });
    const body = {
      ...fullBody(),
      property_manager_contact_id: s.company.otherContactId,
      version: property.version,
    };
    const ok = await call(s.orgA.adminToken, 'PUT', `/api/property/${property.id}`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({
      property_name: 'Elm Street Apartments',
      property_manager_contact_id: s.company.otherContactId,
      property_manager_contact_name: 'Otto Other',
      pet_fee_dog: '40.50',
      version: 2,
    });

    const before = await tableSnapshot(s.t.database);
    const stale = await call(s.orgA.adminToken, 'PUT', `/api/property/${property.id}`, {
      ...body,
      property_name: 'Lost',
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(await tableSnapshot(s.t.database)).toEqual(before);

    const wrongContact = await call(s.orgA.adminToken, 'PUT', `/api/property/${property.id}`, {
      ...body,
      version: 2,
      property_manager_contact_id: (await createCompany(s.orgA.adminToken)).contactId,
    });
    expect(wrongContact.statusCode).toBe(400);

    const audit = await s.t.database.query<{ action: string; before: { version: number } | null }>(
      `SELECT action, before FROM audit_log WHERE entity = 'property' AND entity_id = $1 ORDER BY id`,
      [property.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before?.version).toBe(1);
  });

  it('PUT /api/properties/{id} maps the details form onto the property and checks the version', async () => {
    const property = await createProperty(s.orgA.adminToken, { city: 'Boston', pet_fee_cat: 12 });
    const res = await call(s.orgA.adminToken, 'PUT', `/api/properties/${property.id}`, {
      name: 'Renamed Place',
      property_type: 'Senior housing',
      property_location: 'Corner of Elm and Main',
      address1: '1 Main St',
      address2: 'Building B',
      city: 'Cambridge',
      state: 'MA',
      postal_code: '02139-0001',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      property_name: 'Renamed Place',
      property_type: 'Senior housing',
      property_location: 'Corner of Elm and Main',
      street1: '1 Main St',
      street2: 'Building B',
      city: 'Cambridge',
      postal_code: '021390001',
      pet_fee_cat: '12.00',
      version: 2,
    });
    const stale = await call(s.orgA.adminToken, 'PUT', `/api/properties/${property.id}`, {
      name: 'X',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const invalidBody = await call(s.orgA.adminToken, 'PUT', `/api/properties/${property.id}`, {
      name: '',
      postal_code: '1234567890',
      version: 2,
    });
    expect(invalidBody.statusCode).toBe(400);
    expect(
      json<{ errors: Array<{ field: string }> }>(invalidBody)
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['name', 'postal_code']);
    const missing = await call(s.orgA.adminToken, 'PUT', '/api/properties/999999', { name: 'X', version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a property with its contacts', async () => {
    const property = await createProperty();
    await created(
      await call(s.orgA.adminToken, 'POST', `/api/property/${property.id}/contacts`, { full_name: 'A' }),
    );
    const res = await call(s.orgA.adminToken, 'DELETE', `/api/property/${property.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true });
    expect((await call(s.orgA.adminToken, 'GET', `/api/property/${property.id}`)).statusCode).toBe(404);
    const [row] = await s.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM property_contacts WHERE property_id = $1',
      [property.id],
    );
    expect(row?.n).toBe(0);
    expect((await call(s.orgA.adminToken, 'DELETE', `/api/property/${property.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a property that has units, with 409 and a message that says why', async () => {
    const property = await createProperty();
    await s.t.database.query(
      `INSERT INTO units (organization_id, property_id, unit_number, unit_type) VALUES ($1, $2, '1A', '2BR')`,
      [s.orgA.organizationId, property.id],
    );
    const before = await tableSnapshot(s.t.database);
    const res = await call(s.orgA.adminToken, 'DELETE', `/api/property/${property.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'IN_USE', detail: expect.stringContaining('1 unit') });
    expect(await tableSnapshot(s.t.database)).toEqual(before);
  });

  it('refuses with 409 IN_USE to delete a property that any other table still references', async () => {
    // Stands in for a later dependent table: the foreign key alone blocks the deletion.
    await s.t.database.query(
      'CREATE TABLE IF NOT EXISTS test_property_dependents (id int PRIMARY KEY, property_id int NOT NULL REFERENCES properties(id))',
    );
    const property = await createProperty();
    await s.t.database.query('INSERT INTO test_property_dependents VALUES (1, $1)', [property.id]);
    const before = await tableSnapshot(s.t.database);
    const res = await call(s.orgA.adminToken, 'DELETE', `/api/property/${property.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'IN_USE' });
    expect(await tableSnapshot(s.t.database)).toEqual(before);
    await s.t.database.query('DROP TABLE test_property_dependents');
  });
});

describe('organizations and roles', () => {
  it("answers 404 to every route for another organization's property and company", async () => {
    const companyB = await createCompany(s.orgB.adminToken);
    const propertyB = await created(
      await call(s.orgB.adminToken, 'POST', '/api/property', {
        property_manager_id: companyB.id,
        property_manager_contact_id: companyB.contactId,
        property_name: 'Private Place',
      }),
    );
    await expectNotFound(s.t.database, [
      () => call(s.orgA.adminToken, 'GET', `/api/property/${propertyB.id}`),
      () => call(s.orgA.adminToken, 'PUT', `/api/property/${propertyB.id}`, { ...minimal(), version: 1 }),
      () => call(s.orgA.adminToken, 'PUT', `/api/properties/${propertyB.id}`, { name: 'Mine', version: 1 }),
      () => call(s.orgA.adminToken, 'DELETE', `/api/property/${propertyB.id}`),
      // A property of s.orgA cannot be attached to s.orgB's s.company.
      () =>
        call(s.orgA.adminToken, 'POST', '/api/property', {
          property_manager_id: companyB.id,
          property_manager_contact_id: companyB.contactId,
          property_name: 'Sneaky',
        }),
    ]);
    const listA = json<Row[]>(await call(s.orgA.adminToken, 'GET', '/api/properties?limit=500'));
    expect(listA.some((p) => p.id === propertyB.id)).toBe(false);
    const filteredByForeignCompany = await call(
      s.orgA.adminToken,
      'GET',
      `/api/properties?property_manager_id=${companyB.id}`,
    );
    expect(json<Row[]>(filteredByForeignCompany)).toEqual([]);
  });

  it('lets a non-admin main account use every route, and a sub-user read only (decision 017)', async () => {
    const plain = await s.t.createPlainUser(s.orgA);
    const property = await createProperty(plain.token);
    const put = await call(plain.token, 'PUT', `/api/property/${property.id}`, { ...minimal(), version: 1 });
    expect(put.statusCode, put.body).toBe(200);
    const details = await call(plain.token, 'PUT', `/api/properties/${property.id}`, {
      name: 'Plain Place',
      version: 2,
    });
    expect(details.statusCode).toBe(200);

    const sub = await s.t.createSubuser(s.orgA);
    expect((await call(sub.token, 'GET', '/api/properties')).statusCode).toBe(200);
    expect((await call(sub.token, 'GET', `/api/property/${property.id}`)).statusCode).toBe(200);
    await expectForbidden(s.t.database, [
      () => call(sub.token, 'POST', '/api/property', minimal()),
      () => call(sub.token, 'PUT', `/api/property/${property.id}`, { ...minimal(), version: 3 }),
      () => call(sub.token, 'PUT', `/api/properties/${property.id}`, { name: 'Sub Place', version: 3 }),
      () => call(sub.token, 'DELETE', `/api/property/${property.id}`),
    ]);

    // Its contacts go with it.
    await created(
      await call(plain.token, 'POST', `/api/property/${property.id}/contacts`, {
        full_name: 'Plain Contact',
      }),
    );
    expect((await call(plain.token, 'DELETE', `/api/property/${property.id}`)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/properties', '/api/property/1']) {
      expect((await s.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
