import { z } from 'zod';
import { RENT_UNIT_TYPES } from './compliance/limits.ts';
import { acceptingEcho, optionalVersion, updatingBody } from './update-body.ts';

export { RENT_UNIT_TYPES };

import { addCodedIssue } from './coded-issue.ts';
import { ASSET_RULES, type AssetRule, HOTMA_EARLIEST_DATE } from './compliance/asset-rules.ts';
import {
  LONG_TEXT_MAX,
  multiLine,
  optionalDate,
  optionalLongText,
  requiredText,
  singleLine,
  TEXT_MAX,
} from './fields.ts';
import { emptyAsUndefined, nameListQuery } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { uniqueBy } from './unique-items.ts';

export const PROGRAM_SCOPES = ['Federal', 'State', 'Municipal'] as const;
export type ProgramScope = (typeof PROGRAM_SCOPES)[number];
export const SUBSIDY_TYPES = ['Rent restriction', 'Direct subsidy'] as const;
export type SubsidyType = (typeof SUBSIDY_TYPES)[number];
export const PROGRAM_STATUSES = ['active', 'inactive'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

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

export const PROGRAM_DEFAULTS = {
  scope: 'Municipal',
  subsidy_type: 'Rent restriction',
  // Days between recertifications: yearly, as LIHTC and most programs ask (decision 064).
  recertification_frequency: 365,
  limits_update_frequency: 12,
  status: 'active',
} as const;

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

/** Simple facts a program's eligibility rests on (e.g. `{"senior_only": true}`); kept as given. */
const eligibilityCriteria = z
  .record(singleLine().max(100), z.union([multiLine().max(LONG_TEXT_MAX), z.number(), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= 50, 'At most 50 eligibility criteria');
export type EligibilityCriteria = z.infer<typeof eligibilityCriteria>;

const wholeNumberIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const programFields = {
  name: requiredText(TEXT_MAX, 'Program name'),
  scope: z.enum(PROGRAM_SCOPES, { error: 'Scope must be Federal, State or Municipal' }).default('Municipal'),
  jurisdiction: requiredText(TEXT_MAX, 'Jurisdiction'),
  subsidy_type: z
    .enum(SUBSIDY_TYPES, { error: 'Subsidy type must be Rent restriction or Direct subsidy' })
    .default('Rent restriction'),
  eligibility_criteria: eligibilityCriteria.default({}),
  recertification_frequency: wholeNumberIn(
    1,
    3650,
    'Recertification frequency must be 1 to 3650 days',
  ).default(PROGRAM_DEFAULTS.recertification_frequency),
  limits_update_frequency: wholeNumberIn(1, 120, 'Limits update frequency must be 1 to 120 months').default(
    PROGRAM_DEFAULTS.limits_update_frequency,
  ),
  required_documents: z
    .array(singleLine().trim().min(1, 'A document name is required').max(TEXT_MAX))
    .max(50, 'At most 50 required documents')
    .default([]),
  notes: optionalLongText(),
  /** A HOME program: its designations make HOME units, Low HOME at or below 50 % AMI (decision 027). */
  home_program: z.boolean().default(false),
  ami_levels: amiLevelList.default([]),
  /** Absent: the stored effective dates stay as they are (clients that predate the field keep them). */
  limit_tables: limitTableList.optional(),
  /** The asset rule the program's agency follows (decision 046): the older HUD rule, or HOTMA from a date. */
  asset_rule: z
    .enum(ASSET_RULES, { error: `Asset rule must be one of: ${ASSET_RULES.join(', ')}` })
    .default('PRE_HOTMA'),
  /** The first certification date HOTMA applies to; earlier ones follow the older rule. */
  hotma_effective_date: optionalDate,
};

export const ProgramIssue = {
  HOTMA_DATE_REQUIRED: 'hotma_date_required',
  HOTMA_DATE_WITHOUT_HOTMA: 'hotma_date_without_hotma',
  HOTMA_DATE_TOO_EARLY: 'hotma_date_too_early',
} as const;

/**
 * HOTMA needs the date the agency adopted it, no earlier than the rule's own (1 January 2024); the
 * older rule takes none. A field the body leaves out (an update that keeps it) is not checked.
 */
function checkAssetRule(
  v: { asset_rule?: AssetRule | undefined; hotma_effective_date?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  const date = v.hotma_effective_date;
  if (v.asset_rule === 'HOTMA' && date === null) {
    addCodedIssue(
      ctx,
      ProgramIssue.HOTMA_DATE_REQUIRED,
      'Give the date from which the agency applies HOTMA',
      ['hotma_effective_date'],
    );
  }
  if (v.asset_rule === 'PRE_HOTMA' && typeof date === 'string') {
    addCodedIssue(
      ctx,
      ProgramIssue.HOTMA_DATE_WITHOUT_HOTMA,
      'A HOTMA date is only given when the program follows HOTMA',
      ['hotma_effective_date'],
    );
  }
  if (typeof date === 'string' && date < HOTMA_EARLIEST_DATE) {
    addCodedIssue(
      ctx,
      ProgramIssue.HOTMA_DATE_TOO_EARLY,
      `HOTMA applies from ${HOTMA_EARLIEST_DATE} at the earliest`,
      ['hotma_effective_date'],
    );
  }
}

/**
 * A program's asset rule and HOTMA date as an update leaves them, the stored ones under those not
 * sent: the service checks them so, since the body's check reads only the fields sent (decision 037).
 */
export const programAssetRule = z
  .object({ asset_rule: z.enum(ASSET_RULES), hotma_effective_date: z.string().nullable() })
  .superRefine(checkAssetRule);

/** A new program with its levels; status starts active and is changed by an admin separately. */
export const programCreateBody = z.strictObject(programFields).superRefine(checkAssetRule);
export type ProgramCreateBody = z.input<typeof programCreateBody>;
export type ProgramInput = z.output<typeof programCreateBody>;

export const govProgram = recordAnswer({
  name: z.string(),
  scope: z.enum(PROGRAM_SCOPES),
  jurisdiction: z.string(),
  subsidy_type: z.enum(SUBSIDY_TYPES),
  eligibility_criteria: eligibilityCriteria,
  recertification_frequency: z.number().int(),
  limits_update_frequency: z.number().int(),
  required_documents: z.array(z.string()),
  status: z.enum(PROGRAM_STATUSES),
  notes: z.string().nullable(),
  home_program: z.boolean(),
  ami_levels: z.array(amiLevel),
  /** The years whose table takes effect on a date other than 1 January. */
  limit_tables: z.array(limitTable),
  asset_rule: z.enum(ASSET_RULES),
  hotma_effective_date: z.string().nullable(),
});
export type GovProgram = z.infer<typeof govProgram>;

/**
 * PUT: a field left out stays as stored, the level set too (decision 037); levels sent replace the
 * whole set. `version`, when given, is the one the edit started from. The asset rule's check reads
 * the fields sent; the service checks the program as it will stand.
 */
export const programUpdateBody = updatingBody(programFields, govProgram).superRefine(checkAssetRule);
export type ProgramUpdateBody = z.input<typeof programUpdateBody>;
/** An update's fields: those left out are absent. */
export type ProgramChanges = Omit<z.output<typeof programUpdateBody>, 'version'>;

export const programStatusBody = acceptingEcho(
  z.strictObject({
    status: z.enum(PROGRAM_STATUSES, { error: 'Status must be active or inactive' }),
    version: optionalVersion,
  }),
  govProgram,
);
export type ProgramStatusBody = z.output<typeof programStatusBody>;

/**
 * A program as lists and pickers show it: its own identifying fields and a summary of its levels
 * (how many, and the span of years), not the levels themselves, which run to hundreds a program.
 */
export const programSummary = govProgram
  .pick({ id: true, name: true, scope: true, jurisdiction: true, status: true, version: true })
  .extend({
    level_count: z.number().int(),
    first_year: z.number().int().nullable(),
    last_year: z.number().int().nullable(),
  });
export type ProgramSummary = z.infer<typeof programSummary>;

/** Filter by a piece of the name (`q`), status and scope; empty values mean no filter. */
export const programListQuery = nameListQuery.extend({
  status: z.preprocess(emptyAsUndefined, z.enum(PROGRAM_STATUSES).optional()),
  scope: z.preprocess(emptyAsUndefined, z.enum(PROGRAM_SCOPES).optional()),
});
export type ProgramListQuery = z.infer<typeof programListQuery>;
