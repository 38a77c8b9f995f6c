import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { isActiveOccupancy, occupancies } from '../../db/schema/occupancies.ts';
import { amiLevels, govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { type ExtraRow, extraDesignationsOfUnit } from './unit-designations.repository.ts';

/**
 * The reads of a property's compliance tests (decision 027): the property's election, then every
 * unit with its primary level, extra designations and ACTIVE occupancy in one statement, then the
 * HOME programs among those named. A property of a few hundred units is these statements and the
 * programs' tables (kept in the process, limit-tables.ts), never a statement per unit.
 */

/** The election of the caller's property, or undefined when it has no such property. */
export async function setAsideElectionOf(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<SetAsideElection | undefined> {
  const [row] = await q
    .select({ election: properties.set_aside_election })
    .from(properties)
    .where(tenant.where(properties, eq(properties.id, propertyId)));
  return row?.election;
}

/** Every unit of the property, by unit number, with what its tests read. */
export async function unitsOfProperty(q: Queryable, tenant: Tenant, propertyId: number) {
  const rows = await q
    .select({
      id: units.id,
      unitNumber: units.unitNumber,
      unitType: units.unitType,
      squareFeet: units.squareFeet,
      programId: units.govProgramId,
      levelPercentage: amiLevels.percentage,
      occupancyId: occupancies.id,
      householdSize: occupancies.householdSize,
      annualIncome: occupancies.annualIncome,
      extras: extraDesignationsOfUnit,
    })
    .from(units)
    .leftJoin(amiLevels, referencedRow(amiLevels, units.amiLevelId, units))
    // At most one ACTIVE occupancy a unit (a partial unique index).
    .leftJoin(
      occupancies,
      and(
        eq(occupancies.organizationId, units.organizationId),
        eq(occupancies.unitId, units.id),
        isActiveOccupancy,
      ),
    )
    .where(tenant.where(units, eq(units.propertyId, propertyId)))
    .orderBy(asc(units.unitNumber), asc(units.id));
  return rows.map(({ extras, ...row }) => ({ ...row, extras: JSON.parse(extras) as ExtraRow[] }));
}

export type PropertyUnitRow = Awaited<ReturnType<typeof unitsOfProperty>>[number];

/** Which of these programs are HOME programs. */
export async function homeProgramIds(
  q: Queryable,
  tenant: Tenant,
  programIds: readonly number[],
): Promise<Set<number>> {
  if (programIds.length === 0) return new Set();
  const rows = await q
    .select({ id: govPrograms.id })
    .from(govPrograms)
    .where(
      tenant.where(govPrograms, inArray(govPrograms.id, [...programIds]), eq(govPrograms.homeProgram, true)),
    );
  return new Set(rows.map((r) => r.id));
}
