import { COUNT_FIELDS, URL_FIELDS } from '@lar/contracts/properties';
import { describe, expect, it } from 'vitest';
import type { Row } from '../helpers/crm.ts';
import { expectRefused, json, tableSnapshot, validationError } from '../helpers/test-app.ts';
import { propertySuite } from './property-fixtures.ts';

const s = propertySuite('pra', 'prb');
const { call, created, createCompany, minimal, fullBody, createProperty } = s;

describe('properties', () => {
  it('creates with every field shaped and stored, then reads it back', async () => {
    const res = await call(s.orgA.adminToken, 'POST', '/api/property', fullBody());
    const property = await created(res);
    expect(property).toMatchObject({
      property_manager_id: s.company.id,
      property_manager_contact_id: s.company.contactId,
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
    const got = await call(s.orgA.adminToken, 'GET', `/api/property/${property.id}`);
    expect(got.statusCode).toBe(200);
    expect(json(got)).toEqual(property);
    const [audit] = await s.t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'property' AND entity_id = $1`,
      [property.id],
    );
    expect(audit).toEqual({ action: 'create' });
  });

  it('stores empty strings and absent optional fields as null', async () => {
    const property = await createProperty(s.orgA.adminToken, {
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
    ['a postal code of 10 digits', { postal_code: '02124-12345' }, 'postal_code', 'us_postal_code'],
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
      await expectRefused(s.t.database, 400, validationError(field, code), [
        () => call(s.orgA.adminToken, 'POST', '/api/property', { ...fullBody(), ...override }),
      ]);
    },
  );

  it("refuses a contact of another company: the contact must be the chosen company's", async () => {
    const other = await createCompany(s.orgA.adminToken);
    const before = await tableSnapshot(s.t.database);
    const res = await call(s.orgA.adminToken, 'POST', '/api/property', {
      ...minimal(),
      property_manager_contact_id: other.contactId,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errors: [
        expect.objectContaining({ field: 'property_manager_contact_id', code: 'contact_not_of_manager' }),
      ],
    });
    const missing = await call(s.orgA.adminToken, 'POST', '/api/property', {
      ...minimal(),
      property_manager_contact_id: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(await tableSnapshot(s.t.database)).toEqual(before);
  });

  it('lists the original list columns as an array with X-Total-Count, filters by q and company, sorts and pages', async () => {
    const org = await s.t.createOrg('prlist');
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
});
