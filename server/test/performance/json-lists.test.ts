import { type Candidate, maskDocumentNumber } from '@lar/contracts/candidates';
import type { Occupancy } from '@lar/contracts/occupancies';
import { type Property, type PropertySummary, propertySummary } from '@lar/contracts/properties';
import type { Unit } from '@lar/contracts/units';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, unique } from '../helpers/test-app.ts';

/**
 * The candidate, unit and occupancy lists are written as JSON by PostgreSQL (json-rows.ts), while
 * one record's answer goes through its DTO and the response schema. Every list item must say what
 * the record's own answer says, whatever the text, numbers, dates and empty fields hold.
 */
const { t, org, other } = useTwoOrgs('json-lists', 'json-lists-other');
let propertyId: number;

/** Quotes, a backslash, emoji and accents: what JSON must escape or keep, on one line for names. */
const AWKWARD_LINE = 'Zoë "Quote" O\'Brien \\ back\\slash 🏠 ünïcødé';
/** The same with a tab and a newline, for fields that keep them (notes). */
const AWKWARD = `${AWKWARD_LINE}\ttab\nline`;

beforeAll(async () => {
  propertyId = (await create.property(t, org.adminToken, unique('Prop "Q" \\ 🏠 '))).id;
});

async function get(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
}

/** A list answer: JSON with a JSON content type, its text its own compact round trip. */
async function list<T>(token: string, url: string): Promise<T[]> {
  const res = await get(token, url);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.body).toBe(JSON.stringify(JSON.parse(res.body)));
  return json<T[]>(res);
}

/** A program with a 62.5 % rent level for 2BR, so the unit's AMI level name has decimals. */
async function programWithDecimalLevel() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/govprograms',
    headers: bearer(org.adminToken),
    payload: {
      name: unique('Programa "Ñandú" 🏠 '),
      scope: 'Municipal',
      jurisdiction: 'Boston',
      subsidy_type: 'Rent restriction',
      ami_levels: [
        { year: 2026, percentage: 62.5, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1999.99 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number; ami_levels: Array<{ id: number }> }>(res);
}

describe('lists written by the database', () => {
  it('give each candidate as its own answer gives it, with the document number masked', async () => {
    const tag = unique('Jsonlist');
    const created = [
      await create.candidate(t, org.adminToken, {
        full_name: `${tag} ${AWKWARD_LINE}`,
        id_wp: 'wp "7"',
        phone_number: '6175550142',
        birth_date: '1950-02-28',
        income: 99_999_999.99,
        household_size: 8,
        is_disabled: true,
        is_senior: true,
        postal_code: '02115',
        document_type: 'passport',
        document_number: 'AB-12😀34',
      }),
      await create.candidate(t, org.adminToken, {
        full_name: `${tag} Ana`,
        income: 0.1,
        document_number: '123',
      }),
      await create.candidate(t, org.adminToken, { full_name: `${tag} Bea` }),
    ];
    // One of them is a tenant: its list item carries the current occupancy.
    const unit = await create.unit(t, org.adminToken, propertyId);
    await create.occupancy(t, org.adminToken, unit.id, created[1]?.id ?? 0, { rent_amount: 1234.5 });

    const items = await list<Candidate>(org.adminToken, `/api/candidates?full_name=${tag}`);
    expect(items.map((c) => c.id).sort()).toEqual(created.map((c) => c.id).sort());
    for (const item of items) {
      const one = json<Candidate>(await get(org.adminToken, `/api/candidates/${item.id}`));
      expect(item).toEqual({ ...one, document_number: maskDocumentNumber(one.document_number) });
    }
    const masked = items.map((c) => c.document_number).sort();
    expect(masked).toEqual(['•••• 2😀34', '••••', null].sort());
    expect(items.find((c) => c.id === created[1]?.id)?.occupancy?.unit_number).toBe(unit.unit_number);

    // The other filters' pages are written the same way.
    const byPostal = await list<Candidate>(org.adminToken, '/api/candidates?postal_code=02115');
    expect(byPostal.map((c) => c.id)).toEqual([created[0]?.id]);
    const all = await list<Candidate>(org.adminToken, '/api/candidates?limit=100');
    expect(all.find((c) => c.id === created[0]?.id)).toEqual(items.find((c) => c.id === created[0]?.id));
  });

  it('give each unit as its own answer gives it, AMI level name included', async () => {
    const program = await programWithDecimalLevel();
    const level = program.ami_levels[0];
    await create.unit(t, org.adminToken, propertyId, {
      unit_number: `A "1" \\ 🏠`,
      unit_style: 'Loft "style"',
      bathrooms: 1.5,
      square_feet: 980,
      gov_program_id: program.id,
      ami_level_id: level?.id,
      is_ada_compliant: true,
      amenities: ['Balcony "south"', 'Elevator \\ lift', '🏠'],
      notes: AWKWARD,
    });
    await create.unit(t, org.adminToken, propertyId, { unit_number: 'B2', amenities: [] });

    const items = await list<Unit>(org.adminToken, `/api/units?property_id=${propertyId}`);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item).toEqual(json<Unit>(await get(org.adminToken, `/api/units/${item.id}`)));
    }
    expect(items.map((u) => u.ami_level_name)).toContain('62.5% AMI');
    expect(items.find((u) => u.unit_number === 'B2')).toMatchObject({ amenities: [], ami_level_name: null });
  });

  it('give each occupancy as its own answer gives it, ended ones and empty fields included', async () => {
    const program = await programWithDecimalLevel();
    const tenant = await create.candidate(t, org.adminToken, { full_name: unique(AWKWARD_LINE) });
    const unit = await create.unit(t, org.adminToken, propertyId, { unit_number: unique('Ü "2" ') });
    await create.occupancy(t, org.adminToken, unit.id, tenant.id, {
      program_id: program.id,
      ami_percentage: 62.5,
      rent_amount: 99_999.99,
      placement_fee: 0.01,
      start_date: '2020-02-29',
      end_date: '2021-12-31',
      status: 'ENDED',
    });
    await create.occupancy(t, org.adminToken, unit.id, tenant.id, { start_date: '2022-01-01' });

    const items = await list<Occupancy>(org.adminToken, `/api/occupancies?unit_id=${unit.id}`);
    expect(items.map((o) => o.status)).toEqual(['ACTIVE', 'ENDED']);
    for (const item of items) {
      expect(item).toEqual(json<Occupancy>(await get(org.adminToken, `/api/occupancies/${item.id}`)));
    }
    const pages = [
      await list<Occupancy>(org.adminToken, '/api/occupancies?status=ENDED'),
      await list<Occupancy>(org.adminToken, `/api/occupancies?tenant_id=${tenant.id}`),
    ];
    for (const page of pages) {
      for (const item of page.filter((o) => o.unit_id === unit.id)) {
        expect(item).toEqual(items.find((o) => o.id === item.id));
      }
    }
  });

  it('give each property as its own answer gives the summary fields', async () => {
    const tag = unique('Jsonprop');
    const awkward = await create.property(t, org.adminToken, `${tag} ${AWKWARD_LINE}`);
    const {
      id: _id,
      property_manager_name: _company,
      property_manager_contact_name: _contact,
      created_at: _created,
      updated_at: _updated,
      ...fields
    } = json<Property>(await get(org.adminToken, `/api/property/${awkward.id}`));
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/property/${awkward.id}`,
      headers: bearer(org.adminToken),
      payload: {
        ...fields,
        phone: '6175550142',
        email: 'office@example.com',
        city: 'São Paulo "SP" Ñ\\',
        state: 'ma',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    await create.property(t, org.adminToken, `${tag} plain`);

    for (const sort of ['name', '-name']) {
      const items = await list<PropertySummary>(org.adminToken, `/api/properties?q=${tag}&sort=${sort}`);
      expect(items).toHaveLength(2);
      for (const item of items) {
        const one = json<Property>(await get(org.adminToken, `/api/property/${item.id}`));
        expect(item).toEqual(propertySummary.parse(one));
      }
    }
    const all = await list<PropertySummary>(org.adminToken, '/api/properties?limit=100');
    expect(all.find((p) => p.id === awkward.id)).toMatchObject({ city: 'São Paulo "SP" Ñ\\', state: 'MA' });
  });

  it("never show another organization's rows, and give an empty list as []", async () => {
    for (const url of ['/api/candidates', '/api/units', '/api/occupancies', '/api/properties']) {
      const res = await get(other.adminToken, url);
      expect(res.body).toBe('[]');
      expect(res.headers['x-total-count']).toBe('0');
      expect((await list<{ id: number }>(org.adminToken, url)).length).toBeGreaterThan(0);
    }
    const res = await get(other.adminToken, `/api/units?property_id=${propertyId}`);
    expect(res.body).toBe('[]');
  });
});
