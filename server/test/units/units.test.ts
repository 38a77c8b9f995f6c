import { beforeAll, describe, expect, it } from 'vitest';
import { create, levelOf, type ProgramFixture } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, type Method, sendAs, tableSnapshot } from '../helpers/test-app.ts';

const { t, org, other } = useTwoOrgs('units');
let propertyId: number;
let program: ProgramFixture;

beforeAll(async () => {
  propertyId = (await create.property(t, org.adminToken, 'Maple Court')).id;
  program = await create.program(t, org.adminToken, 'Boston IDP');
});

const send = (method: Method, url: string, payload?: object, token = org.adminToken) =>
  sendAs(t, token, method, url, payload);

/** A unit of the test property with only its required fields, created as `token`'s account. */
const postUnit = (unit_number: string, unit_type: string, token: string) =>
  send('POST', '/api/units', { property_id: propertyId, unit_number, unit_type }, token);

describe('units', () => {
  it('creates a unit with a matching rent-limit level and lists it with program and level names', async () => {
    const level = levelOf(program, 'Rent Limit', '2BR');
    const res = await send('POST', '/api/units', {
      property_id: propertyId,
      unit_number: '101',
      unit_type: '2BR',
      unit_style: 'Garden',
      bathrooms: 1.5,
      square_feet: 850,
      gov_program_id: program.id,
      ami_level_id: level.id,
      is_ada_compliant: true,
      amenities: 'dishwasher, balcony , ,laundry',
      notes: 'Corner unit',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      property_name: 'Maple Court',
      unit_number: '101',
      bathrooms: 1.5,
      amenities: ['dishwasher', 'balcony', 'laundry'],
      gov_program_name: 'Boston IDP',
      ami_level_name: '60% AMI',
      is_ada_compliant: true,
    });

    const listed = await send('GET', `/api/units?property_id=${propertyId}`);
    expect(listed.statusCode).toBe(200);
    expect(json<Array<{ unit_number: string }>>(listed).map((u) => u.unit_number)).toContain('101');
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
  });

  it('refuses an AMI level of the wrong type, of an income limit, without a program, or of another program', async () => {
    const other = await create.program(t, org.adminToken);
    const cases: Array<Record<string, unknown>> = [
      {
        unit_type: 'Studio',
        gov_program_id: program.id,
        ami_level_id: levelOf(program, 'Rent Limit', '2BR').id,
      },
      {
        unit_type: '2BR',
        gov_program_id: program.id,
        ami_level_id: levelOf(program, 'Income Limit', '2').id,
      },
      { unit_type: '2BR', ami_level_id: levelOf(program, 'Rent Limit', '2BR').id },
      { unit_type: '2BR', gov_program_id: program.id, ami_level_id: levelOf(other, 'Rent Limit', '2BR').id },
    ];
    const before = await tableSnapshot(t.database);
    for (const body of cases) {
      const res = await send('POST', '/api/units', { property_id: propertyId, unit_number: 'L1', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ errors: Array<{ field: string }> }>(res).errors[0]?.field).toBe('ami_level_id');
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('validates fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ unit_type: 'Penthouse' }, 'unit_type'],
      [{ unit_type: undefined }, 'unit_type'],
      [{ unit_number: 'x'.repeat(51) }, 'unit_number'],
      [{ unit_number: undefined }, 'unit_number'],
      [{ unit_number: '   ' }, 'unit_number'],
      [{ unit_number: null }, 'unit_number'],
      [{ unit_style: 'x'.repeat(256) }, 'unit_style'],
      [{ bathrooms: 1.25 }, 'bathrooms'],
      [{ bathrooms: -1 }, 'bathrooms'],
      [{ square_feet: 10.5 }, 'square_feet'],
      [{ property_id: 'abc' }, 'property_id'],
    ];
    for (const [override, field] of cases) {
      const res = await send('POST', '/api/units', {
        property_id: propertyId,
        unit_number: 'V1',
        unit_type: 'Studio',
        ...override,
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field)).toContain(field);
    }
  });

  it('keeps unit numbers unique within a property, ignoring case, but not across properties', async () => {
    await create.unit(t, org.adminToken, propertyId, { unit_number: '7A' });
    const dup = await send('POST', '/api/units', {
      property_id: propertyId,
      unit_number: '7a',
      unit_type: 'SRO',
    });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).code).toBe('DUPLICATE');
    const otherProperty = await create.property(t, org.adminToken);
    expect(
      (
        await send('POST', '/api/units', {
          property_id: otherProperty.id,
          unit_number: '7A',
          unit_type: 'SRO',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('updates with the current version and refuses a stale one', async () => {
    const unit = await create.unit(t, org.adminToken, propertyId);
    const body = { property_id: propertyId, unit_number: unit.unit_number, unit_type: '3BR' };
    const ok = await send('PUT', `/api/units/${unit.id}`, { ...body, version: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ unit_type: '3BR', version: 2 });
    expect(
      (await send('PUT', `/api/units/${unit.id}`, { ...body, unit_type: 'SRO', version: 1 })).statusCode,
    ).toBe(409);
    const numberless = await send('PUT', `/api/units/${unit.id}`, { ...body, unit_number: '', version: 2 });
    expect(numberless.statusCode).toBe(400);
    expect(json<{ errors: Array<{ field: string }> }>(numberless).errors[0]?.field).toBe('unit_number');
  });

  it('searches all units by number or property name, paged', async () => {
    const res = await send('GET', '/api/units?q=maple&limit=2');
    expect(res.statusCode).toBe(200);
    const rows = json<Array<{ property_name: string }>>(res);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.every((r) => r.property_name === 'Maple Court')).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(rows.length);
  });

  it('deletes a unit without occupancies and refuses one with history', async () => {
    const free = await create.unit(t, org.adminToken, propertyId);
    expect((await send('DELETE', `/api/units/${free.id}`)).statusCode).toBe(204);
    const used = await create.unit(t, org.adminToken, propertyId);
    const tenant = await create.candidate(t, org.adminToken);
    await create.occupancy(t, org.adminToken, used.id, tenant.id);
    const refused = await send('DELETE', `/api/units/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('IN_USE');
  });

  it('is read by sub-users and written by main accounts (decision 017)', async () => {
    const plain = await t.createPlainUser(org);
    const res = await postUnit('S1', 'Studio', plain.token);
    expect(res.statusCode).toBe(201);
    const sub = await t.createSubuser(org);
    expect(
      (await send('GET', `/api/units/${json<{ id: number }>(res).id}`, undefined, sub.token)).statusCode,
    ).toBe(200);
    const refused = await postUnit('S2', 'Studio', sub.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('FORBIDDEN');
  });

  it("never shows or changes another organization's units, nor links to its property or program", async () => {
    const unit = await create.unit(t, org.adminToken, propertyId);
    const listed = await send('GET', '/api/units?limit=500', undefined, other.adminToken);
    expect(json<Array<{ id: number }>>(listed).map((u) => u.id)).not.toContain(unit.id);
    const before = await tableSnapshot(t.database);
    expect((await send('GET', `/api/units/${unit.id}`, undefined, other.adminToken)).statusCode).toBe(404);
    const put = await send(
      'PUT',
      `/api/units/${unit.id}`,
      { property_id: propertyId, unit_number: 'X1', unit_type: 'SRO', version: 1 },
      other.adminToken,
    );
    expect(put.statusCode).toBe(404);
    expect((await send('DELETE', `/api/units/${unit.id}`, undefined, other.adminToken)).statusCode).toBe(404);
    const intoForeignProperty = await postUnit('X2', 'SRO', other.adminToken);
    expect(intoForeignProperty.statusCode).toBe(400);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});
