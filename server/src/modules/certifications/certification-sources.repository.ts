import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { propertyAddressColumns } from '../properties/index.ts';

/** What a certification reads from the records it certifies: the occupancy's place, the tenant. */

/** The development and unit of an occupancy, in the tenant's organization (undefined when not found). */
export async function occupancyPlace(q: Queryable, tenant: Tenant, occupancyId: number) {
  const [place] = await q
    .select({
      ...propertyAddressColumns,
      unit_number: units.unitNumber,
      unit_type: units.unitType,
      bathrooms: units.bathrooms,
      square_feet: units.squareFeet,
    })
    .from(occupancies)
    .innerJoin(units, referencedRow(units, occupancies.unitId, occupancies))
    .innerJoin(properties, referencedRow(properties, units.propertyId, units))
    .where(tenant.where(occupancies, eq(occupancies.id, occupancyId)));
  return place;
}

/** The candidate who heads a household: name, birth date, disability (undefined when not found). */
export async function householdHead(q: Queryable, tenant: Tenant, candidateId: number) {
  const [candidate] = await q
    .select({
      fullName: candidates.fullName,
      birthDate: candidates.birthDate,
      isDisabled: candidates.isDisabled,
    })
    .from(candidates)
    .where(tenant.where(candidates, eq(candidates.id, candidateId)));
  return candidate;
}
