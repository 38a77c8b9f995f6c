import type { BuildingOnFile } from '@lar/contracts/compliance/owner-certification';
import type { SelfAuditDocument } from '@lar/contracts/compliance/self-audit';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { incomeCertifications } from '../../db/schema/certifications.ts';
import { properties } from '../../db/schema/properties.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { selectRow } from '../../db/tenant-rows.ts';

/** The reads of the 8823 self-audit (decision 067) beyond the compliance tests and the calendar. */

/** The caller's property's name, or undefined when it has no such property. */
export async function propertyNameOf(q: Queryable, tenant: Tenant, propertyId: number) {
  const [row] = await selectRow(q, tenant, properties, { name: properties.property_name }, propertyId);
  return row?.name;
}

/** The certifications of these households (finalized and drafts), newest first, by occupancy id. */
export async function certificationsOf(
  q: Queryable,
  tenant: Tenant,
  occupancyIds: readonly number[],
): Promise<Map<number, SelfAuditDocument[]>> {
  const found = new Map<number, SelfAuditDocument[]>();
  if (occupancyIds.length === 0) return found;
  const rows = await q
    .select({
      id: incomeCertifications.id,
      occupancyId: incomeCertifications.occupancyId,
      type: incomeCertifications.type,
      status: incomeCertifications.status,
      effective_date: incomeCertifications.effectiveDate,
    })
    .from(incomeCertifications)
    .where(tenant.where(incomeCertifications, inArray(incomeCertifications.occupancyId, [...occupancyIds])))
    .orderBy(
      desc(incomeCertifications.effectiveDate),
      desc(incomeCertifications.id),
      asc(incomeCertifications.occupancyId),
    );
  for (const { occupancyId, ...document } of rows)
    found.set(occupancyId, [...(found.get(occupancyId) ?? []), document]);
  return found;
}

/**
 * The property's buildings for the owner's certification (decision 070): name, BIN, placed-in-
 * service date and own election, by name then id.
 */
export async function buildingsOf(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<BuildingOnFile[]> {
  return q
    .select({
      id: buildings.id,
      name: buildings.name,
      bin: buildings.bin,
      placed_in_service_date: buildings.placed_in_service_date,
      set_aside_election: buildings.set_aside_election,
    })
    .from(buildings)
    .where(tenant.where(buildings, eq(buildings.property_id, propertyId)))
    .orderBy(asc(buildings.name), asc(buildings.id));
}
