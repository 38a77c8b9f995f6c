import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, type Method, sendAs, tableSnapshot } from '../helpers/test-app.ts';

/**
 * Buildings of a property (decision 042). Sources: IRC 42 allocates credits per building; the BIN
 * is the agency's number on Form 8609 (IRS Notice 88-91: state, year, five digits, "CA-24-00001");
 * IRC 42(f)(1): the credit period starts the year the building is placed in service or, at the
 * taxpayer's election, the next.
 */
const { t, org, other } = useTwoOrgs('buildings');
let propertyId: number;

interface BuildingAnswer {
  id: number;
  property_id: number;
  bin: string | null;
  name: string;
  city: string | null;
  placed_in_service_date: string | null;
  first_credit_year: number | null;
  gross_rent_floor_date: string | null;
  set_aside_election: string | null;
  unit_count: number;
  version: number;
}

const send = (method: Method, url: string, payload?: object, token = org.adminToken) =>
  sendAs(t, token, method, url, payload);

const buildingsOf = async (id: number, token = org.adminToken) => {
  const res = await send('GET', `/api/property/${id}/buildings`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return json<BuildingAnswer[]>(res);
};

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { errors?: Array<{ field: string; message: string }> }).errors ?? [];

beforeAll(async () => {
  propertyId = (await create.property(t, org.adminToken, 'Birch Gardens')).id;
});

describe('buildings', () => {
  it('gives a new property its first building, named as the property', async () => {
    const [first, ...rest] = await buildingsOf(propertyId);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ property_id: propertyId, name: 'Birch Gardens', bin: null, unit_count: 0 });
  });

  it('creates, reads, replaces and lists a building; the BIN is stored as Form 8609 writes it', async () => {
    const created = await send('POST', '/api/buildings', {
      property_id: propertyId,
      bin: 'ca2400001',
      name: 'Building B',
      city: 'Oakland',
      state: 'CA',
      postal_code: '94607',
      placed_in_service_date: '2024-11-20',
      // IRC 42(f)(1)(B): the year after the placed-in-service year, at the owner's election.
      first_credit_year: 2025,
      // Rev. Proc. 94-57: the floor takes effect on the agency's allocation to the building.
      gross_rent_floor_date: '2023-09-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const building = json<BuildingAnswer>(created);
    expect(building).toMatchObject({
      bin: 'CA-24-00001',
      name: 'Building B',
      placed_in_service_date: '2024-11-20',
      first_credit_year: 2025,
      gross_rent_floor_date: '2023-09-01',
      set_aside_election: null,
      unit_count: 0,
      version: 1,
    });

    const read = await send('GET', `/api/buildings/${building.id}`);
    expect(json<BuildingAnswer>(read)).toEqual(building);

    const replaced = await send('PUT', `/api/buildings/${building.id}`, {
      ...building,
      name: 'Building B (east)',
      first_credit_year: 2024,
      set_aside_election: '40_60',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(json<BuildingAnswer>(replaced)).toMatchObject({
      name: 'Building B (east)',
      first_credit_year: 2024,
      set_aside_election: '40_60',
      version: 2,
    });

    const stale = await send('PUT', `/api/buildings/${building.id}`, { ...building, version: 1 });
    expect(stale.statusCode).toBe(409);

    const listed = await send('GET', `/api/property/${propertyId}/buildings?limit=1&offset=1`);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(json<BuildingAnswer[]>(listed).map((b) => b.name)).toEqual(['Building B (east)']);

    const history = await send('GET', `/api/audit-log?entity=building&entity_id=${building.id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(json<Array<{ action: string }>>(history).map((h) => h.action)).toEqual(['update', 'create']);
  });

  it('refuses a malformed BIN, a first credit year outside IRC 42(f)(1), and changes nothing', async () => {
    const before = await tableSnapshot(t.database);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bin: 'CA-2024-1' }, 'bin'],
      [{ bin: 'ZZ-24-00001' }, 'bin'],
      [{ placed_in_service_date: '2024-06-01', first_credit_year: 2026 }, 'first_credit_year'],
      [{ placed_in_service_date: '2024-06-01', first_credit_year: 2023 }, 'first_credit_year'],
      [{ first_credit_year: 2024 }, 'first_credit_year'],
      [{ first_credit_year: 2024.5, placed_in_service_date: '2024-06-01' }, 'first_credit_year'],
      [{ name: '' }, 'name'],
      [{ set_aside_election: '30_70' }, 'set_aside_election'],
      [{ placed_in_service_date: '2024-02-30' }, 'placed_in_service_date'],
    ];
    for (const [fields, field] of cases) {
      const res = await send('POST', '/api/buildings', { property_id: propertyId, name: 'X', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(fieldsOf(res.body).map((e) => e.field)).toContain(field);
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses a BIN another building of the organization has, but not one of another organization', async () => {
    const taken = await send('POST', '/api/buildings', {
      property_id: propertyId,
      bin: 'MA-23-00777',
      name: 'C',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const again = await send('POST', '/api/buildings', {
      property_id: propertyId,
      bin: 'MA-23-00777',
      name: 'D',
    });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.body).map((e) => e.field)).toEqual(['bin']);
    const otherProperty = (await create.property(t, other.adminToken)).id;
    const elsewhere = await send(
      'POST',
      '/api/buildings',
      { property_id: otherProperty, bin: 'MA-23-00777', name: 'D' },
      other.adminToken,
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    await send('DELETE', `/api/buildings/${json<BuildingAnswer>(taken).id}`);
  });

  it("answers 404 for another organization's building or property, and 400 for its property in a body", async () => {
    const [mine] = await buildingsOf(propertyId);
    if (!mine) throw new Error('no building');
    for (const [method, url] of [
      ['GET', `/api/buildings/${mine.id}`],
      ['DELETE', `/api/buildings/${mine.id}`],
      ['GET', `/api/property/${propertyId}/buildings`],
    ] as const) {
      expect((await send(method, url, undefined, other.adminToken)).statusCode).toBe(404);
    }
    const put = await send('PUT', `/api/buildings/${mine.id}`, { name: 'Taken over' }, other.adminToken);
    expect(put.statusCode).toBe(404);
    const post = await send(
      'POST',
      '/api/buildings',
      { property_id: propertyId, name: 'Intruder' },
      other.adminToken,
    );
    expect(post.statusCode).toBe(400);
    expect(fieldsOf(post.body).map((e) => e.field)).toEqual(['property_id']);
  });
});

describe("a unit's building", () => {
  it('is the only building when the body names none, and must be named once there are several', async () => {
    const single = (await create.property(t, org.adminToken, 'Single Block')).id;
    const [only] = await buildingsOf(single);
    const unit = await send('POST', '/api/units', {
      property_id: single,
      unit_number: '1',
      unit_type: '2BR',
    });
    expect(unit.statusCode, unit.body).toBe(201);
    expect(json(unit)).toMatchObject({ building_id: only?.id, building_name: 'Single Block' });

    const second = await send('POST', '/api/buildings', { property_id: single, name: 'Annex' });
    const annex = json<BuildingAnswer>(second);
    const unnamed = await send('POST', '/api/units', {
      property_id: single,
      unit_number: '2',
      unit_type: '2BR',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(fieldsOf(unnamed.body)).toEqual([
      expect.objectContaining({
        field: 'building_id',
        message: expect.stringContaining('several buildings'),
      }),
    ]);

    const named = await send('POST', '/api/units', {
      property_id: single,
      building_id: annex.id,
      unit_number: '2',
      unit_type: '2BR',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(json(named)).toMatchObject({ building_id: annex.id, building_name: 'Annex' });
    expect((await buildingsOf(single)).map((b) => [b.name, b.unit_count])).toEqual([
      ['Annex', 1],
      ['Single Block', 1],
    ]);

    // An update that leaves the building out keeps the unit where it is.
    const kept = await send('PUT', `/api/units/${json<{ id: number }>(named).id}`, {
      property_id: single,
      unit_number: '2A',
      unit_type: '2BR',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept)).toMatchObject({ building_id: annex.id, unit_number: '2A' });
  });

  it("follows a unit moved to another property into that property's only building", async () => {
    const from = (await create.property(t, org.adminToken)).id;
    const to = (await create.property(t, org.adminToken, 'Moved To')).id;
    const [target] = await buildingsOf(to);
    const unit = await create.unit(t, org.adminToken, from);
    const moved = await send('PUT', `/api/units/${unit.id}`, {
      property_id: to,
      unit_number: unit.unit_number,
      unit_type: '2BR',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({
      property_id: to,
      building_id: target?.id,
      building_name: 'Moved To',
    });
  });

  it('keeps a building at its property: a property_id sent back with the answer is ignored', async () => {
    const [mine] = await buildingsOf(propertyId);
    const elsewhere = (await create.property(t, org.adminToken)).id;
    const res = await send('PUT', `/api/buildings/${mine?.id}`, { ...mine, property_id: elsewhere });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id: mine?.id, property_id: propertyId });
  });

  it('refuses a building of another property or organization with a field error, and changes nothing', async () => {
    const [elsewhere] = await buildingsOf((await create.property(t, org.adminToken)).id);
    const foreignProperty = (await create.property(t, other.adminToken)).id;
    const [foreign] = await buildingsOf(foreignProperty, other.adminToken);
    const before = await tableSnapshot(t.database);
    for (const building of [elsewhere, foreign]) {
      const res = await send('POST', '/api/units', {
        property_id: propertyId,
        building_id: building?.id,
        unit_number: 'X1',
        unit_type: 'Studio',
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.body).map((e) => e.field)).toEqual(['building_id']);
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('keeps a building with units from being deleted (409) and deletes it once empty', async () => {
    const property = (await create.property(t, org.adminToken)).id;
    const [building] = await buildingsOf(property);
    const unit = await create.unit(t, org.adminToken, property);
    const refused = await send('DELETE', `/api/buildings/${building?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'IN_USE',
      detail: 'This building has 1 unit. Move them to another building or delete them first.',
    });
    expect((await send('DELETE', `/api/units/${unit.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/buildings/${building?.id}`)).statusCode).toBe(204);
    expect(await buildingsOf(property)).toEqual([]);

    // A property without buildings asks for one before its first unit.
    const orphan = await send('POST', '/api/units', {
      property_id: property,
      unit_number: '1',
      unit_type: '2BR',
    });
    expect(orphan.statusCode).toBe(400);
    expect(fieldsOf(orphan.body).map((e) => e.field)).toEqual(['building_id']);
  });
});
