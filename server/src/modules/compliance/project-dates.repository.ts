import type { ProjectDates } from '@lar/contracts/compliance/hold-harmless';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { amongIds, preparedRecord } from '../../lib/prepared-queries.ts';

/**
 * The one place the compliance checks learn the dates a unit's limits are held by (decision 048):
 * its building's placed-in-service date and gross rent floor date (migration 0043). Credits are
 * allocated per building and the rent floor is per building (Rev. Proc. 94-57), so two buildings
 * of one property may be held at different years.
 */

/** The building's dates as a select names them; a statement that reads a unit joins its building. */
export const datesColumns = {
  placedInService: buildings.placed_in_service_date,
  grossRentFloorDate: buildings.gross_rent_floor_date,
};

export const projectDates = (row: {
  placedInService: string | null;
  grossRentFloorDate: string | null;
}): ProjectDates => ({
  placedInService: row.placedInService ?? undefined,
  grossRentFloorDate: row.grossRentFloorDate ?? undefined,
});

/** Which units: those of one property, of these properties, or these ids. */
export type UnitsChosen =
  | { propertyId: number }
  | { propertyIds: readonly number[] }
  | { unitIds: readonly number[] };

/**
 * The dates of each unit's building, by unit id, in one statement whatever the number of units
 * (the property's compliance tests and the reports read many units at once).
 */
export async function projectDatesOfUnits(
  q: Queryable,
  tenant: Tenant,
  chosen: UnitsChosen,
): Promise<Map<number, ProjectDates>> {
  if ('unitIds' in chosen && chosen.unitIds.length === 0) return new Map();
  if ('propertyIds' in chosen && chosen.propertyIds.length === 0) return new Map();
  // One prepared statement per way of choosing, the ids as one array: planned once per connection
  // instead of on every report page.
  const [kind, which, values]: [string, SQL, Record<string, unknown>] =
    'propertyId' in chosen
      ? ['property', eq(units.propertyId, sql.placeholder('id')), { id: chosen.propertyId }]
      : 'propertyIds' in chosen
        ? ['properties', amongIds(units.propertyId, 'ids'), { ids: [...chosen.propertyIds] }]
        : ['units', amongIds(units.id, 'ids'), { ids: [...chosen.unitIds] }];
  const statement = preparedRecord(q, `compliance.project_dates_of_${kind}`, tenant.organizationId, (name) =>
    q
      .select({ unitId: units.id, ...datesColumns })
      .from(units)
      .innerJoin(buildings, referencedRow(buildings, units.buildingId, units))
      .where(tenant.where(units, which))
      .prepare(name),
  );
  const rows = await statement.execute(values);
  return new Map(rows.map((row) => [row.unitId, projectDates(row)]));
}
