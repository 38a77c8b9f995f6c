import type { Occupancy } from '@lar/contracts/occupancies';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { candidates } from '../../db/schema/candidates.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow } from '../../db/tenancy.ts';
import { jsonNumber, jsonTimestamp } from '../../lib/json-rows.ts';
import { recordShape } from '../../lib/record-shape.ts';

/**
 * An occupancy's answer and the joins it is read with: the repository's lists, reads and writes
 * and the compliance report's page all select it this way.
 */

/** `query`, a select from occupancies, joined to its unit, the unit's property and its tenant (the compliance report reads them too). */
export function withOccupancyPlaces<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(units, referencedRow(units, occupancies.unitId, occupancies))
    .innerJoin(properties, referencedRow(properties, units.propertyId, units))
    .innerJoin(candidates, referencedRow(candidates, occupancies.tenantId, occupancies));
}

/** `query`, a select from occupancies, joined to the unit, property, tenant and program it names. */
export function withOccupancyNames<Query extends PgSelect>(query: Query) {
  return withOccupancyPlaces(query).leftJoin(
    govPrograms,
    referencedRow(govPrograms, occupancies.programId, occupancies),
  );
}

/** An occupancy's answer, read with `withOccupancyNames`' joins: for its list, its reads, its writes and its audit. */
export const occupancyShape = recordShape<Occupancy>({
  id: occupancies.id,
  unit_id: occupancies.unitId,
  unit_number: units.unitNumber,
  property_id: properties.id,
  property_name: properties.property_name,
  tenant_id: occupancies.tenantId,
  tenant_name: candidates.fullName,
  program_id: occupancies.programId,
  program_name: govPrograms.name,
  ami_percentage: jsonNumber(occupancies.amiPercentage),
  rent_amount: jsonNumber(occupancies.rentAmount),
  start_date: occupancies.startDate,
  end_date: occupancies.endDate,
  placement_fee: jsonNumber(occupancies.placementFee),
  status: occupancies.status,
  end_reason: occupancies.endReason,
  end_reason_details: occupancies.endReasonDetails,
  household_size: occupancies.householdSize,
  annual_income: jsonNumber(occupancies.annualIncome),
  non_optional_charges: jsonNumber(occupancies.nonOptionalCharges),
  rent_assistance: jsonNumber(occupancies.rentAssistance),
  override_reason: occupancies.overrideReason,
  version: occupancies.version,
  created_at: jsonTimestamp(occupancies.createdAt),
  updated_at: jsonTimestamp(occupancies.updatedAt),
});

/**
 * The occupancy's answer as JSON text, as GET /api/occupancies/{id} sends it, for a statement
 * that reads with `withOccupancyNames`' joins (the compliance report's page carries it).
 */
export const occupancyAnswerJson = occupancyShape.jsonColumn;
