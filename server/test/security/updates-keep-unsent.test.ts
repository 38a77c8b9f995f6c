import { beforeAll, describe, expect, it } from 'vitest';
import { create, levelOf, type ProgramFixture } from '../helpers/fixtures.ts';
import { loadOperations } from '../helpers/openapi.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json, type Method, sendAs, tableSnapshot, unique } from '../helpers/test-app.ts';

/**
 * The PUTs of units, programs, properties, companies and both kinds of contacts keep every field
 * they are not sent, as a candidate's does (decision 037): a client that does not know a newer
 * field (a form not yet updated, a script) no longer writes `null` over it. A field sent as `null`
 * or `''` still clears it; a required field left out is still refused (400), as is bad input, and
 * then nothing changes.
 */
const t = useTestApp();
const org = t.org('keepunsent');
const send = (method: Method, url: string, payload?: object) =>
  sendAs(t, org.adminToken, method, url, payload);

async function created(url: string, payload: object): Promise<Record<string, unknown>> {
  const res = await send('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return json(res);
}

async function read(url: string): Promise<Record<string, unknown>> {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}

/** A contact as its owner's list shows it: contacts have no GET of their own. */
async function contactIn(listUrl: string, id: unknown): Promise<Record<string, unknown>> {
  const res = await send('GET', listUrl);
  expect(res.statusCode, res.body).toBe(200);
  const found = json<Array<Record<string, unknown>>>(res).find((contact) => contact.id === id);
  expect(found, `contact ${id}`).toBeDefined();
  return found as Record<string, unknown>;
}

interface Stored {
  /** The record's PUT. */
  url: string;
  answer: Record<string, unknown>;
  /** The record as stored now. */
  current(): Promise<Record<string, unknown>>;
}

const storedAt = (url: string, answer: Record<string, unknown>): Stored => ({
  url,
  answer,
  current: () => read(url),
});

/** A stored record's answer without what every change moves (its version and update time). */
const fieldsOf = ({ version: _version, updated_at: _updated, ...fields }: Record<string, unknown>) => fields;

interface RecordCase {
  /** The record's PUT as the OpenAPI document names it. */
  path: string;
  /** The record, stored with the fields the cases change; its URL and its answer. */
  make(): Promise<Stored>;
  /** The required fields, which every PUT sends. */
  required(answer: Record<string, unknown>): Record<string, unknown>;
  /** A nullable field, and the value sent to clear it (`null` or `''`). */
  cleared: { field: string; sent: null | '' };
  /** A field sent with a bad value, the field the 400 names. */
  bad: { field: string; value: unknown };
}

let managerId: number;
let contactId: number;
let program: ProgramFixture;
let propertyId: number;

beforeAll(async () => {
  const manager = await created('/api/property-manager', { management_co: 'Keepers Management' });
  managerId = manager.id as number;
  const contact = await created(`/api/property-management/${managerId}/contacts`, { full_name: 'Ana Lima' });
  contactId = contact.id as number;
  program = await create.program(t, org.adminToken, 'Keepers Program');
  propertyId = (await create.property(t, org.adminToken, 'Keepers Court')).id;
});

const RECORDS: Record<string, RecordCase> = {
  unit: {
    path: '/api/units/{id}',
    async make() {
      const answer = await created('/api/units', {
        property_id: propertyId,
        unit_number: unique('2A-'),
        unit_type: '2BR',
        unit_style: 'Garden',
        bathrooms: 1.5,
        square_feet: 850,
        gov_program_id: program.id,
        ami_level_id: levelOf(program, 'Rent Limit', '2BR').id,
        is_ada_compliant: true,
        amenities: ['balcony', 'dishwasher'],
        notes: 'Corner unit',
      });
      return storedAt(`/api/units/${answer.id}`, answer);
    },
    required: (a) => ({ property_id: a.property_id, unit_number: a.unit_number, unit_type: a.unit_type }),
    cleared: { field: 'notes', sent: null },
    bad: { field: 'square_feet', value: -1 },
  },
  program: {
    path: '/api/govprograms/{id}',
    async make() {
      const answer = await created('/api/govprograms', {
        name: unique('Keepers State HOME '),
        scope: 'State',
        jurisdiction: 'Massachusetts',
        subsidy_type: 'Direct subsidy',
        recertification_frequency: 180,
        limits_update_frequency: 6,
        required_documents: ['Pay stubs'],
        notes: 'Quarterly review',
        home_program: true,
        ami_levels: [
          { year: 2026, percentage: 50, limit_type: 'Rent Limit', unit_type: '1BR', limit_value: 1400 },
        ],
        limit_tables: [{ year: 2026, effective_date: '2026-04-01' }],
      });
      return storedAt(`/api/govprograms/${answer.id}`, answer);
    },
    required: (a) => ({ name: a.name, jurisdiction: a.jurisdiction }),
    cleared: { field: 'notes', sent: '' },
    bad: { field: 'recertification_frequency', value: 0 },
  },
  property: {
    path: '/api/property/{id}',
    async make() {
      const answer = await created('/api/property', {
        property_manager_id: managerId,
        property_manager_contact_id: contactId,
        property_name: 'Keepers Gardens',
        phone: '6175550100',
        city: 'Boston',
        state: 'MA',
        pet_fee_cat: '25.00',
        move_in_timeline: 30,
        utilities_heat: 'tenant',
        annual_recertification_waived: true,
        set_aside_election: '40_60',
      });
      return storedAt(`/api/property/${answer.id}`, answer);
    },
    required: (a) => ({
      property_manager_id: a.property_manager_id,
      property_manager_contact_id: a.property_manager_contact_id,
      property_name: a.property_name,
    }),
    cleared: { field: 'phone', sent: '' },
    bad: { field: 'email', value: 'not an address' },
  },
  company: {
    path: '/api/property-manager/{id}',
    async make() {
      const answer = await created('/api/property-manager', {
        management_co: 'Keepers Holdings',
        phone: '6175550101',
        email: 'office@keepers.example',
        address1: '1 Main St',
        city: 'Boston',
        state: 'MA',
        postal_code: '02115',
      });
      return storedAt(`/api/property-manager/${answer.id}`, answer);
    },
    required: (a) => ({ management_co: a.management_co }),
    cleared: { field: 'city', sent: null },
    bad: { field: 'state', value: 'ZZ' },
  },
  company_contact: {
    path: '/api/property-management/contact/{contactId}',
    async make() {
      const answer = await created(`/api/property-management/${managerId}/contacts`, {
        full_name: 'Rui Costa',
        email: 'rui@keepers.example',
        phone: '6175550102',
        position: 'Leasing',
        department: 'Operations',
        primary_contact: true,
        preferencial: true,
      });
      const list = `/api/property-management/${managerId}/contacts`;
      return {
        url: `/api/property-management/contact/${answer.id}`,
        answer,
        current: () => contactIn(list, answer.id),
      };
    },
    required: (a) => ({ full_name: a.full_name }),
    cleared: { field: 'position', sent: null },
    bad: { field: 'email', value: 'rui at keepers' },
  },
  property_contact: {
    path: '/api/property/contact/{contactId}',
    async make() {
      const answer = await created(`/api/property/${propertyId}/contacts`, {
        full_name: 'Lucía Pérez',
        contact_type: 'Superintendent',
        email: 'lucia@keepers.example',
        primary_contact: true,
      });
      const list = `/api/property/${propertyId}/contacts`;
      return { url: `/api/property/contact/${answer.id}`, answer, current: () => contactIn(list, answer.id) };
    },
    required: (a) => ({ full_name: a.full_name }),
    cleared: { field: 'contact_type', sent: '' },
    bad: { field: 'email', value: 'lucia' },
  },
};

/** Sends `payload` and expects it refused with 400 naming `field`, every table as it was. */
async function expectRefusedUnchanged(url: string, payload: object, field: string) {
  const before = await tableSnapshot(t.database);
  const res = await send('PUT', url, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(json<{ errors?: Array<{ field: string }> }>(res).errors?.map((e) => e.field)).toContain(field);
  expect(await tableSnapshot(t.database)).toEqual(before);
}

describe.each(Object.keys(RECORDS))("a %s's update", (name) => {
  const record = RECORDS[name] as RecordCase;

  it('keeps every field it is not sent, and clears a nullable one sent empty', async () => {
    const { url, answer, current } = await record.make();
    // Only the required fields: every other field stays as stored.
    const kept = await send('PUT', url, record.required(answer));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(fieldsOf(json(kept))).toEqual(fieldsOf(answer));
    expect(json(kept).version).toBe((answer.version as number) + 1);
    expect(await current()).toEqual(json(kept));

    const { field, sent } = record.cleared;
    expect(answer[field]).not.toBeNull();
    const cleared = await send('PUT', url, { ...record.required(answer), [field]: sent });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(fieldsOf(json(cleared))).toEqual({ ...fieldsOf(answer), [field]: null });
  });

  it('refuses bad input and a required field left out with 400, changing nothing', async () => {
    const { url, answer, current } = await record.make();
    await expectRefusedUnchanged(
      url,
      { ...record.required(answer), [record.bad.field]: record.bad.value },
      record.bad.field,
    );
    const [firstRequired] = Object.keys(record.required(answer));
    const { [firstRequired as string]: _left, ...withoutOne } = record.required(answer);
    await expectRefusedUnchanged(url, withoutOne, firstRequired as string);
    expect(await current()).toEqual(answer);
  });
});

describe('the OpenAPI document', () => {
  it('requires of each of these PUTs the required fields alone', async () => {
    const operations = await loadOperations(t);
    for (const [name, record] of Object.entries(RECORDS)) {
      const put = operations.find((op) => op.method === 'PUT' && op.path === record.path);
      expect(put, name).toBeDefined();
      const sample = (await record.make()).answer;
      expect([...(put?.body?.required ?? [])].sort(), name).toEqual(
        Object.keys(record.required(sample)).sort(),
      );
    }
  });
});

describe("an update's checks", () => {
  it("read a unit's kept program and AMI level: a new type the kept level does not fit is refused", async () => {
    const { url, answer } = (await RECORDS.unit?.make()) ?? { url: '', answer: {} };
    // The kept level is the program's 2BR rent limit; a Studio needs the Studio one.
    await expectRefusedUnchanged(
      url,
      { ...RECORDS.unit?.required(answer), unit_type: 'Studio' },
      'ami_level_id',
    );
  });

  it("read a program's kept asset rule and HOTMA date: a switch that leaves them at odds is refused", async () => {
    const record = RECORDS.program as RecordCase;
    const { url, answer, current } = await record.make();
    expect(answer).toMatchObject({ asset_rule: 'PRE_HOTMA', hotma_effective_date: null });
    // HOTMA without a date: the kept date is null.
    await expectRefusedUnchanged(
      url,
      { ...record.required(answer), asset_rule: 'HOTMA' },
      'hotma_effective_date',
    );
    const hotma = await send('PUT', url, {
      ...record.required(answer),
      asset_rule: 'HOTMA',
      hotma_effective_date: '2025-01-01',
    });
    expect(hotma.statusCode, hotma.body).toBe(200);
    // Back to the older rule with the kept date still set.
    await expectRefusedUnchanged(
      url,
      { ...record.required(answer), asset_rule: 'PRE_HOTMA' },
      'hotma_effective_date',
    );
    expect(await current()).toEqual(json(hotma));
  });

  it("replace a program's level set when one is sent, keeping its tables' dates left out", async () => {
    const { url, answer } = await (RECORDS.program as RecordCase).make();
    const required = (RECORDS.program as RecordCase).required(answer);
    const emptied = await send('PUT', url, { ...required, ami_levels: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(json(emptied).ami_levels).toEqual([]);
    expect(json(emptied).limit_tables).toEqual(answer.limit_tables);
  });
});
