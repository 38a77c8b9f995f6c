import type { RecertificationItem, RecertificationSummary } from '@lar/contracts/recertifications';
import { expect } from 'vitest';
import { createCandidate, createOccupancy, createUnit } from '../helpers/fixtures.ts';
import { bearer, type TestApp, type TestOrg } from '../helpers/test-app.ts';

/** Households and their certifications for the calendar's tests. */

export interface Household {
  occupancyId: number;
  unitId: number;
  tenantId: number;
  household: string;
}

/** A unit of the property with an ACTIVE occupancy starting on `start`. */
export async function household(
  t: TestApp,
  org: TestOrg,
  propertyId: number,
  start: string,
  candidate: Record<string, unknown> = {},
): Promise<Household> {
  const unit = await createUnit(t, org.adminToken, propertyId);
  const tenant = await createCandidate(t, org.adminToken, candidate);
  const occupancy = await createOccupancy(t, org.adminToken, unit.id, tenant.id, { start_date: start });
  return { occupancyId: occupancy.id, unitId: unit.id, tenantId: tenant.id, household: tenant.full_name };
}

/**
 * A finalized certification written as it is stored (the calendar reads only its type, date,
 * correction and over-income mark); its id. A finalized move-in takes the place of the move-in
 * draft the occupancy was created with.
 */
export async function certify(
  t: TestApp,
  org: TestOrg,
  occupancyId: number,
  type: 'MOVE_IN' | 'ANNUAL' | 'INTERIM',
  effectiveDate: string,
  extra: { supersedesId?: number; overIncome?: boolean } = {},
): Promise<number> {
  if (type === 'MOVE_IN')
    await t.database.query(
      `DELETE FROM income_certifications
        WHERE organization_id = $1 AND occupancy_id = $2 AND type = 'MOVE_IN' AND status = 'DRAFT'`,
      [org.organizationId, occupancyId],
    );
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO income_certifications
       (organization_id, occupancy_id, type, status, effective_date, supersedes_id, over_income,
        finalized_at, finalized_by)
     VALUES ($1, $2, $3, 'FINALIZED', $4, $5, $6, now(), 'tester') RETURNING id`,
    [
      org.organizationId,
      occupancyId,
      type,
      effectiveDate,
      extra.supersedesId ?? null,
      extra.overIncome ?? false,
    ],
  );
  if (!row) throw new Error('no certification inserted');
  return row.id;
}

/** The occupancy's draft (one is made here if none is in preparation); its id. */
export async function draftOf(t: TestApp, org: TestOrg, occupancyId: number): Promise<number> {
  await t.database.query(
    `INSERT INTO income_certifications (organization_id, occupancy_id, type, effective_date)
     VALUES ($1, $2, 'ANNUAL', '2026-03-01')
     ON CONFLICT (organization_id, occupancy_id) WHERE status = 'DRAFT' DO NOTHING`,
    [org.organizationId, occupancyId],
  );
  const [row] = await t.database.query<{ id: number }>(
    `SELECT id FROM income_certifications WHERE organization_id = $1 AND occupancy_id = $2 AND status = 'DRAFT'`,
    [org.organizationId, occupancyId],
  );
  if (!row) throw new Error('no draft');
  return row.id;
}

const searchOf = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));

export interface ListAnswer {
  items: RecertificationItem[];
  total: number;
}

/** The calendar's list as `org` reads it with `query`; must answer 200. */
export async function listOf(t: TestApp, org: TestOrg, query: Record<string, string | number>) {
  const search = searchOf(query);
  const res = await t.app.inject({ url: `/api/recertifications?${search}`, headers: bearer(org.adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as RecertificationItem[], total: Number(res.headers['x-total-count']) };
}

export async function summaryOf(t: TestApp, org: TestOrg, query: Record<string, string | number>) {
  const search = searchOf(query);
  const res = await t.app.inject({
    url: `/api/recertifications/summary?${search}`,
    headers: bearer(org.adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecertificationSummary;
}

/** The bucket one occupancy is in on `asOf` (undefined when not listed), read through the list. */
export async function bucketOf(
  t: TestApp,
  org: TestOrg,
  propertyId: number,
  occupancyId: number,
  asOf: string,
) {
  const { items } = await listOf(t, org, { property_id: propertyId, as_of: asOf, limit: 500 });
  return items.find((i) => i.occupancy_id === occupancyId);
}
