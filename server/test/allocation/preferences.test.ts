import type { Preference, PreferenceDeleteAnswer } from '@lar/contracts/allocation';
import { describe, expect, it } from 'vitest';
import { insertApplication } from '../applications/application-fixtures.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { expectForbidden, expectRefused, json, sendAs, validationError } from '../helpers/test-app.ts';

/** A property's preferences and allocation method (decision 033): defined by main accounts, audited. */
const t = useTestApp();
const org = t.org('preferences');

const add = async (propertyId: number, name: string, description?: string) => {
  const res = await sendAs(t, org.adminToken, 'POST', `/api/property/${propertyId}/preferences`, {
    name,
    ...(description === undefined ? {} : { description }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Preference>(res);
};

const list = async (propertyId: number) =>
  json<Preference[]>(await sendAs(t, org.adminToken, 'GET', `/api/property/${propertyId}/preferences`));

const auditOf = (entity: string, id: number) =>
  t.database.query<{ action: string; before: unknown; after: unknown }>(
    'SELECT action, before, after FROM audit_log WHERE organization_id = $1 AND entity = $2 AND entity_id = $3 ORDER BY id',
    [org.organizationId, entity, id],
  );

describe('preferences', () => {
  it('adds them ranked last, edits, reorders and deletes them, each audited', async () => {
    const property = await createProperty(t, org.adminToken);
    const city = await add(property.id, ' Lives in the city ', 'Proof of address');
    const work = await add(property.id, 'Works in the city');
    const veteran = await add(property.id, 'Veteran');
    expect(city).toMatchObject({
      rank: 1,
      name: 'Lives in the city',
      description: 'Proof of address',
      active: true,
    });
    expect([work.rank, veteran.rank]).toEqual([2, 3]);
    expect((await list(property.id)).map((p) => p.name)).toEqual([
      'Lives in the city',
      'Works in the city',
      'Veteran',
    ]);

    const edited = await sendAs(t, org.adminToken, 'PUT', `/api/property-preferences/${work.id}`, {
      ...work,
      name: 'Works in town',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Preference>(edited)).toMatchObject({ name: 'Works in town', version: 2, rank: 2 });
    // The version read before the edit is stale now.
    await expectRefused(t.database, 409, { code: 'VERSION_CONFLICT' }, [
      () =>
        sendAs(t, org.adminToken, 'PUT', `/api/property-preferences/${work.id}`, { ...work, name: 'Again' }),
    ]);

    const order = await sendAs(t, org.adminToken, 'PUT', `/api/property/${property.id}/preferences/order`, {
      ids: [veteran.id, city.id, work.id],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(json<Preference[]>(order).map((p) => [p.id, p.rank])).toEqual([
      [veteran.id, 1],
      [city.id, 2],
      [work.id, 3],
    ]);
    expect((await auditOf('property_preference', veteran.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { rank: 3 },
      after: { rank: 1 },
    });

    const removed = await sendAs(t, org.adminToken, 'DELETE', `/api/property-preferences/${city.id}`);
    expect(json<PreferenceDeleteAnswer>(removed)).toEqual({ outcome: 'deleted', preference: null });
    // The gap closes: ranks stay 1..n.
    expect((await list(property.id)).map((p) => [p.id, p.rank])).toEqual([
      [veteran.id, 1],
      [work.id, 2],
    ]);
    expect((await auditOf('property_preference', city.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('deactivates rather than deletes a preference an application claims, and says so', async () => {
    const property = await createProperty(t, org.adminToken);
    const claimed = await add(property.id, 'Veteran');
    await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      claimedPreferenceIds: [claimed.id],
    });
    expect((await list(property.id))[0]?.claimed_by).toBe(1);
    const res = await sendAs(t, org.adminToken, 'DELETE', `/api/property-preferences/${claimed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<PreferenceDeleteAnswer>(res)).toMatchObject({
      outcome: 'deactivated',
      preference: { id: claimed.id, active: false, claimed_by: 1 },
    });
    expect(await list(property.id)).toHaveLength(1);
    // An inactive preference gives no group on the waitlist.
    const [row] = await t.database.query<{ preference_rank: number | null }>(
      'SELECT preference_rank FROM application_waitlist WHERE organization_id = $1 AND property_id = $2',
      [org.organizationId, property.id],
    );
    expect(row?.preference_rank).toBeNull();
  });

  it('refuses a reorder that does not list every preference once, and bad bodies, changing nothing', async () => {
    const property = await createProperty(t, org.adminToken);
    const a = await add(property.id, 'A');
    const b = await add(property.id, 'B');
    const other = await createProperty(t, org.adminToken);
    const foreign = await add(other.id, 'Elsewhere');
    const order = (ids: number[]) => () =>
      sendAs(t, org.adminToken, 'PUT', `/api/property/${property.id}/preferences/order`, { ids });
    await expectRefused(t.database, 400, validationError('ids', 'preference_order'), [
      order([a.id]),
      order([a.id, a.id]),
      order([a.id, b.id, foreign.id]),
      order([a.id, foreign.id]),
    ]);
    await expectRefused(t.database, 400, { code: 'VALIDATION_FAILED' }, [
      () => sendAs(t, org.adminToken, 'POST', `/api/property/${property.id}/preferences`, { name: '' }),
      () =>
        sendAs(t, org.adminToken, 'POST', `/api/property/${property.id}/preferences`, {
          name: 'x'.repeat(121),
        }),
      () =>
        sendAs(t, org.adminToken, 'POST', `/api/property/${property.id}/preferences`, { name: 'A', rank: 1 }),
      () =>
        sendAs(t, org.adminToken, 'PUT', `/api/property/${property.id}/allocation`, {
          allocation_method: 'RANDOM',
        }),
      () =>
        sendAs(t, org.adminToken, 'PUT', `/api/units/1/listing`, {
          listed: false,
          application_deadline: '31/12/2026',
        }),
    ]);
  });

  it('sets the allocation method, shows it in the property, audits it; sub-users may only read', async () => {
    const property = await createProperty(t, org.adminToken);
    const read = await sendAs(t, org.adminToken, 'GET', `/api/property/${property.id}/allocation`);
    expect(json(read)).toEqual({ property_id: property.id, allocation_method: 'FIRST_COME' });
    const set = await sendAs(t, org.adminToken, 'PUT', `/api/property/${property.id}/allocation`, {
      allocation_method: 'LOTTERY',
    });
    expect(json(set)).toEqual({ property_id: property.id, allocation_method: 'LOTTERY' });
    const answer = json<{ allocation_method: string }>(
      await sendAs(t, org.adminToken, 'GET', `/api/property/${property.id}`),
    );
    expect(answer.allocation_method).toBe('LOTTERY');
    expect((await auditOf('property', property.id)).at(-1)).toMatchObject({
      before: { allocation_method: 'FIRST_COME' },
      after: { allocation_method: 'LOTTERY' },
    });

    const agent = await t.createSubuser(org);
    expect((await sendAs(t, agent.token, 'GET', `/api/property/${property.id}/preferences`)).statusCode).toBe(
      200,
    );
    expect((await sendAs(t, agent.token, 'GET', `/api/property/${property.id}/waitlist`)).statusCode).toBe(
      200,
    );
    await expectForbidden(t.database, [
      () => sendAs(t, agent.token, 'POST', `/api/property/${property.id}/preferences`, { name: 'Mine' }),
      () =>
        sendAs(t, agent.token, 'PUT', `/api/property/${property.id}/allocation`, {
          allocation_method: 'FIRST_COME',
        }),
    ]);
  });
});
