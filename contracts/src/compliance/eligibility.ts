import type { ProjectDates } from './hold-harmless.ts';
import { type IncomeLimitSource, incomeLimit, type LimitTable, type RentLimitSource } from './limits.ts';
import type { Cents } from './money.ts';
import { designationRentLimit, limitTableFor } from './project-limits.ts';

/**
 * Whether a household qualifies for a unit and whether its rent is within the limit, under every
 * program the unit is designated for: the effective limit is the strictest (lowest) of them, and
 * the answer names the designation that binds.
 */

/** A unit's designation: a program at an AMI %, with that program's limit tables. */
export interface Designation {
  programId: number;
  programName: string;
  amiPercentage: number | string;
  tables: readonly LimitTable[];
  /** A HOME program: its rents are HUD's imported High/Low HOME rents (home-rents.ts). */
  homeProgram?: boolean | undefined;
  /** The project's dates its limits are held by (hold-harmless.ts); none, the tables as they are. */
  project?: ProjectDates | undefined;
}

export interface DesignationLimits {
  programId: number;
  programName: string;
  amiPercentage: number | string;
  /** The table in effect on the date, by its year; undefined when the program has none yet. */
  tableYear: number | undefined;
  incomeLimit: Cents | undefined;
  incomeSource: IncomeLimitSource | undefined;
  maxGrossRent: Cents | undefined;
  rentSource: RentLimitSource | undefined;
}

/** The limits one designation sets for a household size and unit type on a date. */
export function designationLimits(
  designation: Designation,
  householdSize: number,
  unitType: string,
  date: string,
): DesignationLimits {
  const table = limitTableFor(designation, date);
  const income = table ? incomeLimit(table, designation.amiPercentage, householdSize) : undefined;
  const rent = table ? designationRentLimit(designation, table, unitType, date) : undefined;
  return {
    programId: designation.programId,
    programName: designation.programName,
    amiPercentage: designation.amiPercentage,
    tableYear: table?.year,
    incomeLimit: income?.cents,
    incomeSource: income?.source,
    maxGrossRent: rent?.cents,
    rentSource: rent?.source,
  };
}

export interface EffectiveLimits {
  /** The lowest income limit of the designations; undefined when one of them has none. */
  incomeLimit: Cents | undefined;
  /** The lowest maximum gross rent of the designations; undefined when one of them has none. */
  maxGrossRent: Cents | undefined;
  /** The designation whose limit binds: the lowest rent limit, else the lowest income limit. */
  binding: DesignationLimits | undefined;
  designations: DesignationLimits[];
  /** True when some designation lacks a limit: the unit cannot be checked until it has one. */
  missingLimit: boolean;
}

const lowest = (items: DesignationLimits[], pick: (d: DesignationLimits) => Cents | undefined) => {
  let best: DesignationLimits | undefined;
  for (const item of items) {
    const value = pick(item);
    if (value === undefined) continue;
    const bestValue = best ? pick(best) : undefined;
    if (bestValue === undefined || value < bestValue) best = item;
  }
  return best;
};

/**
 * The effective limits of a unit with these designations (none: a market-rate unit, no limit).
 * A designation without a limit makes the effective one unknown rather than skipped: a missing
 * table must not make a unit look less restricted than it is.
 */
export function effectiveLimits(
  designations: readonly Designation[],
  householdSize: number,
  unitType: string,
  date: string,
): EffectiveLimits {
  const each = designations.map((d) => designationLimits(d, householdSize, unitType, date));
  const missingIncome = each.some((d) => d.incomeLimit === undefined);
  const missingRent = each.some((d) => d.maxGrossRent === undefined);
  const byRent = lowest(each, (d) => d.maxGrossRent);
  const byIncome = lowest(each, (d) => d.incomeLimit);
  return {
    incomeLimit: missingIncome ? undefined : byIncome?.incomeLimit,
    maxGrossRent: missingRent ? undefined : byRent?.maxGrossRent,
    binding: byRent ?? byIncome,
    designations: each,
    missingLimit: missingIncome || missingRent,
  };
}

/** Gross rent: tenant rent + utility allowance + non-optional charges. Rent assistance (HAP) is not counted. */
export function grossRent(parts: {
  tenantRent: Cents;
  utilityAllowance: Cents;
  nonOptionalCharges: Cents;
}): Cents {
  return parts.tenantRent + parts.utilityAllowance + parts.nonOptionalCharges;
}

export const COMPLIANCE_REASONS = ['OVER_INCOME', 'OVER_RENT', 'MISSING_LIMIT', 'MISSING_INCOME'] as const;
export type ComplianceReason = (typeof COMPLIANCE_REASONS)[number];

export interface ComplianceCheck {
  incomeEligible: boolean | undefined;
  rentCompliant: boolean | undefined;
  /** Gross rent above the maximum, in cents (0 when within it). */
  overBy: Cents;
  reasons: ComplianceReason[];
}

/** Income is eligible at or below the limit; gross rent is compliant at or below the maximum. */
export function checkCompliance(input: {
  annualIncome: Cents | undefined;
  incomeLimit: Cents | undefined;
  grossRent: Cents;
  maxGrossRent: Cents | undefined;
  missingLimit: boolean;
}): ComplianceCheck {
  const reasons: ComplianceReason[] = [];
  if (input.missingLimit) reasons.push('MISSING_LIMIT');
  if (input.annualIncome === undefined) reasons.push('MISSING_INCOME');
  const incomeEligible =
    input.annualIncome === undefined || input.incomeLimit === undefined
      ? undefined
      : input.annualIncome <= input.incomeLimit;
  const rentCompliant = input.maxGrossRent === undefined ? undefined : input.grossRent <= input.maxGrossRent;
  if (incomeEligible === false) reasons.push('OVER_INCOME');
  if (rentCompliant === false) reasons.push('OVER_RENT');
  const overBy =
    input.maxGrossRent !== undefined && input.grossRent > input.maxGrossRent
      ? input.grossRent - input.maxGrossRent
      : 0;
  return { incomeEligible, rentCompliant, overBy, reasons };
}
