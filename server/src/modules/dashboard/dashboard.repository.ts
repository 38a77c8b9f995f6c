import { sql } from 'drizzle-orm';
import { organizationStampSql } from '../../db/change-stamps.ts';
import { type Queryable, rowsOf } from '../../db/client.ts';
import type { DueRange } from '../recertifications/index.ts';

/**
 * The dashboard's counts per property, for the properties whose figures are computed again
 * (decision 029): each statement reads the named properties' rows through the indexes that lead
 * with the organization and the property (units, the schedule) or the unit (occupancies).
 */

export interface ScopeProperty {
  id: number;
  name: string;
  managerId: number;
  stamp: string;
}

interface ScopeFilter {
  propertyId?: number | undefined;
  managerId?: number | undefined;
  ids?: readonly number[];
}

/** The scope's properties (`p`) joined to their stamps (`s`): what the scope and its version read. */
function scopeRows(organizationId: number, filter: ScopeFilter) {
  const byProperty = filter.propertyId === undefined ? sql`` : sql`AND p.id = ${filter.propertyId}`;
  const byManager =
    filter.managerId === undefined ? sql`` : sql`AND p.property_manager_id = ${filter.managerId}`;
  const byIds = filter.ids === undefined ? sql`` : sql`AND p.id = ANY(${idArray(filter.ids)})`;
  return sql`FROM properties p
          LEFT JOIN dashboard_stamps s ON s.organization_id = p.organization_id AND s.property_id = p.id
         WHERE p.organization_id = ${organizationId} ${byProperty} ${byManager} ${byIds}`;
}

/** The organization's properties (of one company, or one property) with their stamps, and the organization's. */
export async function scopeProperties(
  q: Queryable,
  organizationId: number,
  filter: ScopeFilter,
): Promise<{ properties: ScopeProperty[]; organizationStamp: string }> {
  const rows = await rowsOf<ScopeProperty & { organizationStamp: string }>(
    q,
    sql`SELECT p.id, p.property_name AS name, p.property_manager_id AS "managerId",
               coalesce(s.stamp, 0)::text AS stamp, ${organizationStampSql(organizationId)} AS "organizationStamp"
          ${scopeRows(organizationId, filter)}
         ORDER BY p.id`,
  );
  const stamp = rows[0]?.organizationStamp ?? (await organizationStampOf(q, organizationId));
  return { properties: rows.map(({ organizationStamp: _, ...p }) => p), organizationStamp: stamp };
}

/**
 * The version of a scope's figures: a digest of each property's id and stamp, the organization's
 * stamp, in one row. Any write that moves a stamp of the scope, adds or removes one of its
 * properties gives another version, whatever order concurrent writes commit in.
 */
export async function scopeVersion(
  q: Queryable,
  organizationId: number,
  filter: ScopeFilter,
): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(
    q,
    sql`SELECT ${organizationStampSql(organizationId)}
               || ':' || count(*)::text
               || ':' || coalesce(md5(string_agg(p.id::text || '=' || coalesce(s.stamp, 0)::text, ',' ORDER BY p.id)), '')
               AS version
          ${scopeRows(organizationId, filter)}`,
  );
  return row?.version ?? '';
}

async function organizationStampOf(q: Queryable, organizationId: number): Promise<string> {
  const [row] = await rowsOf<{ stamp: string }>(
    q,
    sql`SELECT ${organizationStampSql(organizationId)} AS stamp`,
  );
  return row?.stamp ?? '0';
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export interface UnitCounts {
  property_id: number;
  units: number;
  vacant: number;
}

export const unitCounts = (q: Queryable, organizationId: number, ids: readonly number[]) =>
  rowsOf<UnitCounts>(
    q,
    sql`SELECT property_id, count(*)::int AS units, (count(*) FILTER (WHERE NOT taken))::int AS vacant
          FROM units WHERE organization_id = ${organizationId} AND property_id = ANY(${idArray(ids)})
         GROUP BY property_id`,
  );

export interface OccupancyCounts {
  property_id: number;
  occupied: number;
  pending: number;
}

export const occupancyCounts = (q: Queryable, organizationId: number, ids: readonly number[]) =>
  rowsOf<OccupancyCounts>(
    q,
    sql`SELECT u.property_id,
               (count(DISTINCT o.unit_id) FILTER (WHERE o.status = 'ACTIVE'))::int AS occupied,
               (count(*) FILTER (WHERE o.status = 'PENDING'))::int AS pending
          FROM units u
          JOIN occupancies o ON o.organization_id = u.organization_id AND o.unit_id = u.id
         WHERE u.organization_id = ${organizationId} AND u.property_id = ANY(${idArray(ids)})
           AND o.status IN ('ACTIVE', 'PENDING')
         GROUP BY u.property_id`,
  );

export interface AmiCount {
  property_id: number;
  percentage: string | null;
  units: number;
}

/**
 * Units by their designated AMI %: the lowest of the primary level's and the extra designations'
 * (the strictest set-aside the unit carries); none for a unit without either.
 */
export const amiCounts = (q: Queryable, organizationId: number, ids: readonly number[]) =>
  rowsOf<AmiCount>(
    q,
    sql`SELECT u.property_id, d.percentage::text AS percentage, count(*)::int AS units
          FROM units u
          LEFT JOIN ami_levels l ON l.organization_id = u.organization_id AND l.id = u.ami_level_id
         CROSS JOIN LATERAL (
               SELECT least(l.percentage, (SELECT min(x.ami_percentage) FROM unit_designations x
                                            WHERE x.organization_id = u.organization_id AND x.unit_id = u.id))
                        AS percentage) d
         WHERE u.organization_id = ${organizationId} AND u.property_id = ANY(${idArray(ids)})
         GROUP BY u.property_id, d.percentage`,
  );

export interface MoveCount {
  property_id: number;
  month: string;
  move_ins: number;
  move_outs: number;
}

/**
 * Move-ins (the start of an occupancy that is or was ACTIVE) and move-outs (the end of an ENDED
 * one) per month with a date from `from` to `to`; a PENDING occupancy has not moved in.
 */
export const moveCounts = (
  q: Queryable,
  organizationId: number,
  ids: readonly number[],
  from: string,
  to: string,
) =>
  rowsOf<MoveCount>(
    q,
    sql`SELECT u.property_id, to_char(d.day, 'YYYY-MM') AS month,
               (count(*) FILTER (WHERE d.kind = 'in'))::int AS move_ins,
               (count(*) FILTER (WHERE d.kind = 'out'))::int AS move_outs
          FROM units u
          JOIN occupancies o ON o.organization_id = u.organization_id AND o.unit_id = u.id
         CROSS JOIN LATERAL (VALUES
                 ('in', CASE WHEN o.status IN ('ACTIVE', 'ENDED') THEN o.start_date END),
                 ('out', CASE WHEN o.status = 'ENDED' THEN o.end_date END)) AS d(kind, day)
         WHERE u.organization_id = ${organizationId} AND u.property_id = ANY(${idArray(ids)})
           AND d.day >= ${from}::date AND d.day <= ${to}::date
         GROUP BY u.property_id, to_char(d.day, 'YYYY-MM')`,
  );

export interface ScheduleCounts {
  property_id: number;
  buckets: number[];
  over_income: number;
}

/** Per property, the households in each of `ranges` (the calendar's buckets) and the over-income ones. */
export async function scheduleCounts(
  q: Queryable,
  organizationId: number,
  ids: readonly number[],
  ranges: readonly DueRange[],
): Promise<ScheduleCounts[]> {
  const buckets = ranges.map(
    (r) => sql`(count(*) FILTER (WHERE due_date >= ${r.from}::date AND due_date <= ${r.to}::date))::int`,
  );
  return rowsOf<ScheduleCounts>(
    q,
    sql`SELECT property_id, ARRAY[${sql.join(buckets, sql`, `)}] AS buckets,
               (count(*) FILTER (WHERE over_income))::int AS over_income
          FROM recertification_schedule
         WHERE organization_id = ${organizationId} AND property_id = ANY(${idArray(ids)})
         GROUP BY property_id`,
  );
}

/** Whether the organization has the property manager `id`. */
export async function managerExists(q: Queryable, organizationId: number, id: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    q,
    sql`SELECT 1 AS one FROM property_managers WHERE organization_id = ${organizationId} AND id = ${id}`,
  );
  return rows.length > 0;
}

/** Contact messages no admin has marked read (the partial index of migration 0031). */
export async function unreadMessages(q: Queryable, organizationId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    q,
    sql`SELECT count(*)::int AS n FROM contact_messages WHERE organization_id = ${organizationId} AND read_at IS NULL`,
  );
  return row?.n ?? 0;
}
