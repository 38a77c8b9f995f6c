import { describe, expect, it } from 'vitest';
import { insertApplication } from '../applications/application-fixtures.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';

/**
 * The waitlist's order is the view `application_waitlist` (migration 0033): preference group, then
 * lottery rank where the property allocates by lottery, then submission time.
 */
const t = useTestApp();
const org = t.org('waitlistorder');

async function preference(propertyId: number, rank: number, active = true): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO property_preferences (organization_id, property_id, rank, name, active)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [org.organizationId, propertyId, rank, `Preference ${rank}`, active],
  );
  return Number(row?.id);
}

async function positions(propertyId: number): Promise<Array<[number, number]>> {
  const rows = await t.database.query<{ application_id: number; position: number }>(
    `SELECT application_id, position FROM application_waitlist
      WHERE organization_id = $1 AND property_id = $2 ORDER BY position`,
    [org.organizationId, propertyId],
  );
  return rows.map((r) => [Number(r.application_id), Number(r.position)]);
}

describe('the waitlist order', () => {
  it('puts preference groups first, then submission time; only WAITLISTED applications count', async () => {
    const property = await createProperty(t, org.adminToken);
    const city = await preference(property.id, 1);
    const veteran = await preference(property.id, 2);
    const retired = await preference(property.id, 3, false);
    const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, '0')}:00Z`;
    const early = await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      submittedAt: at(1),
    });
    const veteranLate = await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      submittedAt: at(5),
      claimedPreferenceIds: [veteran],
    });
    const cityLate = await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      submittedAt: at(9),
      claimedPreferenceIds: [veteran, city],
    });
    // An inactive preference gives no group.
    const retiredOnly = await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      submittedAt: at(0),
      claimedPreferenceIds: [retired],
    });
    await insertApplication(t, org.organizationId, { propertyId: property.id, status: 'SUBMITTED' });
    expect(await positions(property.id)).toEqual([
      [cityLate.id, 1],
      [veteranLate.id, 2],
      [retiredOnly.id, 3],
      [early.id, 4],
    ]);
  });

  it('orders by lottery rank within a group when the property allocates by lottery', async () => {
    const property = await createProperty(t, org.adminToken);
    const first = await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      submittedAt: '2026-11-01T10:00:00Z',
      lotteryRank: 2,
    });
    const second = await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      submittedAt: '2026-11-01T11:00:00Z',
      lotteryRank: 1,
    });
    const unranked = await insertApplication(t, org.organizationId, {
      propertyId: property.id,
      status: 'WAITLISTED',
      submittedAt: '2026-11-01T09:00:00Z',
    });
    expect(await positions(property.id)).toEqual([
      [unranked.id, 1],
      [first.id, 2],
      [second.id, 3],
    ]);
    await t.database.query(`UPDATE properties SET allocation_method = 'LOTTERY' WHERE id = $1`, [
      property.id,
    ]);
    expect(await positions(property.id)).toEqual([
      [second.id, 1],
      [first.id, 2],
      [unranked.id, 3],
    ]);
  });
});
