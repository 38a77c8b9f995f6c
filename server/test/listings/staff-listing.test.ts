import { describe, expect, it } from 'vitest';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, sendAs, tableSnapshot } from '../helpers/test-app.ts';

/** Staff list a unit: availability, asking rent and description, versioned and audited. */
const { t, org, other } = useTwoOrgs('staff', 'otherstaff');

describe('GET/PUT /api/units/{id}/listing', () => {
  it('starts unlisted at version 0, then saves, versions and audits each change', async () => {
    const property = await createProperty(t, org.adminToken);
    const unit = await createUnit(t, org.adminToken, property.id);
    const url = `/api/units/${unit.id}/listing`;
    expect(json(await sendAs(t, org.adminToken, 'GET', url))).toMatchObject({
      unit_id: unit.id,
      listed: false,
      asking_rent: null,
      version: 0,
      photos: [],
    });
    const first = await sendAs(t, org.adminToken, 'PUT', url, {
      listed: true,
      asking_rent: 1250.5,
      available_from: '2026-12-01',
      description: 'Two bedrooms\nnear the park',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ listed: true, asking_rent: '1250.50', version: 1 });
    const second = await sendAs(t, org.adminToken, 'PUT', url, {
      listed: false,
      asking_rent: '1300',
      version: 1,
    });
    expect(json(second)).toMatchObject({
      listed: false,
      asking_rent: '1300.00',
      description: null,
      version: 2,
    });
    const stale = await sendAs(t, org.adminToken, 'PUT', url, { listed: true, asking_rent: '1', version: 1 });
    expect(stale.statusCode).toBe(409);

    const history = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/audit-log?entity=unit_listing&entity_id=${unit.id}`,
    );
    const entries =
      json<
        Array<{ action: string; before: { asking_rent?: string } | null; after: { asking_rent: string } }>
      >(history);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      before: { asking_rent: '1250.50' },
      after: { asking_rent: '1300.00' },
    });
  });

  it('refuses bad input with 400 and changes nothing; a listed unit needs its rent', async () => {
    const property = await createProperty(t, org.adminToken);
    const unit = await createUnit(t, org.adminToken, property.id);
    const url = `/api/units/${unit.id}/listing`;
    const before = await tableSnapshot(t.database);
    for (const body of [
      { listed: true },
      { listed: true, asking_rent: '-1' },
      { listed: true, asking_rent: '12.345' },
      { listed: 'yes', asking_rent: '100' },
      { listed: true, asking_rent: '100', available_from: '2026-13-01' },
      { listed: true, asking_rent: '100', description: 'x'.repeat(4001) },
      { listed: true, asking_rent: '100', extra: 1 },
    ]) {
      const res = await sendAs(t, org.adminToken, 'PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const noRent = await sendAs(t, org.adminToken, 'PUT', url, { listed: true });
    expect(json(noRent).errors).toEqual([
      expect.objectContaining({ field: 'asking_rent', code: 'listing_rent_required' }),
    ]);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it("answers 404 for another organization's unit and property, and lets a sub-user only read", async () => {
    const property = await createProperty(t, org.adminToken);
    const unit = await createUnit(t, org.adminToken, property.id);
    const before = await tableSnapshot(t.database);
    expect((await sendAs(t, other.adminToken, 'GET', `/api/units/${unit.id}/listing`)).statusCode).toBe(404);
    const put = await sendAs(t, other.adminToken, 'PUT', `/api/units/${unit.id}/listing`, {
      listed: true,
      asking_rent: '100',
    });
    expect(put.statusCode).toBe(404);
    const minimum = await sendAs(t, other.adminToken, 'PUT', `/api/property/${property.id}/minimum-income`, {
      min_income_rent_multiple: '3',
    });
    expect(minimum.statusCode).toBe(404);
    expect(await tableSnapshot(t.database)).toEqual(before);
    const { token } = await t.createSubuser(org);
    expect((await sendAs(t, token, 'GET', `/api/units/${unit.id}/listing`)).statusCode).toBe(200);
    expect(
      (await sendAs(t, token, 'PUT', `/api/units/${unit.id}/listing`, { listed: false })).statusCode,
    ).toBe(403);
  });

  it("sets and clears a property's minimum income multiple, refusing 0 and bad text", async () => {
    const property = await createProperty(t, org.adminToken);
    const url = `/api/property/${property.id}/minimum-income`;
    expect(json(await sendAs(t, org.adminToken, 'PUT', url, { min_income_rent_multiple: 2.5 }))).toEqual({
      property_id: property.id,
      min_income_rent_multiple: '2.50',
    });
    expect(json(await sendAs(t, org.adminToken, 'PUT', url, { min_income_rent_multiple: null }))).toEqual({
      property_id: property.id,
      min_income_rent_multiple: null,
    });
    for (const value of ['0', 'abc', '100', -1]) {
      const res = await sendAs(t, org.adminToken, 'PUT', url, { min_income_rent_multiple: value });
      expect(res.statusCode, String(value)).toBe(400);
    }
  });
});
