import type { OfferableUnit } from '@lar/contracts/application-review';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { unitListings } from '../../db/schema/listings.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';

/** The property's units no occupancy holds, by unit number: what an application can be offered. */
export function offerableUnits(q: Queryable, tenant: Tenant, propertyId: number): Promise<OfferableUnit[]> {
  return q
    .select({ id: units.id, unit_number: units.unitNumber, unit_type: units.unitType })
    .from(units)
    .where(tenant.where(units, eq(units.propertyId, propertyId), eq(units.taken, false)))
    .orderBy(asc(units.unitNumber), asc(units.id));
}

/** The offered unit with its listing's asking rent, its row locked until the transaction ends. */
export async function offeredUnitForUpdate(tx: Tx, tenant: Tenant, unitId: number) {
  const [unit] = await tx
    .select({
      propertyId: units.propertyId,
      taken: units.taken,
      programId: units.govProgramId,
      askingRent: unitListings.askingRent,
    })
    .from(units)
    .leftJoin(
      unitListings,
      and(eq(unitListings.organizationId, units.organizationId), eq(unitListings.unitId, units.id)),
    )
    .where(tenant.where(units, eq(units.id, unitId)))
    .for('update', { of: units });
  return unit;
}

/** Inserts a candidate (the head of an accepted application's household); answers its id. */
export function insertCandidate(
  q: Queryable,
  values: typeof candidates.$inferInsert,
): Promise<{ id: number }[]> {
  return q.insert(candidates).values(values).returning({ id: candidates.id });
}
