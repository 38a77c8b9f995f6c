import { BuildingIssue } from '@lar/contracts/buildings';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { invalidField } from '../../lib/app-error.ts';
import { BuildingRepository } from './building.repository.ts';

/**
 * The building a unit of `propertyId` is saved in (decision 042): the one the body names, which
 * must be a building of that property of the caller's organization (else a field error, as a
 * foreign property or program is); without one, the unit's current building while the property
 * stays the same, else the property's only building. A property with several asks which one.
 */
export async function unitBuilding(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
  given: number | undefined,
  current?: { propertyId: number; buildingId: number },
): Promise<number> {
  const repo = new BuildingRepository(q, tenant);
  if (given !== undefined) {
    if ((await repo.propertyOf(given)) !== propertyId) {
      throw invalidField('building_id', 'not_found', "Choose one of the unit's property's buildings");
    }
    return given;
  }
  if (current && current.propertyId === propertyId) return current.buildingId;
  const ids = await repo.idsOfProperty(propertyId);
  if (ids.length === 1) return ids[0] as number;
  if (ids.length === 0) {
    throw invalidField(
      'building_id',
      BuildingIssue.NO_BUILDING,
      'This property has no building yet: add one first',
    );
  }
  throw invalidField(
    'building_id',
    BuildingIssue.BUILDING_REQUIRED,
    'This property has several buildings: choose the one the unit is in',
  );
}
