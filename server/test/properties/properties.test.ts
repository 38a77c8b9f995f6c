import { COUNT_FIELDS, URL_FIELDS, UTILITY_FIELDS } from '@lar/contracts/properties';
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
/** A company of orgA with two contacts, the first preferential. */
let company: { id: number; contactId: number; otherContactId: number };

type Row = Record<string, unknown> & { id: number; version: number };

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function created(res: Awaited<ReturnType<typeof call>>): Promise<Row> {
  expect(res.statusCode, res.body).toBe(201);
  return json<Row>(res);
}

async function createCompany(token: string) {
  const manager = await created(
    await call(token, 'POST', '/api/property-manager', { management_co: unique('Company ') }),
  );
  const contact = await created(
    await call(token, 'POST', `/api/property-management/${manager.id}/contacts`, {
      full_name: 'Carla Preferred',
      preferencial: true,
    }),
  );
  const other = await created(
    await call(token, 'POST', `/api/property-management/${manager.id}/contacts`, { full_name: 'Otto Other' }),
  );
  return { id: manager.id, contactId: contact.id, otherContactId: other.id };
}

const minimal = () => ({
  property_manager_id: company.id,
  property_manager_contact_id: company.contactId,
  property_name: unique('Property '),
});

async function createProperty(token = orgA.adminToken, body: Record<string, unknown> = {}): Promise<Row> {
  return created(await call(token, 'POST', '/api/property', { ...minimal(), ...body }));
}

beforeAll(async () => {
  t = await buildTestApp();
  orgA = await t.createOrg('pra');
  orgB = await t.createOrg('prb');
  company = await createCompany(orgA.adminToken);
});
afterAll(() => t.close());

/** Every field of a property, as a form would send it. */
function fullBody(): Record<string, unknown> {
  return {
    ...minimal(),
    property_name: 'Elm Street Apartments',
    property_type: 'Multifamily',
    property_location: 'Near the Red Line',
    phone: '(617) 555-0140',
    fax: '617-555-0141',
    email: ' leasing@elm .example.com',
    neighborhood: 'Dorchester',
    street1: '12 Elm St',
    street2: '',
    city: 'Boston',
    state: 'MA',
    postal_code: '02124',
    due_at_lease_signing: 'First month and security deposit',
    move_in_timeline: '45',
    ...Object.fromEntries(UTILITY_FIELDS.map((f, i) => [f, i % 2 === 0 ? 'tenant' : 'property'])),
    parking: 'Yes',
    parking_details: 'One space per unit, $50/month',
    stove_type: 'Gas',
    washer_dryer_included: 'Yes',
    pet_policy: 'Cats and small dogs',
    pet_allowed: 'Yes',
    pet_fee_cat: 25,
    pet_fee_dog: '40.5',
    pet_fee_other: '',
    breed_restriction: 'No restricted breeds',
    lottery_preferences: 'Local residents',
    min_income_language: '2.5x the rent',
    ...Object.fromEntries(URL_FIELDS.map((f) => [f, `https://elm.example.com/${f}`])),
    tour_dates: 'Saturdays 10-12',
    contract_expiration: '2027-06-30',
    contract_type: 'Management agreement',
    contract_placement_fee: '1500',
    units_managed: '48',
    ...Object.fromEntries(COUNT_FIELDS.map((f, i) => [f, i])),
  };
}

describe('properties', () => {
  it('creates with every field shaped and stored, then reads it back', async () => {
    const res = await call(orgA.adminToken, 'POST', '/api/property', fullBody());
    const property = await created(res);
    expect(property).toMatchObject({
      property_manager_id: company.id,
      property_manager_contact_id: company.contactId,
      property_manager_contact_name: 'Carla Preferred',
      property_name: 'Elm Street Apartments',
      property_type: 'Multifamily',
      phone: '6175550140',
      fax: '6175550141',
      email: 'leasing@elm.example.com',
      street2: null,
      postal_code: '02124',
      move_in_timeline: 45,
      utilities_heat: 'tenant',
      utilities_hot_water: 'property',
      stove_type: 'Gas',
      washer_dryer_included: 'Yes',
      pet_allowed: 'Yes',
      pet_fee_cat: '25.00',
      pet_fee_dog: '40.50',
      pet_fee_other: null,
      contract_expiration: '2027-06-30',
      contract_placement_fee: '1500.00',
      units_managed: 48,
      website_url: 'https://elm.example.com/website_url',
      buildings_count: 0,
      compost_bins_count: COUNT_FIELDS.length - 1,
      version: 1,
    });
    for (const f of URL_FIELDS) expect(property[f]).toBe(`https://elm.example.com/${f}`);
    COUNT_FIELDS.forEach((f, i) => {
      expect(property[f]).toBe(i);
    });
    const got = await call(orgA.adminToken, 'GET', `/api/property/${property.id}`);
    expect(got.statusCode).toBe(200);
    expect(json(got)).toEqual(property);
    const [audit] = await t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'property' AND entity_id = $1`,
      [property.id],
    );
    expect(audit).toEqual({ action: 'create' });
  });

  it('stores empty strings and absent optional fields as null', async () => {
    const property = await createProperty(orgA.adminToken, {
      phone: '',
      email: '   ',
      move_in_timeline: '',
      units_managed: '',
      buildings_count: '',
      stove_type: '',
      utilities_gas: '',
      pet_fee_cat: '',
      contract_expiration: '',
      website_url: ' ',
    });
    for (const f of [
      'phone',
      'email',
      'move_in_timeline',
      'units_managed',
      'buildings_count',
      'stove_type',
    ]) {
      expect(property[f], f).toBeNull();
    }
    for (const f of ['utilities_gas', 'pet_fee_cat', 'contract_expiration', 'website_url', 'floors_count']) {
      expect(property[f], f).toBeNull();
    }
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing property name', { property_name: undefined }, 'property_name', 'invalid_type'],
    ['a blank property name', { property_name: '  ' }, 'property_name', 'too_small'],
    ['a property name over 150', { property_name: 'x'.repeat(151) }, 'property_name', 'too_big'],
    ['a missing company', { property_manager_id: undefined }, 'property_manager_id', 'invalid_type'],
    [
      'a company id that is not a number',
      { property_manager_id: 'abc' },
      'property_manager_id',
      'invalid_type',
    ],
    [
      'a missing company contact',
      { property_manager_contact_id: undefined },
      'property_manager_contact_id',
      'invalid_type',
    ],
    ['a phone of 9 digits', { phone: '617555014' }, 'phone', 'phone_digits'],
    ['a fax of 11 digits', { fax: '16175550141' }, 'fax', 'phone_digits'],
    ['a bad e-mail', { email: 'leasing.example.com' }, 'email', 'invalid_email'],
    ['an e-mail over 150', { email: `${'a'.repeat(150)}@x.com` }, 'email', 'too_big'],
    ['a postal code of 10 digits', { postal_code: '02124-12345' }, 'postal_code', 'postal_digits'],
    ['a street over 150', { street1: 'x'.repeat(151) }, 'street1', 'too_big'],
    ['a neighborhood over 150', { neighborhood: 'x'.repeat(151) }, 'neighborhood', 'too_big'],
    ['a city over 150', { city: 'x'.repeat(151) }, 'city', 'too_big'],
    ['a breed restriction over 255', { breed_restriction: 'x'.repeat(256) }, 'breed_restriction', 'too_big'],
    ['a pet policy over 1000', { pet_policy: 'x'.repeat(1001) }, 'pet_policy', 'too_big'],
    ['negative move-in days', { move_in_timeline: -1 }, 'move_in_timeline', 'whole_number'],
    ['fractional move-in days', { move_in_timeline: '1.5' }, 'move_in_timeline', 'whole_number'],
    ['move-in days that are not digits', { move_in_timeline: '30 days' }, 'move_in_timeline', 'whole_number'],
    ['move-in days over ten years', { move_in_timeline: 3651 }, 'move_in_timeline', 'whole_number'],
    [
      'a utility payer outside tenant|property',
      { utilities_heat: 'landlord' },
      'utilities_heat',
      'invalid_value',
    ],
    ['a stove type outside Electric|Gas', { stove_type: 'Wood' }, 'stove_type', 'invalid_value'],
    [
      'washer/dryer outside Yes|No',
      { washer_dryer_included: 'yes' },
      'washer_dryer_included',
      'invalid_value',
    ],
    ['pets outside Yes|No', { pet_allowed: true }, 'pet_allowed', 'invalid_value'],
    ['a negative pet fee', { pet_fee_cat: -1 }, 'pet_fee_cat', 'money_format'],
    ['a pet fee with 3 decimals', { pet_fee_dog: '10.125' }, 'pet_fee_dog', 'money_format'],
    ['a pet fee that is not a number', { pet_fee_other: 'ten' }, 'pet_fee_other', 'money_format'],
    ['a negative placement fee', { contract_placement_fee: '-5' }, 'contract_placement_fee', 'money_format'],
    ['a URL without http(s)', { website_url: 'elm.example.com' }, 'website_url', 'invalid_url'],
    ['a non-web URL', { tour_url: 'ftp://elm.example.com/tour' }, 'tour_url', 'invalid_url'],
    ['a javascript: URL', { video_url: 'javascript:alert(1)' }, 'video_url', 'invalid_url'],
    ['a URL over 2048', { google_map_url: `https://x.com/${'a'.repeat(2048)}` }, 'google_map_url', 'too_big'],
    ['an impossible date', { contract_expiration: '2027-02-30' }, 'contract_expiration', 'invalid_format'],
    [
      'a date in another format',
      { contract_expiration: '06/30/2027' },
      'contract_expiration',
      'invalid_format',
    ],
    ['a negative count', { units_managed: -3 }, 'units_managed', 'whole_number'],
    ['a fractional count', { elevators_count: 1.5 }, 'elevators_count', 'whole_number'],
    ['a count that is not digits', { mailboxes_count: 'many' }, 'mailboxes_count', 'whole_number'],
    ['an unknown field', { owner_id: 1 }, 'owner_id', 'unrecognized_keys'],
  ];

  it.each(invalid)(
    'refuses %s with its field error and changes nothing',
    async (_label, override, field, code) => {
      const before = await tableSnapshot(t.database);
      const res = await call(orgA.adminToken, 'POST', '/api/property', { ...fullBody(), ...override });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: expect.arrayContaining([expect.objectContaining({ field, code })]),
      });
      expect(await tableSnapshot(t.database)).toEqual(before);
    },
  );

  it("refuses a contact of another company: the contact must be the chosen company's", async () => {
    const other = await createCompany(orgA.adminToken);
    const before = await tableSnapshot(t.database);
    const res = await call(orgA.adminToken, 'POST', '/api/property', {
      ...minimal(),
      property_manager_contact_id: other.contactId,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errors: [
        expect.objectContaining({ field: 'property_manager_contact_id', code: 'contact_not_of_manager' }),
      ],
    });
    const missing = await call(orgA.adminToken, 'POST', '/api/property', {
      ...minimal(),
      property_manager_contact_id: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('lists the original list columns as an array with X-Total-Count, filters by q and company, sorts and pages', async () => {
    const org = await t.createOrg('prlist');
    const c1 = await createCompany(org.adminToken);
    const c2 = await createCompany(org.adminToken);
    const make = (name: string, c: typeof c1, city: string) =>
      call(org.adminToken, 'POST', '/api/property', {
        property_manager_id: c.id,
        property_manager_contact_id: c.contactId,
        property_name: name,
        city,
        state: 'MA',
        phone: '6175550150',
        email: 'a@b.example.com',
      });
    for (const [name, c, city] of [
      ['Maple Court', c1, 'Boston'],
      ['birch Gardens', c2, 'Quincy'],
      ['Aspen Towers', c1, 'Lynn'],
    ] as const) {
      await created(await make(name, c, city));
    }
    const list = await call(org.adminToken, 'GET', '/api/properties');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    const rows = json<Row[]>(list);
    expect(rows.map((r) => r.property_name)).toEqual(['Aspen Towers', 'birch Gardens', 'Maple Court']);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'id',
        'property_name',
        'phone',
        'email',
        'city',
        'state',
        'property_manager_id',
        'property_manager_name',
        'version',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      city: 'Lynn',
      state: 'MA',
      phone: '6175550150',
      email: 'a@b.example.com',
    });

    const desc = json<Row[]>(await call(org.adminToken, 'GET', '/api/properties?sort=-name'));
    expect(desc.map((r) => r.property_name)).toEqual(['Maple Court', 'birch Gardens', 'Aspen Towers']);
    const q = await call(org.adminToken, 'GET', '/api/properties?q=GARD');
    expect(json<Row[]>(q).map((r) => r.property_name)).toEqual(['birch Gardens']);
    expect(q.headers['x-total-count']).toBe('1');
    const byCompany = json<Row[]>(
      await call(org.adminToken, 'GET', `/api/properties?property_manager_id=${c1.id}`),
    );
    expect(byCompany.map((r) => r.property_name)).toEqual(['Aspen Towers', 'Maple Court']);
    const page = await call(
      org.adminToken,
      'GET',
      '/api/properties?limit=1&offset=1&q=&property_manager_id=',
    );
    expect(json<Row[]>(page).map((r) => r.property_name)).toEqual(['birch Gardens']);
    expect(page.headers['x-total-count']).toBe('3');
    // Past the end the page is empty and the total is still counted.
    const pastEnd = await call(org.adminToken, 'GET', '/api/properties?offset=10');
    expect(json<Row[]>(pastEnd)).toEqual([]);
    expect(pastEnd.headers['x-total-count']).toBe('3');
    const none = await call(org.adminToken, 'GET', '/api/properties?q=nothing-like-this');
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('replaces every field with PUT and the current version; a stale version gets 409', async () => {
    const property = await createProperty(orgA.adminToken, { pet_fee_cat: 10, city: 'Boston' });
    const body = {
      ...fullBody(),
      property_manager_contact_id: company.otherContactId,
      version: property.version,
    };
    const ok = await call(orgA.adminToken, 'PUT', `/api/property/${property.id}`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({
      property_name: 'Elm Street Apartments',
      property_manager_contact_id: company.otherContactId,
      property_manager_contact_name: 'Otto Other',
      pet_fee_dog: '40.50',
      version: 2,
    });

    const before = await tableSnapshot(t.database);
    const stale = await call(orgA.adminToken, 'PUT', `/api/property/${property.id}`, {
      ...body,
      property_name: 'Lost',
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(await tableSnapshot(t.database)).toEqual(before);

    const wrongContact = await call(orgA.adminToken, 'PUT', `/api/property/${property.id}`, {
      ...body,
      version: 2,
      property_manager_contact_id: (await createCompany(orgA.adminToken)).contactId,
    });
    expect(wrongContact.statusCode).toBe(400);

    const audit = await t.database.query<{ action: string; before: { version: number } | null }>(
      `SELECT action, before FROM audit_log WHERE entity = 'property' AND entity_id = $1 ORDER BY id`,
      [property.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before?.version).toBe(1);
  });

  it('PUT /api/properties/{id} maps the details form onto the property and checks the version', async () => {
    const property = await createProperty(orgA.adminToken, { city: 'Boston', pet_fee_cat: 12 });
    const res = await call(orgA.adminToken, 'PUT', `/api/properties/${property.id}`, {
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
    const stale = await call(orgA.adminToken, 'PUT', `/api/properties/${property.id}`, {
      name: 'X',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const invalidBody = await call(orgA.adminToken, 'PUT', `/api/properties/${property.id}`, {
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
    const missing = await call(orgA.adminToken, 'PUT', '/api/properties/999999', { name: 'X', version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a property with its contacts', async () => {
    const property = await createProperty();
    await created(
      await call(orgA.adminToken, 'POST', `/api/property/${property.id}/contacts`, { full_name: 'A' }),
    );
    const res = await call(orgA.adminToken, 'DELETE', `/api/property/${property.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true });
    expect((await call(orgA.adminToken, 'GET', `/api/property/${property.id}`)).statusCode).toBe(404);
    const [row] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM property_contacts WHERE property_id = $1',
      [property.id],
    );
    expect(row?.n).toBe(0);
    expect((await call(orgA.adminToken, 'DELETE', `/api/property/${property.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a property that has units, with 409 and a message that says why', async () => {
    const property = await createProperty();
    await t.database.query(
      `INSERT INTO units (organization_id, property_id, unit_number, unit_type) VALUES ($1, $2, '1A', '2BR')`,
      [orgA.organizationId, property.id],
    );
    const before = await tableSnapshot(t.database);
    const res = await call(orgA.adminToken, 'DELETE', `/api/property/${property.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'IN_USE', detail: expect.stringContaining('1 unit') });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses with 409 IN_USE to delete a property that any other table still references', async () => {
    // Stands in for a later dependent table: the foreign key alone blocks the deletion.
    await t.database.query(
      'CREATE TABLE IF NOT EXISTS test_property_dependents (id int PRIMARY KEY, property_id int NOT NULL REFERENCES properties(id))',
    );
    const property = await createProperty();
    await t.database.query('INSERT INTO test_property_dependents VALUES (1, $1)', [property.id]);
    const before = await tableSnapshot(t.database);
    const res = await call(orgA.adminToken, 'DELETE', `/api/property/${property.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'IN_USE' });
    expect(await tableSnapshot(t.database)).toEqual(before);
    await t.database.query('DROP TABLE test_property_dependents');
  });
});

describe('property contacts', () => {
  it('adds, lists, edits and deletes contacts with the original API fields', async () => {
    const property = await createProperty();
    const contact = await created(
      await call(orgA.adminToken, 'POST', `/api/property/${property.id}/contacts`, {
        full_name: ' Diego Ramos ',
        contact_type: 'Superintendent',
        email: 'diego @elm.example.com',
        primary_contact: true,
      }),
    );
    expect(contact).toMatchObject({
      property_id: property.id,
      full_name: 'Diego Ramos',
      contact_type: 'Superintendent',
      email: 'diego@elm.example.com',
      primary_contact: true,
      version: 1,
    });
    const second = await created(
      await call(orgA.adminToken, 'POST', `/api/property/${property.id}/contacts`, {
        full_name: 'Alice Moreau',
      }),
    );
    const list = await call(orgA.adminToken, 'GET', `/api/property/${property.id}/contacts`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(json<Row[]>(list).map((c) => c.full_name)).toEqual(['Alice Moreau', 'Diego Ramos']);
    expect(
      json<Row[]>(await call(orgA.adminToken, 'GET', `/api/property/${property.id}/contacts?q=dieg`)).map(
        (c) => c.id,
      ),
    ).toEqual([contact.id]);

    // Making the second primary clears the first.
    const edited = await call(orgA.adminToken, 'PUT', `/api/property/contact/${second.id}`, {
      full_name: 'Alice Moreau',
      contact_type: 'Leasing',
      primary_contact: true,
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({ primary_contact: true, contact_type: 'Leasing', version: 2 });
    const after = json<Row[]>(await call(orgA.adminToken, 'GET', `/api/property/${property.id}/contacts`));
    expect(after.filter((c) => c.primary_contact).map((c) => c.id)).toEqual([second.id]);

    const stale = await call(orgA.adminToken, 'PUT', `/api/property/contact/${second.id}`, {
      full_name: 'Stale',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });

    expect((await call(orgA.adminToken, 'DELETE', `/api/property/contact/${contact.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(orgA.adminToken, 'DELETE', `/api/property/contact/${contact.id}`)).statusCode).toBe(
      404,
    );
    const actions = await t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'property_contact' AND entity_id = $1 ORDER BY id`,
      [contact.id],
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  const invalidContacts: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing full name', { full_name: undefined }, 'full_name', 'invalid_type'],
    ['a blank full name', { full_name: '' }, 'full_name', 'too_small'],
    ['a full name over 150', { full_name: 'x'.repeat(151) }, 'full_name', 'too_big'],
    ['a contact type over 150', { contact_type: 'x'.repeat(151) }, 'contact_type', 'too_big'],
    ['a bad e-mail', { email: 'diego' }, 'email', 'invalid_email'],
    ['a primary flag that is not a boolean', { primary_contact: 'true' }, 'primary_contact', 'invalid_type'],
    ['an unknown field', { phone_ext: '12' }, 'phone_ext', 'unrecognized_keys'],
  ];

  it.each(invalidContacts)('refuses %s with its field error', async (_label, override, field, code) => {
    const property = await createProperty();
    const before = await tableSnapshot(t.database);
    const res = await call(orgA.adminToken, 'POST', `/api/property/${property.id}/contacts`, {
      full_name: 'Valid',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('organizations and roles', () => {
  it("answers 404 to every route for another organization's property, contacts and company", async () => {
    const companyB = await createCompany(orgB.adminToken);
    const propertyB = await created(
      await call(orgB.adminToken, 'POST', '/api/property', {
        property_manager_id: companyB.id,
        property_manager_contact_id: companyB.contactId,
        property_name: 'Private Place',
      }),
    );
    const contactB = await created(
      await call(orgB.adminToken, 'POST', `/api/property/${propertyB.id}/contacts`, {
        full_name: 'B Contact',
      }),
    );
    const before = await tableSnapshot(t.database);
    const attempts = [
      call(orgA.adminToken, 'GET', `/api/property/${propertyB.id}`),
      call(orgA.adminToken, 'PUT', `/api/property/${propertyB.id}`, { ...minimal(), version: 1 }),
      call(orgA.adminToken, 'PUT', `/api/properties/${propertyB.id}`, { name: 'Mine', version: 1 }),
      call(orgA.adminToken, 'DELETE', `/api/property/${propertyB.id}`),
      call(orgA.adminToken, 'GET', `/api/property/${propertyB.id}/contacts`),
      call(orgA.adminToken, 'POST', `/api/property/${propertyB.id}/contacts`, { full_name: 'Spy' }),
      call(orgA.adminToken, 'PUT', `/api/property/contact/${contactB.id}`, { full_name: 'X', version: 1 }),
      call(orgA.adminToken, 'DELETE', `/api/property/contact/${contactB.id}`),
      // A property of orgA cannot be attached to orgB's company.
      call(orgA.adminToken, 'POST', '/api/property', {
        property_manager_id: companyB.id,
        property_manager_contact_id: companyB.contactId,
        property_name: 'Sneaky',
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(json(res)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
    const listA = json<Row[]>(await call(orgA.adminToken, 'GET', '/api/properties?limit=500'));
    expect(listA.some((p) => p.id === propertyB.id)).toBe(false);
    const filteredByForeignCompany = await call(
      orgA.adminToken,
      'GET',
      `/api/properties?property_manager_id=${companyB.id}`,
    );
    expect(json<Row[]>(filteredByForeignCompany)).toEqual([]);
  });

  it('lets a sub-user use every route (CRM, not admin)', async () => {
    const sub = await t.createSubuser(orgA);
    const property = await createProperty(sub.token);
    expect((await call(sub.token, 'GET', '/api/properties')).statusCode).toBe(200);
    expect((await call(sub.token, 'GET', `/api/property/${property.id}`)).statusCode).toBe(200);
    const put = await call(sub.token, 'PUT', `/api/property/${property.id}`, { ...minimal(), version: 1 });
    expect(put.statusCode, put.body).toBe(200);
    const details = await call(sub.token, 'PUT', `/api/properties/${property.id}`, {
      name: 'Sub Place',
      version: 2,
    });
    expect(details.statusCode).toBe(200);
    const contact = await created(
      await call(sub.token, 'POST', `/api/property/${property.id}/contacts`, { full_name: 'Sub Contact' }),
    );
    expect((await call(sub.token, 'GET', `/api/property/${property.id}/contacts`)).statusCode).toBe(200);
    const putContact = await call(sub.token, 'PUT', `/api/property/contact/${contact.id}`, {
      full_name: 'Edited',
      version: 1,
    });
    expect(putContact.statusCode).toBe(200);
    expect((await call(sub.token, 'DELETE', `/api/property/contact/${contact.id}`)).statusCode).toBe(200);
    expect((await call(sub.token, 'DELETE', `/api/property/${property.id}`)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/properties', '/api/property/1', '/api/property/1/contacts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
