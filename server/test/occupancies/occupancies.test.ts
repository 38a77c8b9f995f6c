import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, type Method, sendAs, tableSnapshot } from '../helpers/test-app.ts';

const { t, org, other } = useTwoOrgs('occ');
let propertyId: number;

beforeAll(async () => {
  propertyId = (await create.property(t, org.adminToken, 'Elm Terrace')).id;
});

type Occ = { id: number; status: string; end_date: string | null; version: number; [k: string]: unknown };

const call = (method: Method, url: string, payload?: object, token = org.adminToken) =>
  sendAs(t, token, method, url, payload);

/** Asks to place the tenant in the unit from 2025-01-01, as `token`'s account. */
const place = (unitId: number, tenantId: number, extra: object = {}, token = org.adminToken) =>
  call(
    'POST',
    '/api/occupancies',
    { unit_id: unitId, tenant_id: tenantId, rent_amount: 1, start_date: '2025-01-01', ...extra },
    token,
  );

/** The field of a refusal's first error. */
const firstErrorField = (res: Awaited<ReturnType<typeof call>>) =>
  json<{ errors: Array<{ field: string }> }>(res).errors[0]?.field;

async function freshPair() {
  const unit = await create.unit(t, org.adminToken, propertyId);
  const tenant = await create.candidate(t, org.adminToken);
  return { unit, tenant };
}

describe('create', () => {
  it('places a tenant, ACTIVE by default, and lists it with names', async () => {
    const program = await create.program(t, org.adminToken, 'HOME Program');
    const { unit, tenant } = await freshPair();
    const res = await call('POST', '/api/occupancies', {
      unit_id: unit.id,
      tenant_id: tenant.id,
      program_id: program.id,
      ami_percentage: '60.5',
      rent_amount: '1450.00',
      start_date: '2025-02-01',
      placement_fee: 250,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      status: 'ACTIVE',
      unit_number: unit.unit_number,
      property_name: 'Elm Terrace',
      tenant_name: tenant.full_name,
      program_name: 'HOME Program',
      ami_percentage: 60.5,
      rent_amount: 1450,
      placement_fee: 250,
      end_date: null,
    });
  });

  it('validates rent, AMI %, fee, dates and references', async () => {
    const { unit, tenant } = await freshPair();
    const base = { unit_id: unit.id, tenant_id: tenant.id, rent_amount: 1000, start_date: '2025-01-01' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rent_amount: -5 }, 'rent_amount'],
      [{ rent_amount: undefined }, 'rent_amount'],
      [{ ami_percentage: 200.01 }, 'ami_percentage'],
      [{ ami_percentage: '50.123' }, 'ami_percentage'],
      [{ placement_fee: -1 }, 'placement_fee'],
      [{ start_date: undefined }, 'start_date'],
      [{ end_date: '2024-12-31' }, 'end_date'],
      [{ status: 'ENDED' }, 'end_date'],
      [{ status: 'DONE' }, 'status'],
      [{ unit_id: 999999 }, 'unit_id'],
      [{ tenant_id: 999999 }, 'tenant_id'],
      [{ program_id: 999999 }, 'program_id'],
    ];
    const before = await tableSnapshot(t.database);
    for (const [override, field] of cases) {
      const res = await call('POST', '/api/occupancies', { ...base, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field)).toContain(field);
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('one ACTIVE occupancy per unit and per tenant', () => {
  it('refuses a second active occupancy of a unit or of a tenant with 409', async () => {
    const { unit, tenant } = await freshPair();
    await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    const otherTenant = await create.candidate(t, org.adminToken);
    const otherUnit = await create.unit(t, org.adminToken, propertyId);
    const sameUnit = await place(unit.id, otherTenant.id);
    expect(sameUnit.statusCode).toBe(409);
    expect(firstErrorField(sameUnit)).toBe('unit_id');
    const sameTenant = await place(otherUnit.id, tenant.id);
    expect(sameTenant.statusCode).toBe(409);
    expect(firstErrorField(sameTenant)).toBe('tenant_id');
    const pending = await place(unit.id, otherTenant.id, { status: 'PENDING' });
    expect(pending.statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent requests for the same unit win', async () => {
    const unit = await create.unit(t, org.adminToken, propertyId);
    const [a, b] = [await create.candidate(t, org.adminToken), await create.candidate(t, org.adminToken)];
    const results = await Promise.all([a, b].map((c) => place(unit.id, c.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const active = await t.database.query(
      "SELECT id FROM occupancies WHERE unit_id = $1 AND status = 'ACTIVE'",
      [unit.id],
    );
    expect(active).toHaveLength(1);
  });

  it('lets exactly one of two concurrent requests for the same tenant win', async () => {
    const tenant = await create.candidate(t, org.adminToken);
    const units = [
      await create.unit(t, org.adminToken, propertyId),
      await create.unit(t, org.adminToken, propertyId),
    ];
    const results = await Promise.all(units.map((u) => place(u.id, tenant.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('terminate and reactivate', () => {
  it('terminate keeps the row, sets the end date (today by default) and ENDED', async () => {
    const { unit, tenant } = await freshPair();
    const occ = await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    const res = await call('POST', `/api/occupancies/${occ.id}/terminate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Occ>(res)).toMatchObject({ status: 'ENDED', end_date: todayIn(t.config.timeZone) });
    const again = await call('POST', `/api/occupancies/${occ.id}/terminate`, {});
    expect(again.statusCode).toBe(409);
    const history = await call('GET', `/api/occupancies?unit_id=${unit.id}`);
    expect(json<Occ[]>(history).map((o) => o.id)).toEqual([occ.id]);
  });

  it('terminate takes a given end date and refuses one before the start', async () => {
    const { unit, tenant } = await freshPair();
    const occ = await create.occupancy(t, org.adminToken, unit.id, tenant.id, { start_date: '2025-01-10' });
    const early = await call('POST', `/api/occupancies/${occ.id}/terminate`, { end_date: '2025-01-09' });
    expect(early.statusCode).toBe(400);
    const ok = await call('POST', `/api/occupancies/${occ.id}/terminate`, { end_date: '2025-06-30' });
    expect(json<Occ>(ok).end_date).toBe('2025-06-30');
  });

  it('DELETE /api/occupancies/{id} terminates and keeps the row', async () => {
    const { unit, tenant } = await freshPair();
    const occ = await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    const res = await call('DELETE', `/api/occupancies/${occ.id}`);
    expect(res.statusCode).toBe(200);
    expect(json<Occ>(res).status).toBe('ENDED');
    const rows = await t.database.query('SELECT id FROM occupancies WHERE id = $1', [occ.id]);
    expect(rows).toHaveLength(1);
  });

  it('reactivate clears the end date, and is refused while the unit or tenant has another active occupancy', async () => {
    const { unit, tenant } = await freshPair();
    const first = await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    await call('POST', `/api/occupancies/${first.id}/terminate`, {});
    const newcomer = await create.candidate(t, org.adminToken);
    const second = await create.occupancy(t, org.adminToken, unit.id, newcomer.id);

    const refused = await call('POST', `/api/occupancies/${first.id}/reactivate`, {});
    expect(refused.statusCode).toBe(409);
    expect(json<{ errors: Array<{ field: string }> }>(refused).errors[0]?.field).toBe('unit_id');

    await call('POST', `/api/occupancies/${second.id}/terminate`, {});
    const ok = await call('POST', `/api/occupancies/${first.id}/reactivate`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<Occ>(ok)).toMatchObject({ status: 'ACTIVE', end_date: null });
  });

  it('refuses a stale version on update, terminate and reactivate', async () => {
    const { unit, tenant } = await freshPair();
    const occ = await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    const body = { unit_id: unit.id, tenant_id: tenant.id, rent_amount: 1300, start_date: '2025-01-01' };
    expect((await call('PUT', `/api/occupancies/${occ.id}`, { ...body, version: 1 })).statusCode).toBe(200);
    expect((await call('PUT', `/api/occupancies/${occ.id}`, { ...body, version: 1 })).statusCode).toBe(409);
    expect((await call('POST', `/api/occupancies/${occ.id}/terminate`, { version: 1 })).statusCode).toBe(409);
    const ended = await call('POST', `/api/occupancies/${occ.id}/terminate`, { version: 2 });
    expect(ended.statusCode).toBe(200);
    expect((await call('POST', `/api/occupancies/${occ.id}/reactivate`, { version: 2 })).statusCode).toBe(
      409,
    );
  });
});

describe('history list', () => {
  it('filters by unit, tenant and status; empty values mean no filter', async () => {
    const { unit, tenant } = await freshPair();
    const occ = await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    const byTenant = json<Occ[]>(await call('GET', `/api/occupancies?tenant_id=${tenant.id}`));
    expect(byTenant.map((o) => o.id)).toEqual([occ.id]);
    const all = await call('GET', '/api/occupancies?unit_id=&tenant_id=&status=');
    const plain = await call('GET', '/api/occupancies');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    const ended = json<Occ[]>(await call('GET', '/api/occupancies?status=ENDED&limit=500'));
    expect(ended.every((o) => o.status === 'ENDED')).toBe(true);
    expect((await call('GET', '/api/occupancies?status=done')).statusCode).toBe(400);
    expect((await call('GET', '/api/occupancies?unit_id=abc')).statusCode).toBe(400);
  });
});

describe('isolation', () => {
  it("never shows or changes another organization's occupancies, nor places its tenants", async () => {
    const { unit, tenant } = await freshPair();
    const occ = await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    const theirs = json<Occ[]>(await call('GET', '/api/occupancies?limit=500', undefined, other.adminToken));
    expect(theirs.map((o) => o.id)).not.toContain(occ.id);
    const before = await tableSnapshot(t.database);
    for (const [method, url, payload] of [
      ['GET', `/api/occupancies/${occ.id}`, undefined],
      [
        'PUT',
        `/api/occupancies/${occ.id}`,
        { unit_id: unit.id, tenant_id: tenant.id, rent_amount: 1, start_date: '2025-01-01', version: 1 },
      ],
      ['POST', `/api/occupancies/${occ.id}/terminate`, {}],
      ['POST', `/api/occupancies/${occ.id}/reactivate`, {}],
      ['DELETE', `/api/occupancies/${occ.id}`, undefined],
    ] as const) {
      const res = await call(method, url, payload, other.adminToken);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const foreignRefs = await place(unit.id, tenant.id, {}, other.adminToken);
    expect(foreignRefs.statusCode).toBe(400);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});
