import { z } from 'zod';
import { addCodedIssue } from './coded-issue.ts';
import {
  optionalDate,
  optionalLongText,
  optionalMoney,
  optionalText,
  optionalWholeNumber,
  versionField,
} from './fields.ts';
import {
  booleanQuery,
  dashboardScopeQuery,
  dateIdCursorQuery,
  idField,
  optionalChoiceQuery,
  optionalIdQuery,
  pagingQuery,
} from './paging.ts';
import { recordAnswer, unitPlace } from './record-answer.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';

export const OCCUPANCY_STATUSES = ['ACTIVE', 'PENDING', 'ENDED'] as const;
export type OccupancyStatus = (typeof OCCUPANCY_STATUSES)[number];

export const AMI_PERCENTAGE_MAX = 200;

/** Why an occupancy ended, as Terminate records it; the web shows each with a label in every language. */
export const OCCUPANCY_END_REASONS = [
  'moved_out',
  'lease_ended',
  'eviction',
  'transfer',
  'death',
  'other',
] as const;
export type OccupancyEndReason = (typeof OCCUPANCY_END_REASONS)[number];
export const END_REASON_DETAILS_MAX = 200;

export const OccupancyIssue = {
  END_BEFORE_START: 'end_before_start',
  ENDED_WITHOUT_END_DATE: 'ended_without_end_date',
  AMI_PERCENTAGE: 'ami_percentage_range',
  END_REASON_DETAILS_REQUIRED: 'end_reason_details_required',
} as const;

const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** 0 to 200 with at most 2 decimals, from a number or a form string; empty means not given. */
const amiPercentage = z
  .union([z.number(), z.string().trim().max(10)])
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v))
  .refine((v) => v === '' || (PERCENT_PATTERN.test(v) && Number(v) <= AMI_PERCENTAGE_MAX), {
    message: `AMI % must be from 0 to ${AMI_PERCENTAGE_MAX} with at most 2 decimals`,
    params: { code: OccupancyIssue.AMI_PERCENTAGE },
  })
  .transform((v) => (v === '' ? null : Number(v).toFixed(2)))
  .nullish()
  .transform((v) => v ?? null);

export const OVERRIDE_REASON_MAX = 1000;
export const HOUSEHOLD_SIZE_MAX = 20;

const certifiedHouseholdSize = optionalWholeNumber(HOUSEHOLD_SIZE_MAX).refine((v) => v !== 0, {
  message: `Enter a whole number from 1 to ${HOUSEHOLD_SIZE_MAX}`,
});

const occupancyFields = z.strictObject({
  unit_id: idField,
  tenant_id: idField,
  program_id: idField.nullish().transform((v) => v ?? null),
  ami_percentage: amiPercentage,
  // Required: a number or a form string; an empty string is "missing" too.
  rent_amount: z
    .union([z.number(), z.string()], 'Rent amount is required')
    // The money rules take null too; here the union has already ruled it out.
    .pipe(optionalMoney as unknown as z.ZodType<string | null, string | number>)
    .refine((v) => v !== null, 'Rent amount is required'),
  start_date: z.iso.date('Enter a date as YYYY-MM-DD'),
  end_date: optionalDate,
  placement_fee: optionalMoney,
  status: z.enum(OCCUPANCY_STATUSES).default('ACTIVE'),
  // The household certified at move-in and the rent's other parts (compliance). Absent: kept as
  // stored on update, and at creation the household size and income come from the candidate.
  household_size: certifiedHouseholdSize.optional(),
  annual_income: optionalMoney.optional(),
  non_optional_charges: optionalMoney.optional(),
  rent_assistance: optionalMoney.optional(),
  /** Why an admin places or keeps a household that fails the income or rent check. */
  override_reason: optionalLongText(OVERRIDE_REASON_MAX).optional(),
});

type OccupancyFieldsOut = z.output<typeof occupancyFields>;

/** Rules across fields, shared by create and update. */
function checkDates(v: OccupancyFieldsOut, ctx: z.RefinementCtx) {
  if (v.end_date !== null && v.end_date < v.start_date) {
    addCodedIssue(ctx, OccupancyIssue.END_BEFORE_START, 'The end date cannot be before the start date', [
      'end_date',
    ]);
  }
  if (v.status === 'ENDED' && v.end_date === null) {
    addCodedIssue(ctx, OccupancyIssue.ENDED_WITHOUT_END_DATE, 'An ended occupancy needs an end date', [
      'end_date',
    ]);
  }
}

export const occupancyBody = occupancyFields.superRefine(checkDates);
export type OccupancyBody = z.input<typeof occupancyBody>;
export type OccupancyValues = z.output<typeof occupancyBody> & { rent_amount: string };

/**
 * Terminate: the move-out date (today where the organization works unless given) and why. The reason
 * is optional for the original client, which terminates by DELETE; "other" needs its words.
 */
export const terminateBody = z
  .strictObject({
    end_date: optionalDate,
    end_reason: z
      .enum(OCCUPANCY_END_REASONS, { error: `Choose one of: ${OCCUPANCY_END_REASONS.join(', ')}` })
      .nullish()
      .transform((v) => v ?? null),
    end_reason_details: optionalText(END_REASON_DETAILS_MAX),
    version: versionField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.end_reason === 'other' && v.end_reason_details === null) {
      addCodedIssue(ctx, OccupancyIssue.END_REASON_DETAILS_REQUIRED, 'Say why the occupancy ended', [
        'end_reason_details',
      ]);
    }
  });
export type TerminateBody = z.input<typeof terminateBody>;
export type Termination = Pick<
  z.output<typeof terminateBody>,
  'end_date' | 'end_reason' | 'end_reason_details'
>;
export const reactivateBody = z.strictObject({ version: versionField.optional() });

export const occupancyListQuery = pagingQuery.extend({
  unit_id: optionalIdQuery,
  tenant_id: optionalIdQuery,
  /** The occupancies of units of this property, or of this management company's properties. */
  ...dashboardScopeQuery,
  status: optionalChoiceQuery(OCCUPANCY_STATUSES),
  /**
   * `true`: only the households whose current finalized certification is over income (the
   * dashboard's "Over-income households": the recertification schedule's mark, decision 062).
   */
  over_income: booleanQuery,
  /**
   * The rows after this one (start date and id, newest first), as the last page's
   * `X-Next-Cursor` gave it; `offset` then skips rows from there.
   */
  after: dateIdCursorQuery,
});
export type OccupancyListQuery = z.infer<typeof occupancyListQuery>;

export const occupancy = recordAnswer({
  ...unitPlace,
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  program_id: z.number().int().nullable(),
  program_name: z.string().nullable(),
  ami_percentage: z.number().nullable(),
  rent_amount: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  placement_fee: z.number().nullable(),
  status: z.enum(OCCUPANCY_STATUSES),
  end_reason: z.enum(OCCUPANCY_END_REASONS).nullable(),
  end_reason_details: z.string().nullable(),
  household_size: z.number().int().nullable(),
  annual_income: z.number().nullable(),
  non_optional_charges: z.number().nullable(),
  rent_assistance: z.number().nullable(),
  override_reason: z.string().nullable(),
});
export type Occupancy = z.infer<typeof occupancy>;

export const occupancyUpdateBody = acceptingEcho(
  occupancyFields.extend({ version: optionalVersion }).superRefine(checkDates),
  occupancy,
);
