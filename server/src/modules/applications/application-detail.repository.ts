import type { PreferenceChoice } from '@lar/contracts/application-review';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { applications, propertyPreferences } from '../../db/schema/applications.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { ApplicationRow } from './application.repository.ts';

/** What an application's detail reads besides its row: its preferences, offered unit and duplicates. */

/** The preferences of the property the application claims, by rank. */
export function claimedPreferences(q: Queryable, tenant: Tenant, row: ApplicationRow) {
  if (row.claimedPreferenceIds.length === 0) return Promise.resolve([]);
  return q
    .select({ id: propertyPreferences.id, name: propertyPreferences.name, rank: propertyPreferences.rank })
    .from(propertyPreferences)
    .where(
      tenant.where(
        propertyPreferences,
        eq(propertyPreferences.propertyId, row.propertyId),
        sql`${propertyPreferences.id} = ANY (${sql.param(row.claimedPreferenceIds)}::integer[])`,
      ),
    )
    .orderBy(asc(propertyPreferences.rank));
}

/** The number of the unit offered, or null when none is or it is gone. */
export async function offeredUnitNumber(q: Queryable, tenant: Tenant, row: ApplicationRow) {
  if (row.offeredUnitId === null) return null;
  const [unit] = await q
    .select({ number: units.unitNumber })
    .from(units)
    .where(tenant.where(units, eq(units.id, row.offeredUnitId)));
  return unit?.number ?? null;
}

/**
 * The applications of the same property this one matches (the same e-mail, or the same name and
 * birth date), and those its flag names: read afresh, so an earlier application lists the later
 * ones that match it as well.
 */
export function duplicatesOf(q: Queryable, tenant: Tenant, row: ApplicationRow) {
  const a = applications;
  return q
    .select({ id: a.id, reference: a.reference, head_name: a.headName, status: a.status })
    .from(a)
    .where(
      tenant.where(
        a,
        sql`${a.id} <> ${row.id}`,
        sql`(${a.id} = ANY (${sql.param(row.duplicateOfIds)}::integer[])
            OR (${a.propertyId} = ${row.propertyId}
                AND (lower(${a.email}) = lower(${row.email})
                     OR (lower(${a.headName}) = lower(${row.headName}) AND ${a.birthDate} = ${row.birthDate}))))`,
      ),
    )
    .orderBy(asc(a.submittedAt), asc(a.id))
    .limit(50);
}

/** The property's preferences, by rank, for the list's filter. */
export function preferenceChoices(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<PreferenceChoice[]> {
  const p = propertyPreferences;
  return q
    .select({ id: p.id, name: p.name, rank: p.rank, active: p.active })
    .from(p)
    .where(tenant.where(p, eq(p.propertyId, propertyId)))
    .orderBy(asc(p.rank), asc(p.id));
}
