import { describe, expect, it } from 'vitest';
import { crmSuite, type Row } from '../helpers/crm.ts';
import { bearer, json } from '../helpers/test-app.ts';

const s = crmSuite('snap', 'snapother');

const keysOf = (value: unknown) => Object.keys(value as object).sort();

/** Every snapshot of the record's history (before and after, where there is one). */
async function snapshots(entity: string, id: number): Promise<unknown[]> {
  const rows = await s.auditRows(entity, id);
  return rows.flatMap((r) => [r.before, r.after]).filter((s) => s !== null);
}

describe('audit snapshots', () => {
  it('of a company, a property and their contacts have exactly the keys of their answers', async () => {
    const token = s.orgA.adminToken;
    const manager = await s.createManager(token);
    const managerContact = await s.createManagerContact(token, manager.id, { primary_contact: true });
    // A second primary demotes the first: that change is audited too.
    await s.createManagerContact(token, manager.id, { primary_contact: true });
    const property = await s.createProperty(token, manager.id, managerContact.id, { pet_fee_cat: 25 });
    const propertyContact = await s.created(
      await s.call(token, 'POST', `/api/property/${property.id}/contacts`, { full_name: 'Pia' }),
    );
    const { id: _p, version, created_at: _pc, updated_at: _pu, ...propertyFields } = property;
    const { property_manager_name: _n, property_manager_contact_name: _cn, ...propertyBody } = propertyFields;
    const edits = [
      s.call(token, 'PUT', `/api/property-manager/${manager.id}`, { management_co: 'Snap Co', version: 1 }),
      s.call(token, 'PUT', `/api/property/${property.id}`, { ...propertyBody, city: 'Lynn', version }),
      s.call(token, 'PUT', `/api/property/contact/${propertyContact.id}`, { full_name: 'Pia B', version: 1 }),
    ];
    for (const res of await Promise.all(edits)) expect(res.statusCode, res.body).toBe(200);

    const records: Array<[string, number, string]> = [
      ['property_manager', manager.id, `/api/property-manager/${manager.id}`],
      ['property', property.id, `/api/property/${property.id}`],
      ['property_manager_contact', managerContact.id, `/api/property-management/${manager.id}/contacts`],
      ['property_contact', propertyContact.id, `/api/property/${property.id}/contacts`],
    ];
    for (const [entity, id, url] of records) {
      const got = json<Row | Row[]>(await s.call(token, 'GET', url));
      const answer = Array.isArray(got) ? got.find((r) => r.id === id) : got;
      const found = await snapshots(entity, id);
      expect(found.length, entity).toBeGreaterThanOrEqual(3);
      for (const snapshot of found) expect(keysOf(snapshot), entity).toEqual(keysOf(answer));
    }
    // The last snapshot is the answer itself, field for field.
    const [latest] = (await s.auditRows('property', property.id)).slice(-1);
    expect(latest?.after).toEqual(json(await s.call(token, 'GET', `/api/property/${property.id}`)));
  });

  it('of a sub-user have the keys of its answer and never a password hash', async () => {
    const sub = await s.t.createSubuser(s.orgA);
    const res = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/subuser/${sub.id}`,
      headers: bearer(s.orgA.adminToken),
      payload: { is_active: false, password: 'Another-Horse-43' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<{ subuser: Row }>(res).subuser;
    const [created, updated] = await s.auditRows('subuser', sub.id);
    expect(keysOf(created?.after)).toEqual(keysOf(answer));
    expect(keysOf(updated?.before)).toEqual(keysOf(answer));
    expect(updated?.after).toEqual({ ...answer, password: 'reset' });
    const written = JSON.stringify([created, updated]);
    expect(written).not.toContain('scrypt');
    expect(written).not.toMatch(/hash/i);
  });
});
