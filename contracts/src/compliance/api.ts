import { z } from 'zod';
import { levelPercentage } from '../ami-levels.ts';
import { optionalMoney, sameSchema } from '../fields.ts';
import { decimalInteger, idField } from '../paging.ts';
import { uniqueBy } from '../unique-items.ts';
import { COMPLIANCE_REASONS } from './eligibility.ts';
import { RENT_UNIT_TYPES } from './limits.ts';
import { OVER_INCOME_CONSEQUENCES, OVER_INCOME_RULES } from './over-income.ts';

/**
 * The compliance engine's API shapes: what clients send and get back. Amounts are answered as JSON
 * numbers of dollars with at most two decimals, as the program levels answer their limit values;
 * they come from integer cents (money.ts), so no float arithmetic ever produces them.
 */

/** Field issue codes of the compliance rules, from the schemas and from the services. */
export const ComplianceIssue = {
  DUPLICATE_PROGRAM: 'designation_duplicate_program',
  PRIMARY_PROGRAM: 'designation_primary_program',
  DUPLICATE_DATE: 'utility_allowance_duplicate_date',
  OVER_INCOME: 'over_income',
  OVER_RENT: 'over_rent',
  OVERRIDE_ADMIN_ONLY: 'override_admin_only',
  /** A placement the next available unit rule refuses (IRC 42(g)(2)(D)(ii), decision 026). */
  NEXT_AVAILABLE_UNIT: 'next_available_unit_rule',
  /** Under the average income election, a designation other than 20, 30, ... 80 % (decision 041). */
  AVERAGING_DESIGNATION: 'averaging_designation',
} as const;

const isoDate = z.iso.date('Enter a date as YYYY-MM-DD');

/** A unit's designation besides its primary program and level: a program at an AMI % (1-200, 2 decimals). */
export const designationInput = z.strictObject({ program_id: idField, ami_percentage: levelPercentage });
export const designationList = z
  .array(designationInput)
  .max(20, 'At most 20 designations')
  .superRefine(
    uniqueBy(
      'program_id',
      'A unit has one AMI % per program; this program is listed more than once',
      ComplianceIssue.DUPLICATE_PROGRAM,
    ),
  );
export type DesignationInput = z.output<typeof designationInput>;
export const unitDesignation = z.object({ program_id: z.number().int(), ami_percentage: z.number() });

/** A required amount of dollars (0 or more, at most 2 decimals), as a decimal string. */
const requiredMoney = z
  .union([z.number(), z.string()], 'Enter an amount of 0 or more with at most 2 decimals')
  .pipe(optionalMoney as unknown as z.ZodType<string | null, string | number>)
  .refine((v): v is string => v !== null, 'Enter an amount of 0 or more with at most 2 decimals')
  .transform((v) => v as string);

const amountsByUnitType = <T extends z.ZodType>(amount: T) =>
  z.strictObject(sameSchema(RENT_UNIT_TYPES, amount));

/** A utility allowance schedule: from `effective_date`, a monthly amount for every unit type. */
export const utilityAllowanceScheduleInput = z.strictObject({
  effective_date: isoDate,
  amounts: amountsByUnitType(requiredMoney),
});
export const utilityAllowancesBody = z.strictObject({
  schedules: z
    .array(utilityAllowanceScheduleInput)
    .max(100, 'At most 100 schedules')
    .superRefine(
      uniqueBy(
        'effective_date',
        'Each schedule needs its own effective date',
        ComplianceIssue.DUPLICATE_DATE,
      ),
    ),
});
export type UtilityAllowancesBody = z.output<typeof utilityAllowancesBody>;
export const utilityAllowances = z.object({
  property_id: z.number().int(),
  schedules: z.array(z.object({ effective_date: z.string(), amounts: amountsByUnitType(z.number()) })),
});
export type UtilityAllowances = z.infer<typeof utilityAllowances>;

/** A date for the checks; today in the configured time zone when not given. */
const checkDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional());

export const limitsQuery = z.object({ ami_percentage: levelPercentage, date: checkDate });
export const programLimits = z.object({
  effective_date: z.string(),
  ami_percentage: z.number(),
  income: z.record(z.string(), z.number().nullable()),
  rent: z.record(z.string(), z.number().nullable()),
  rent_source: z.enum(['table', 'derived']),
});
export type ProgramLimits = z.infer<typeof programLimits>;

export const eligibilityQuery = z.object({
  household_size: decimalInteger(1, 20),
  annual_income: requiredMoney,
  /** The date of the income limits (a move-in's date), with the 45-day grace (decision 043). */
  date: checkDate,
  /** The date of the rent limits; `date` when not given. */
  rent_date: checkDate,
});

/** A designation as answers name it: its program, by id and name, and its AMI %. */
export const namedDesignation = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  ami_percentage: z.number(),
});
const bindingDesignation = namedDesignation.nullable();

/** One program's over-income line (decision 044), and whether the current income is above it. */
export const overIncomeLineAnswer = namedDesignation.extend({
  /** LIHTC_140 / LIHTC_170: 140 % (170 % deep rent-skewed) of its own limit; HOME_80: 80 % AMI. */
  rule: z.enum(OVER_INCOME_RULES),
  line: z.number().nullable(),
  crossed: z.boolean(),
  /** What crossing it changes: the next available unit rule, or HOME's rent (24 CFR 92.252(i)). */
  consequence: z.enum(OVER_INCOME_CONSEQUENCES),
});
export type OverIncomeLineAnswer = z.infer<typeof overIncomeLineAnswer>;

/** Income and rent may be bound by different designations of a layered unit: both are named. */
const bindings = {
  /** The designation whose income limit is lowest. */
  income_binding: bindingDesignation,
  /** The designation whose maximum gross rent is lowest. */
  rent_binding: bindingDesignation,
};

export const unitEligibility = z.object({
  income_limit: z.number().nullable(),
  income_eligible: z.boolean().nullable(),
  max_gross_rent: z.number().nullable(),
  ...bindings,
  designations: z.array(
    z.object({
      program_id: z.number().int(),
      program_name: z.string(),
      ami_percentage: z.number().nullable(),
      income_limit: z.number().nullable(),
      /** How the income limit was had: published, derived from 50 %, or extended above 8 people. */
      income_source: z.enum(['table', 'derived_from_50', 'above_8']).nullable(),
      max_gross_rent: z.number().nullable(),
      /** How the rent limit was had: published, or derived from the income limits; null when missing. */
      source: z.enum(['table', 'derived']).nullable(),
    }),
  ),
});
export type UnitEligibility = z.infer<typeof unitEligibility>;

export const occupancyCompliance = z.object({
  /** The move-in limit: the limits in force on the start date, with the 45-day grace (decision 043). */
  income_limit: z.number().nullable(),
  /** The move-in figures: what the household qualified with. */
  annual_income: z.number().nullable(),
  household_size: z.number().int().nullable(),
  income_eligible: z.boolean().nullable(),
  /** The date the income limit was read on: the move-in. */
  income_limits_date: z.string(),
  gross_rent: z.number(),
  max_gross_rent: z.number().nullable(),
  rent_compliant: z.boolean().nullable(),
  over_by: z.number(),
  ...bindings,
  /**
   * The current income: the latest finalized certification's by effective date (its date in
   * `current_income_as_of`), else the move-in figures (`current_income_as_of` null).
   */
  current_annual_income: z.number().nullable(),
  current_household_size: z.number().int().nullable(),
  current_income_as_of: z.string().nullable(),
  /** Whether the current income is above some program's over-income line; null when unknown. */
  over_income: z.boolean().nullable(),
  over_income_lines: z.array(overIncomeLineAnswer),
  reasons: z.array(z.enum(COMPLIANCE_REASONS)),
});
export type OccupancyCompliance = z.infer<typeof occupancyCompliance>;

/** The problem body of a placement refused as NOT_ELIGIBLE carries the check's figures. */
export const notEligibleExtension = { compliance: occupancyCompliance.optional() };
