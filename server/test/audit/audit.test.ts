import type { Occupancy } from '@lar/contracts/occupancies';
import type { GovProgram } from '@lar/contracts/programs';
import { describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, sendAs } from '../helpers/test-app.ts';
import { api, asUpdate, incomeCsv, incomeLevels, rentLevels } from '../programs/program-fixtures.ts';

const { t, org, other } = useTwoOrgs('audit');

type Entry = { action: string; actor_username: string | null; at: string; before: unknown; after: unknown };

async function history(entity: string, id: number, token = org.adminToken) {
  const res = await sendAs(t, token, 'GET', `/api/audit-log?entity=${entity}&entity_id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Entry[]>(res);
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(org.adminToken),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? {} : (res.json() as Record<string, unknown>);
}

/**
 * Updates the record at `url` with `update`, deletes it, and expects three entries of it, newest
 * first, with before and after.
 */
async function expectFullHistory(entity: string, id: number, url: string, update: object) {
  await call('PUT', url, update);
  await call('DELETE', url);
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
    const property = await create.property(t, org.adminToken);
    const unit = await create.unit(t, org.adminToken, property.id);
    await expectFullHistory('unit', unit.id, `/api/units/${unit.id}`, {
      property_id: property.id,
      unit_number: unit.unit_number,
      unit_type: 'SRO',
      version: 1,
    });
  });

  it('records create, update and delete of a candidate, with the document number masked', async () => {
    const c = await create.candidate(t, org.adminToken, {
      document_type: 'ssn',
      document_number: '123456789',
    });
    await expectFullHistory('candidate', c.id, `/api/candidates/${c.id}`, {
      full_name: 'Changed',
      email: `changed${c.id}@example.com`,
      version: 1,
    });
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
    await expectFullHistory('property', property.id, `/api/property/${property.id}`, {
      property_manager_id: manager.id,
      property_manager_contact_id: contact.id,
      property_name: 'Audit Place II',
      version: 1,
    });
    await expectFullHistory('property_manager', manager.id, `/api/property-manager/${manager.id}`, {
      management_co: 'Audit Co II',
      version: 1,
    });
  });

  it('records a program, an occupancy and a sub-user', async () => {
    const program = await create.program(t, org.adminToken);
    expect((await history('gov_program', program.id)).map((e) => e.action)).toEqual(['create']);
    const sub = await t.createSubuser(org);
    expect((await history('subuser', sub.id)).map((e) => e.action)).toEqual(['create']);
    expect(JSON.stringify(await history('subuser', sub.id))).not.toContain('scrypt');
  });

  it("is admin only and never shows another organization's history", async () => {
    const c = await create.candidate(t, org.adminToken);
    expect(await history('candidate', c.id, other.adminToken)).toEqual([]);
    const sub = await t.createSubuser(org);
    const res = await sendAs(t, sub.token, 'GET', `/api/audit-log?entity=candidate&entity_id=${c.id}`);
    expect(res.statusCode).toBe(403);
  });
});

/** The snapshot is the record's answer: the same keys, no more and no fewer, with the same values. */
function expectAnswer(snapshot: unknown, answer: object) {
  expect(snapshot).toBeTypeOf('object');
  expect(Object.keys(snapshot ?? {}).sort()).toEqual(Object.keys(answer).sort());
  expect(snapshot).toEqual(answer);
}

/** Each entry, oldest first, holds the answers GET gave before and after it. */
async function expectSnapshotsOf(entity: string, id: number, states: object[]) {
  const entries = (await history(entity, id)).reverse();
  expect(entries[0]?.before).toBeNull();
  expectAnswer(entries[0]?.after, states[0] as object);
  for (let i = 1; i < entries.length; i++) {
    expectAnswer(entries[i]?.before, states[i - 1] as object);
    if (entries[i]?.action === 'delete') expect(entries[i]?.after).toBeNull();
    else expectAnswer(entries[i]?.after, states[i] as object);
  }
  return entries.map((e) => e.action);
}

describe('audit snapshots are the answers of the records', () => {
  const read = async <T>(url: string) => (await call('GET', url)) as T;

  it('for an occupancy: created, updated, terminated, reactivated and terminated by DELETE', async () => {
    const property = await create.property(t, org.adminToken);
    const unit = await create.unit(t, org.adminToken, property.id);
    const tenant = await create.candidate(t, org.adminToken);
    const created = await create.occupancy(t, org.adminToken, unit.id, tenant.id, {
      ami_percentage: '62.5',
      placement_fee: 250.1,
    });
    const url = `/api/occupancies/${created.id}`;
    const states = [await read<Occupancy>(url)];
    const {
      id: _id,
      unit_number: _n,
      property_id: _p,
      property_name: _pn,
      tenant_name: _tn,
      ...first
    } = states[0] as Occupancy;
    const {
      program_name: _g,
      created_at: _c,
      updated_at: _u,
      end_reason: _r,
      end_reason_details: _rd,
      ...fields
    } = first;
    await call('PUT', url, { ...fields, rent_amount: 1333.33, placement_fee: null });
    states.push(await read<Occupancy>(url));
    await call('POST', `${url}/terminate`, { end_date: '2025-06-30', end_reason: 'lease_ended' });
    states.push(await read<Occupancy>(url));
    await call('POST', `${url}/reactivate`);
    states.push(await read<Occupancy>(url));
    await call('DELETE', url);
    states.push(await read<Occupancy>(url));

    expect(await expectSnapshotsOf('occupancy', created.id, states)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
    ]);
    expect(states.map((s) => s.status)).toEqual(['ACTIVE', 'ACTIVE', 'ENDED', 'ACTIVE', 'ENDED']);
  });

  it('for a program, its levels included: created, updated, imported and deleted', async () => {
    const p = api(t);
    const created = await p.created(org.adminToken, {
      eligibility_criteria: { senior_only: true, note: 'Two "quoted" words' },
      required_documents: ['ID'],
    });
    const url = `/api/govprograms/${created.id}`;
    const states = [await read<GovProgram>(url)];
    const edited = asUpdate(states[0] as GovProgram, {
      notes: 'Edited',
      ami_levels: [...incomeLevels(2025, 50, 31_000), ...rentLevels(2026, 80)],
    });
    await call('PUT', url, edited);
    states.push(await read<GovProgram>(url));
    await call('POST', `${url}/ami-levels/import`, incomeCsv(incomeLevels(2027, 65)));
    states.push(await read<GovProgram>(url));
    await call('DELETE', url);

    expect(await expectSnapshotsOf('gov_program', created.id, states)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
    const levels = states[2]?.ami_levels ?? [];
    expect(levels).toHaveLength(15 + 8);
    for (const level of levels) {
      expect(Object.keys(level).sort()).toEqual(
        ['id', 'year', 'percentage', 'limit_type', 'unit_type', 'limit_value', 'version'].sort(),
      );
    }
  });
});
