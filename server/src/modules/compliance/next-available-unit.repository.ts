import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { recertificationSchedule } from '../../db/schema/certifications.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';

/**
 * The units of a unit's building holding an over-income household, other than the placement's own
 * occupancy: the next available unit rule is a building's (IRC 42(g)(2)(D)(ii); decision 042).
 */
export async function overIncomeUnitsOfBuilding(
  q: Queryable,
  tenant: Tenant,
  unitId: number,
  occupancyId?: number,
) {
  const placed = alias(units, 'placed');
  const buildingOfPlacement = q
    .select({ buildingId: placed.buildingId })
    .from(placed)
    .where(and(eq(placed.organizationId, tenant.organizationId), eq(placed.id, unitId)));
  const s = recertificationSchedule;
  const conditions: SQL[] = [eq(s.overIncome, true), inArray(units.buildingId, buildingOfPlacement)];
  if (occupancyId !== undefined) conditions.push(ne(s.occupancyId, occupancyId));
  return q
    .selectDistinct({ id: units.id, unitNumber: units.unitNumber, unitType: units.unitType })
    .from(s)
    .innerJoin(units, and(eq(units.organizationId, s.organizationId), eq(units.id, s.unitId)))
    .where(tenant.where(s, ...conditions));
}
