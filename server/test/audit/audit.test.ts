import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createProgram, createProperty, createUnit } from '../helpers/fixtures.ts';
import { bearer, buildTestApp, json, type TestApp, type TestOrg } from '../helpers/test-app.ts';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;

beforeAll(async () => {
  t = await buildTestApp();
  org = await t.createOrg('audit');
  other = await t.createOrg('auditother');
});
afterAll(() => t.close());

type Entry = { action: string; actor_username: string | null; at: string; before: unknown; after: unknown };

async function history(entity: string, id: number, token = org.adminToken) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/audit-log?entity=${entity}&entity_id=${id}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Entry[]>(res);
}

async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(org.adminToken),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? {} : (res.json() as Record<string, unknown>);
}

/** Create, update and delete one record and expect three entries, newest first, with before and after. */
async function expectFullHistory(
  entity: string,
  id: number,
  update: () => Promise<unknown>,
  remove: () => Promise<unknown>,
) {
  await update();
  await remove();
  const entries = await history(entity, id);
  expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  const [deleted, updated, created] = entries;
  expect(created?.before).toBeNull();
  expect(created?.after).toBeTruthy();
  expect(updated?.before).toBeTruthy();
  expect(updated?.after).toBeTruthy();
  expect(updated?.before).not.toEqual(updated?.after);
  expect(deleted?.before).toBeTruthy();
  for (const e of entries) {
    expect(e.actor_username).toBe(org.adminUsername);
    expect(Number.isNaN(Date.parse(e.at))).toBe(false);
  }
}

describe('audit log', () => {
  it('records create, update and delete of a unit', async () => {
    const property = await createProperty(t, org.adminToken);
    const unit = await createUnit(t, org.adminToken, property.id);
    await expectFullHistory(
      'unit',
      unit.id,
      () => call('PUT', `/api/units/${unit.id}`, { property_id: property.id, unit_type: 'SRO', version: 1 }),
      () => call('DELETE', `/api/units/${unit.id}`),
    );
  });

  it('records create, update and delete of a candidate, with the document number masked', async () => {
    const c = await createCandidate(t, org.adminToken, {
      document_type: 'ssn',
      document_number: '123456789',
    });
    await expectFullHistory(
      'candidate',
      c.id,
      () =>
        call('PUT', `/api/candidates/${c.id}`, {
          full_name: 'Changed',
          email: `changed${c.id}@example.com`,
          version: 1,
        }),
      () => call('DELETE', `/api/candidates/${c.id}`),
    );
    expect(JSON.stringify(await history('candidate', c.id))).not.toContain('123456789');
  });

  it('records create, update and delete of a management company and a property', async () => {
    const manager = (await call('POST', '/api/property-manager', { management_co: 'Audit Co' })) as {
      id: number;
    };
    const contact = (await call('POST', `/api/property-management/${manager.id}/contacts`, {
      full_name: 'A',
    })) as {
      id: number;
    };
    const property = (await call('POST', '/api/property', {
      property_manager_id: manager.id,
      property_manager_contact_id: contact.id,
      property_name: 'Audit Place',
    })) as { id: number };
    await expectFullHistory(
      'property',
      property.id,
      () =>
        call('PUT', `/api/property/${property.id}`, {
          property_manager_id: manager.id,
          property_manager_contact_id: contact.id,
          property_name: 'Audit Place II',
          version: 1,
        }),
      () => call('DELETE', `/api/property/${property.id}`),
    );
    await expectFullHistory(
      'property_manager',
      manager.id,
      () => call('PUT', `/api/property-manager/${manager.id}`, { management_co: 'Audit Co II', version: 1 }),
      () => call('DELETE', `/api/property-manager/${manager.id}`),
    );
  });

  it('records a program, an occupancy and a sub-user', async () => {
    const program = await createProgram(t, org.adminToken);
    expect((await history('gov_program', program.id)).map((e) => e.action)).toEqual(['create']);
    const sub = await t.createSubuser(org);
    expect((await history('subuser', sub.id)).map((e) => e.action)).toEqual(['create']);
    expect(JSON.stringify(await history('subuser', sub.id))).not.toContain('scrypt');
  });

  it("is admin only and never shows another organization's history", async () => {
    const c = await createCandidate(t, org.adminToken);
    expect(await history('candidate', c.id, other.adminToken)).toEqual([]);
    const sub = await t.createSubuser(org);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?entity=candidate&entity_id=${c.id}`,
      headers: bearer(sub.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
