import type { Determination } from '@lar/contracts/certification-determination';
import type {
  CertificationMember,
  CertificationStatus,
  CertificationType,
} from '@lar/contracts/certifications';
import type { UnitType } from '@lar/contracts/units';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { incomeCertifications } from '../../db/schema/certifications.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';

/** The reads of HUD's tenant data file (decision 071): units in id order, their households on a day. */

export interface UnitRow {
  unitId: number;
  propertyId: number;
  unitNumber: string | null;
  unitType: UnitType;
  buildingId: number;
  bin: string | null;
  buildingStreet: string | null;
  buildingCity: string | null;
  buildingState: string | null;
  buildingPostalCode: string | null;
  propertyName: string;
  propertyStreet: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyPostalCode: string | null;
}

/** Whether the organization has the property. */
export async function propertyExists(q: Queryable, tenant: Tenant, propertyId: number) {
  const [row] = await q
    .select({ id: properties.id })
    .from(properties)
    .where(tenant.where(properties, eq(properties.id, propertyId)));
  return row !== undefined;
}

/** One batch of units after `afterId`, of one property or all, with their building and property. */
export async function unitBatch(
  q: Queryable,
  tenant: Tenant,
  propertyId: number | null,
  afterId: number,
  limit: number,
): Promise<UnitRow[]> {
  return q
    .select({
      unitId: units.id,
      propertyId: units.propertyId,
      unitNumber: units.unitNumber,
      unitType: units.unitType,
      buildingId: units.buildingId,
      bin: buildings.bin,
      buildingStreet: buildings.street1,
      buildingCity: buildings.city,
      buildingState: buildings.state,
      buildingPostalCode: buildings.postal_code,
      propertyName: properties.property_name,
      propertyStreet: properties.street1,
      propertyCity: properties.city,
      propertyState: properties.state,
      propertyPostalCode: properties.postal_code,
    })
    .from(units)
    .innerJoin(buildings, referencedRow(buildings, units.buildingId, units))
    .innerJoin(properties, referencedRow(properties, units.propertyId, units))
    .where(
      tenant.where(
        units,
        gt(units.id, afterId),
        propertyId === null ? undefined : eq(units.propertyId, propertyId),
      ),
    )
    .orderBy(asc(units.id))
    .limit(limit);
}

export interface HouseholdRow {
  occupancyId: number;
  unitId: number;
  startDate: string;
}

/** The households living in these units on `day`: begun by then, not ended before it. */
export async function householdsOn(
  q: Queryable,
  tenant: Tenant,
  unitIds: readonly number[],
  day: string,
): Promise<HouseholdRow[]> {
  if (unitIds.length === 0) return [];
  return q
    .select({ occupancyId: occupancies.id, unitId: occupancies.unitId, startDate: occupancies.startDate })
    .from(occupancies)
    .where(
      tenant.where(
        occupancies,
        inArray(occupancies.unitId, [...unitIds]),
        ne(occupancies.status, 'PENDING'),
        lte(occupancies.startDate, day),
        or(isNull(occupancies.endDate), gt(occupancies.endDate, day)),
      ),
    )
    .orderBy(asc(occupancies.unitId), desc(occupancies.startDate), desc(occupancies.id));
}

export interface CertificationRow {
  id: number;
  occupancyId: number;
  type: CertificationType;
  status: CertificationStatus;
  effectiveDate: string;
  members: CertificationMember[];
  tenantRent: string;
  rentAssistance: string;
  nonOptionalCharges: string;
  householdSize: number;
  annualIncome: string;
  determination: Determination;
}

/** These households' certifications effective by `day`, newest first. */
export async function certificationsBy(
  q: Queryable,
  tenant: Tenant,
  occupancyIds: readonly number[],
  day: string,
): Promise<CertificationRow[]> {
  if (occupancyIds.length === 0) return [];
  return q
    .select({
      id: incomeCertifications.id,
      occupancyId: incomeCertifications.occupancyId,
      type: incomeCertifications.type,
      status: incomeCertifications.status,
      effectiveDate: incomeCertifications.effectiveDate,
      members: incomeCertifications.members,
      tenantRent: incomeCertifications.tenantRent,
      rentAssistance: incomeCertifications.rentAssistance,
      nonOptionalCharges: incomeCertifications.nonOptionalCharges,
      householdSize: incomeCertifications.householdSize,
      annualIncome: incomeCertifications.annualIncome,
      determination: incomeCertifications.determination,
    })
    .from(incomeCertifications)
    .where(
      tenant.where(
        incomeCertifications,
        and(
          inArray(incomeCertifications.occupancyId, [...occupancyIds]),
          lte(incomeCertifications.effectiveDate, day),
        ),
      ),
    )
    .orderBy(desc(incomeCertifications.effectiveDate), desc(incomeCertifications.id));
}
