import {
  grossRentFloor,
  heldTable,
  type ProjectDates,
  type ProjectLimitTable,
  withGrossRentFloor,
} from './hold-harmless.ts';
import { homeRentLimit } from './home-rents.ts';
import { type LimitTable, type RentLimit, rentLimit, tableInEffect } from './limits.ts';

/**
 * Which table and which rent rule a designation's limits come from, composed into
 * eligibility.ts's `designationLimits`:
 *
 * - a HOME program's rents are HUD's published High/Low HOME rents (decision 047), its tables taken
 *   as they are: the MTSP hold harmless and the gross rent floor are LIHTC/bond rules, and HUD
 *   applies HOME's own hold harmless before publishing;
 * - any other program's table is held for the project (hold harmless, HERA special) and its rents
 *   kept at or above the gross rent floor (decision 048).
 */

export interface DesignationRules {
  tables: readonly ProjectLimitTable[];
  amiPercentage: number | string;
  homeProgram?: boolean | undefined;
  project?: ProjectDates | undefined;
}

/** The table the designation's limits come from on `date`. */
export const limitTableFor = (designation: DesignationRules, date: string): LimitTable | undefined =>
  designation.homeProgram
    ? tableInEffect(designation.tables, date)
    : heldTable(designation.tables, date, designation.project);

/** The designation's maximum gross rent for `unitType` on `date`, from `table` (limitTableFor's). */
export function designationRentLimit(
  designation: DesignationRules,
  table: LimitTable,
  unitType: string,
  date: string,
): RentLimit | undefined {
  if (designation.homeProgram) return homeRentLimit(table, designation.amiPercentage, unitType);
  const rentOf = (t: LimitTable) => rentLimit(t, designation.amiPercentage, unitType);
  return withGrossRentFloor(rentOf(table), designation.tables, date, designation.project, rentOf);
}

/**
 * The gross rent floor of a designation for `unitType` on `date` (undefined for a HOME program, or
 * without a floor in force): `designationRentLimit` keeps its rent at or above it. The
 * eligible-units search reads it apart from the held rent, which it keeps by placed-in-service date.
 */
export function designationRentFloor(
  designation: DesignationRules,
  unitType: string,
  date: string,
): RentLimit | undefined {
  if (designation.homeProgram) return undefined;
  return grossRentFloor(designation.tables, date, designation.project, (t) =>
    rentLimit(t, designation.amiPercentage, unitType),
  );
}
