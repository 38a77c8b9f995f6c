import type { StudentStatus } from '@lar/contracts/certifications';
import type { WorksheetCertification } from '@lar/contracts/compliance/unit-worksheet-assembly';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { incomeCertifications } from '../../db/schema/certifications.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';

/**
 * The reads of a unit's compliance worksheet beyond its property's compliance facts: which
 * property the unit is in (and its name and election), and the certifications of the household
 * tested, chosen as property-compliance.repository.ts chooses them (finalized; the MOVE_IN one for
 * the move-in income, the latest for the student status and the 140 % line).
 */

/** The caller's unit's property, or undefined when the organization has no such unit. */
export async function propertyOfUnit(q: Queryable, tenant: Tenant, unitId: number) {
  const [row] = await q
    .select({
      id: properties.id,
      name: properties.property_name,
      election: properties.set_aside_election,
      marketRent: sql<string | null>`${units.marketRent}::text`,
    })
    .from(units)
    .innerJoin(properties, referencedRow(properties, units.propertyId, units))
    .where(tenant.where(units, eq(units.id, unitId)));
  return row;
}

/** The occupancy's finalized certifications, latest first, with what the worksheet names. */
export async function finalizedCertificationsOf(
  q: Queryable,
  tenant: Tenant,
  occupancyId: number,
): Promise<WorksheetCertification[]> {
  const rows = await q
    .select({
      id: incomeCertifications.id,
      type: incomeCertifications.type,
      effective_date: incomeCertifications.effectiveDate,
      annual_income: sql<string>`${incomeCertifications.annualIncome}::text`,
      household_size: incomeCertifications.householdSize,
      members: sql<number>`jsonb_array_length(${incomeCertifications.members})::integer`,
      student_status: sql<StudentStatus | null>`${incomeCertifications.determination}->>'student_status'`,
      adjusted_income: sql<string | null>`${incomeCertifications.adjustedIncome}::text`,
    })
    .from(incomeCertifications)
    .where(
      tenant.where(
        incomeCertifications,
        eq(incomeCertifications.occupancyId, occupancyId),
        eq(incomeCertifications.status, 'FINALIZED'),
      ),
    )
    .orderBy(desc(incomeCertifications.effectiveDate), desc(incomeCertifications.id));
  return rows;
}

/** The occupancy's own income and size (read when no certification says). */
export async function occupancyFiguresOf(q: Queryable, tenant: Tenant, occupancyId: number) {
  const [row] = await q
    .select({
      annual_income: sql<string | null>`${occupancies.annualIncome}::text`,
      household_size: occupancies.householdSize,
    })
    .from(occupancies)
    .where(tenant.where(occupancies, and(eq(occupancies.id, occupancyId))));
  return row ?? null;
}
