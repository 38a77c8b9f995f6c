import type { ProjectDates } from './hold-harmless.ts';
import {
  type IncomeLimit,
  type IncomeLimitSource,
  incomeLimit,
  type LimitTable,
  type RentLimitSource,
  tablesForIncomeTest,
} from './limits.ts';
import type { Cents } from './money.ts';
import { designationRentLimit, limitTableFor } from './project-limits.ts';

/**
 * Whether a household qualifies for a unit and whether its rent is within the limit, under every
 * program the unit is designated for: the effective limit is the strictest (lowest) of them, and
 * the answer names the designation that binds the income and the one that binds the rent.
 */

/** A unit's designation: a program at an AMI %, with that program's limit tables. */
export interface Designation {
  programId: number;
  programName: string;
  amiPercentage: number | string;
  tables: readonly LimitTable[];
  /**
   * A HOME program: its rents are HUD's imported High/Low HOME rents (home-rents.ts), and its
   * over-income line is 80 % AMI (24 CFR 92.252(i)), not LIHTC's 140 % (decision 044).
   */
  homeProgram?: boolean | undefined;
  /** The project's dates its limits are held by (hold-harmless.ts); none, the tables as they are. */
  project?: ProjectDates | undefined;
}

/**
 * The dates a unit's limits are read on: income at move-in (the limits in force then, decision
 * 043), rent on the date the rent is due. One date reads both.
 */
export interface LimitDates {
  income: string;
  rent: string;
}

export const limitDatesOf = (date: string | LimitDates): LimitDates =>
  typeof date === 'string' ? { income: date, rent: date } : date;

export interface DesignationLimits {
  programId: number;
  programName: string;
  amiPercentage: number | string;
  /** The table the income limit comes from, by its year; undefined when the program has none yet. */
  tableYear: number | undefined;
  /** The table in effect for the rent, by its year. */
  rentTableYear: number | undefined;
  incomeLimit: Cents | undefined;
  incomeSource: IncomeLimitSource | undefined;
  maxGrossRent: Cents | undefined;
  rentSource: RentLimitSource | undefined;
}

const DAY_MS = 86_400_000;
const dayBefore = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * The income limit of a designation (its tables as the project holds them, project-limits.ts) at
 * its AMI % for a household size on `date`: the higher of the table in effect and, within that
 * table's first 45 days, the previous one (decision 043: a household within either qualifies).
 */
export function incomeLimitOn(
  designation: Pick<Designation, 'tables' | 'amiPercentage' | 'homeProgram' | 'project'>,
  householdSize: number,
  date: string,
): (IncomeLimit & { tableYear: number }) | undefined {
  const usable = tablesForIncomeTest(designation.tables, date);
  // The previous table as the project held it the day before the new one took effect.
  const dates = usable.length > 1 && usable[0] ? [date, dayBefore(usable[0].effective_date)] : [date];
  let best: (IncomeLimit & { tableYear: number }) | undefined;
  for (const on of dates) {
    const table = limitTableFor(designation, on);
    const limit = table ? incomeLimit(table, designation.amiPercentage, householdSize) : undefined;
    if (table && limit && (!best || limit.cents > best.cents)) best = { ...limit, tableYear: table.year };
  }
  return best;
}

/** The limits one designation sets for a household size and unit type on a date (or dates). */
export function designationLimits(
  designation: Designation,
  householdSize: number,
  unitType: string,
  date: string | LimitDates,
): DesignationLimits {
  const dates = limitDatesOf(date);
  const income = incomeLimitOn(designation, householdSize, dates.income);
  const rentTable = limitTableFor(designation, dates.rent);
  const rent = rentTable ? designationRentLimit(designation, rentTable, unitType, dates.rent) : undefined;
  return {
    programId: designation.programId,
    programName: designation.programName,
    amiPercentage: designation.amiPercentage,
    tableYear: income?.tableYear ?? limitTableFor(designation, dates.income)?.year,
    rentTableYear: rentTable?.year,
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
  /** The designation whose income limit is lowest: the one that decides who qualifies. */
  incomeBinding: DesignationLimits | undefined;
  /** The designation whose rent limit is lowest: it may be another one (decision 044). */
  rentBinding: DesignationLimits | undefined;
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
  date: string | LimitDates,
): EffectiveLimits {
  const each = designations.map((d) => designationLimits(d, householdSize, unitType, date));
  const missingIncome = each.some((d) => d.incomeLimit === undefined);
  const missingRent = each.some((d) => d.maxGrossRent === undefined);
  const byRent = lowest(each, (d) => d.maxGrossRent);
  const byIncome = lowest(each, (d) => d.incomeLimit);
  return {
    incomeLimit: missingIncome ? undefined : byIncome?.incomeLimit,
    maxGrossRent: missingRent ? undefined : byRent?.maxGrossRent,
    incomeBinding: byIncome,
    rentBinding: byRent,
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

/**
 * OVER_INCOME: over the limit at move-in; OVER_INCOME_LINE: the current certification's income is
 * above a program's over-income line (decision 044): the household stays, the rules change.
 */
export const COMPLIANCE_REASONS = [
  'OVER_INCOME',
  'OVER_RENT',
  'MISSING_LIMIT',
  'MISSING_INCOME',
  'OVER_INCOME_LINE',
] as const;
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
