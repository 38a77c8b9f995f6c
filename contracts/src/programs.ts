import { z } from 'zod';
import { amiLevel, amiLevelList, limitTable, limitTableList } from './ami-levels.ts';
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
import { nameListQuery, optionalChoiceQuery } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { acceptingEcho, optionalVersion, type UpdateChanges, updatingBody } from './update-body.ts';

export const PROGRAM_SCOPES = ['Federal', 'State', 'Municipal'] as const;
export type ProgramScope = (typeof PROGRAM_SCOPES)[number];
export const SUBSIDY_TYPES = ['Rent restriction', 'Direct subsidy'] as const;
export type SubsidyType = (typeof SUBSIDY_TYPES)[number];
export const PROGRAM_STATUSES = ['active', 'inactive'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const PROGRAM_DEFAULTS = {
  scope: 'Municipal',
  subsidy_type: 'Rent restriction',
  // Days between recertifications: yearly, as LIHTC and most programs ask (decision 064).
  recertification_frequency: 365,
  limits_update_frequency: 12,
  status: 'active',
} as const;

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
export type ProgramChanges = UpdateChanges<typeof programUpdateBody>;

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
  status: optionalChoiceQuery(PROGRAM_STATUSES),
  scope: optionalChoiceQuery(PROGRAM_SCOPES),
});
export type ProgramListQuery = z.infer<typeof programListQuery>;
