import type { StudentStatus } from '@lar/contracts/certifications';
import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import { and, asc, eq, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { incomeCertifications } from '../../db/schema/certifications.ts';
import { isActiveOccupancy, occupancies } from '../../db/schema/occupancies.ts';
import { amiLevels, govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { selectRow } from '../../db/tenant-rows.ts';
import { type ExtraRow, extraDesignationsOfUnit } from './unit-designations.repository.ts';

/**
 * The reads of a property's compliance tests (decisions 027, 040): the property's election, every
 * unit with its primary level and extra designations, the households (ACTIVE and last ENDED) in one
 * statement, the HOME programs among those named and the utility allowance schedules. A property of a few hundred units is these statements and the
 * programs' tables (kept in the process, limit-tables.ts), never a statement per unit.
 */

/** The election of the caller's property, or undefined when it has no such property. */
export async function setAsideElectionOf(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<SetAsideElection | undefined> {
  const [row] = await selectRow(
    q,
    tenant,
    properties,
    { election: properties.set_aside_election },
    propertyId,
  );
  return row?.election;
}

/** The elections of the caller's properties among these, by property id. */
export async function setAsideElectionsOf(
  q: Queryable,
  tenant: Tenant,
  propertyIds: readonly number[],
): Promise<Map<number, SetAsideElection>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await q
    .select({ id: properties.id, election: properties.set_aside_election })
    .from(properties)
    .where(tenant.where(properties, inArray(properties.id, [...propertyIds])));
  return new Map(rows.map((r) => [r.id, r.election]));
}

/**
 * The AMI % of a unit's primary level, looked up by its key for each unit: a join made PostgreSQL
 * hash the organization's every level (13,500 in the large data set) for a property's 300 units.
 * The outer row is named `units` in the text (see `extraDesignationsOfUnit`).
 */
const primaryLevelPercentage = sql<number | null>`(
  SELECT l.percentage::text FROM ${amiLevels} l
   WHERE l.id = units.ami_level_id AND l.organization_id = units.organization_id)`.mapWith(Number);

/**
 * The unit's building's own set-aside election (null: the property's applies), looked up by its
 * key for each unit like the primary level (decision 042: a unit's building is of its property).
 */
const buildingElection = sql<SetAsideElection | null>`(
  SELECT b.set_aside_election FROM ${buildings} b
   WHERE b.id = units.building_id AND b.organization_id = units.organization_id)`;

/** Every unit of the property, by unit number, with its designations and building (and its election). */
export const unitsOfProperty = (q: Queryable, tenant: Tenant, propertyId: number) =>
  unitsOfProperties(q, tenant, [propertyId]);

/**
 * Every unit of these properties, property after property and by unit number, with its property,
 * designations and building (and its election): one statement for the dashboard's many properties.
 */
export async function unitsOfProperties(q: Queryable, tenant: Tenant, propertyIds: readonly number[]) {
  if (propertyIds.length === 0) return [];
  const rows = await q
    .select({
      id: units.id,
      propertyId: units.propertyId,
      unitNumber: units.unitNumber,
      unitType: units.unitType,
      squareFeet: units.squareFeet,
      buildingId: units.buildingId,
      buildingElection,
      programId: units.govProgramId,
      levelPercentage: primaryLevelPercentage,
      extras: extraDesignationsOfUnit,
    })
    .from(units)
    .where(tenant.where(units, inArray(units.propertyId, [...propertyIds])))
    .orderBy(asc(units.propertyId), asc(units.unitNumber), asc(units.id));
  return rows.map(({ extras, ...row }) => ({ ...row, extras: JSON.parse(extras) as ExtraRow[] }));
}

const finalizedCertification = (type: 'MOVE_IN' | undefined, column: SQL) => sql`(
  SELECT ${column} FROM ${incomeCertifications} c
   WHERE c.organization_id = ${occupancies.organizationId} AND c.occupancy_id = ${occupancies.id}
     AND c.status = 'FINALIZED'${type === undefined ? sql`` : sql` AND c.type = ${type}`}
   ORDER BY c.effective_date DESC, c.id DESC LIMIT 1)`;

/**
 * The households the tests read, in one statement: each unit's ACTIVE occupancy, and each unit's
 * last ENDED one (a vacant unit's status and the vacant unit rule's rentals). Move-in income and
 * size come from the finalized MOVE_IN certification, else the occupancy's own figures; the
 * student status from the latest finalized certification.
 */
export const householdsOfProperty = (q: Queryable, tenant: Tenant, propertyId: number) =>
  householdsOfProperties(q, tenant, [propertyId]);

/** As `householdsOfProperty`, for these properties in one statement, each row with its unit's property. */
export async function householdsOfProperties(q: Queryable, tenant: Tenant, propertyIds: readonly number[]) {
  if (propertyIds.length === 0) return [];
  const later = alias(occupancies, 'later');
  const rows = await q
    .select({
      id: occupancies.id,
      unitId: occupancies.unitId,
      propertyId: units.propertyId,
      status: occupancies.status,
      startDate: occupancies.startDate,
      endDate: occupancies.endDate,
      rentAmount: occupancies.rentAmount,
      nonOptionalCharges: occupancies.nonOptionalCharges,
      householdSize: occupancies.householdSize,
      annualIncome: occupancies.annualIncome,
      // Income and size of the one MOVE_IN certification, read once: "income|size".
      moveIn: sql<
        string | null
      >`${finalizedCertification('MOVE_IN', sql`c.annual_income::text || '|' || c.household_size`)}`,
      studentStatus: sql<StudentStatus | null>`${finalizedCertification(undefined, sql`c.determination->>'student_status'`)}`,
    })
    .from(occupancies)
    .innerJoin(units, referencedRow(units, occupancies.unitId, occupancies))
    .where(
      tenant.where(
        occupancies,
        inArray(units.propertyId, [...propertyIds]),
        or(
          isActiveOccupancy,
          and(
            eq(occupancies.status, 'ENDED'),
            notExists(
              q
                .select({ id: later.id })
                .from(later)
                .where(
                  and(
                    eq(later.organizationId, occupancies.organizationId),
                    eq(later.unitId, occupancies.unitId),
                    eq(later.status, 'ENDED'),
                    sql`(${later.endDate}, ${later.id}) > (${occupancies.endDate}, ${occupancies.id})`,
                  ),
                ),
            ),
          ),
        ),
      ),
    );
  return rows.map(({ moveIn, ...row }) => {
    const [income = null, size = null] = moveIn?.split('|') ?? [];
    return { ...row, moveInIncome: income, moveInSize: size === null ? null : Number(size) };
  });
}

export type PropertyHouseholdRow = Awaited<ReturnType<typeof householdsOfProperties>>[number];

export type PropertyUnitRow = Awaited<ReturnType<typeof unitsOfProperties>>[number];

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
