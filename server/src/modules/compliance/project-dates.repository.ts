import type { ProjectDates } from '@lar/contracts/compliance/hold-harmless';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import type { Tenant } from '../../db/tenancy.ts';

/**
 * The one place the compliance checks learn a project's placed-in-service date and gross rent
 * floor date (decision 048). They are read from the property for now (migration 0042); once
 * buildings carry their own placed-in-service dates, this is the function to change: the limits of
 * a unit are then held by its building's dates.
 */
export async function projectDatesOf(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<ProjectDates> {
  const [row] = await q
    .select({
      placedInService: properties.placed_in_service_date,
      grossRentFloorDate: properties.gross_rent_floor_date,
    })
    .from(properties)
    .where(tenant.where(properties, eq(properties.id, propertyId)));
  return {
    placedInService: row?.placedInService ?? undefined,
    grossRentFloorDate: row?.grossRentFloorDate ?? undefined,
  };
}
