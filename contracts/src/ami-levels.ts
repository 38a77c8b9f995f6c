import { z } from 'zod';
import { addCodedIssue } from './coded-issue.ts';
import { RENT_UNIT_TYPES } from './compliance/limits.ts';
import { uniqueBy } from './unique-items.ts';
import { acceptingEcho } from './update-body.ts';

export { RENT_UNIT_TYPES };

/**
 * A program's AMI levels and its limit tables' effective dates (decision 004): the limit types,
 * household sizes and unit types a level is keyed by, and the checks a level's year, percentage
 * and value pass, the same for a program's form, its CSV import and HUD's published tables.
 * Changes with the published limits, not with what a program record holds (`programs.ts`).
 */

export const LIMIT_TYPES = ['Income Limit', 'Rent Limit'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
/** HUD publishes income limits for households of 1 to 8 people (decision 004). */
export const HOUSEHOLD_SIZES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
/**
 * The limit tables' column order: household sizes (income limits), then unit types (rent limits).
 * Migration 0012 writes the same order into the SQL of a program's kept levels JSON.
 */
export const UNIT_TYPE_ORDER: readonly string[] = [...HOUSEHOLD_SIZES, ...RENT_UNIT_TYPES];

/** The unit type choices of a limit type: household sizes for income limits, unit types for rent. */
export function unitTypesFor(limitType: LimitType): readonly string[] {
  return limitType === 'Income Limit' ? HOUSEHOLD_SIZES : RENT_UNIT_TYPES;
}

export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 200;
/** Fits numeric(12,2) with room to spare; no AMI limit comes near it. */
export const LIMIT_VALUE_MAX = 99_999_999.99;
/** Years x percentages x 15 columns, many times over. */
export const LEVELS_MAX = 5000;

/** Field issue codes the web translates (`validation.<code>`); CSV line messages carry them too. */
export const AmiIssue = {
  YEAR: 'ami_year',
  PERCENTAGE: 'ami_percentage',
  LIMIT_TYPE: 'ami_limit_type',
  HOUSEHOLD_SIZE: 'ami_household_size',
  UNIT_TYPE: 'ami_unit_type',
  LIMIT_VALUE: 'ami_limit_value',
  DUPLICATE: 'ami_duplicate',
  LIMIT_TABLE_YEAR: 'limit_table_duplicate_year',
} as const;

export const AMI_MESSAGES = {
  year: `Year must be a whole number from ${YEAR_MIN} to ${YEAR_MAX}`,
  percentage: `AMI % must be a number from ${PERCENT_MIN} to ${PERCENT_MAX} with at most 2 decimals`,
  limitType: 'Limit type must be Income Limit or Rent Limit',
  householdSize: 'Household size must be 1 to 8',
  unitType: 'Unit type must be SRO, Studio or 1BR to 5BR',
  limitValue: 'Limit value must be an amount of 0 or more with at most 2 decimals',
} as const;

/**
 * A number from a JSON number or a decimal string. Its text must be plain digits with at most
 * `decimals` places, so 0.1 + 0.2 or 1e21 are refused rather than rounded behind the user's back.
 */
function decimalField(o: { min: number; max: number; decimals: number; message: string; code: string }) {
  const pattern = o.decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${o.decimals}})?$`);
  return z.union([z.number(), z.string().trim().max(30)], { error: o.message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const n = Number(text);
    if (!pattern.test(text) || n < o.min || n > o.max) {
      addCodedIssue(ctx, o.code, o.message);
      return z.NEVER;
    }
    return n;
  });
}

export const levelYear = decimalField({
  min: YEAR_MIN,
  max: YEAR_MAX,
  decimals: 0,
  message: AMI_MESSAGES.year,
  code: AmiIssue.YEAR,
});
export const levelPercentage = decimalField({
  min: PERCENT_MIN,
  max: PERCENT_MAX,
  decimals: 2,
  message: AMI_MESSAGES.percentage,
  code: AmiIssue.PERCENTAGE,
});
export const levelValue = decimalField({
  min: 0,
  max: LIMIT_VALUE_MAX,
  decimals: 2,
  message: AMI_MESSAGES.limitValue,
  code: AmiIssue.LIMIT_VALUE,
});

const isLimitType = (v: string): v is LimitType => (LIMIT_TYPES as readonly string[]).includes(v);

/** One level as a client sends it; `unit_type` is checked against `limit_type` below. */
export const amiLevelInput = z
  .strictObject({
    year: levelYear,
    percentage: levelPercentage,
    limit_type: z
      .string({ error: AMI_MESSAGES.limitType })
      .refine(isLimitType, { message: AMI_MESSAGES.limitType, params: { code: AmiIssue.LIMIT_TYPE } })
      .transform((v) => v as LimitType),
    // A household size may come as a number; it is kept as text like the rent unit types.
    unit_type: z.union([z.string().trim().max(10), z.number().int().min(0).max(99)]).transform(String),
    limit_value: levelValue,
  })
  .superRefine((level, ctx) => {
    if (unitTypesFor(level.limit_type).includes(level.unit_type)) return;
    const income = level.limit_type === 'Income Limit';
    addCodedIssue(
      ctx,
      income ? AmiIssue.HOUSEHOLD_SIZE : AmiIssue.UNIT_TYPE,
      income ? AMI_MESSAGES.householdSize : AMI_MESSAGES.unitType,
      ['unit_type'],
    );
  });
export type AmiLevelInput = z.output<typeof amiLevelInput>;
export type AmiLevelDraft = z.input<typeof amiLevelInput>;

/** The fields that identify a level within a program. */
export type LevelKeyFields = Pick<AmiLevelInput, 'year' | 'percentage' | 'limit_type' | 'unit_type'>;

export const levelKey = (l: LevelKeyFields) => `${l.year}|${l.percentage}|${l.limit_type}|${l.unit_type}`;

/** "2025, 50 %, Income Limit, 3": how a level is named in messages. */
export const describeLevel = (l: LevelKeyFields) =>
  `${l.year}, ${l.percentage} %, ${l.limit_type}, ${l.unit_type}`;

export const duplicateLevelMessage = (l: LevelKeyFields) =>
  `The level ${describeLevel(l)} is listed more than once; a level has one value`;

export const amiLevel = z.object({
  id: z.number().int(),
  year: z.number().int(),
  percentage: z.number(),
  limit_type: z.enum(LIMIT_TYPES),
  /** Household size "1".."8" for income limits; SRO, Studio, 1BR..5BR for rent limits. */
  unit_type: z.string(),
  limit_value: z.number(),
  version: z.number().int(),
});
export type AmiLevel = z.infer<typeof amiLevel>;

/** A program's levels as a body gives them; a level sent back as the API answered it keeps its read-only id and version out. */
export const amiLevelList = z
  .array(acceptingEcho(amiLevelInput, amiLevel))
  .max(LEVELS_MAX, `A program can have at most ${LEVELS_MAX} levels`)
  .superRefine((levels, ctx) => {
    const seen = new Set<string>();
    levels.forEach((level, index) => {
      const key = levelKey(level);
      if (seen.has(key)) {
        addCodedIssue(ctx, AmiIssue.DUPLICATE, duplicateLevelMessage(level), [index]);
      }
      seen.add(key);
    });
  });

/** A year's limit table of a program and the date it takes effect (1 January when not given). */
export const limitTableInput = z.strictObject({
  year: levelYear,
  effective_date: z.iso.date('Enter a date as YYYY-MM-DD'),
});
export const limitTableList = z
  .array(limitTableInput)
  .max(101, 'At most one effective date per year')
  .superRefine(
    uniqueBy(
      'year',
      "This year is listed more than once; a year's table has one effective date",
      AmiIssue.LIMIT_TABLE_YEAR,
    ),
  );
export const limitTable = z.object({ year: z.number().int(), effective_date: z.string() });
export type LimitTableDate = z.infer<typeof limitTable>;
