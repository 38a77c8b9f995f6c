import { z } from 'zod';
import {
  APPLICATION_LANGUAGES,
  APPLICATION_STATUSES,
  ApplicationIssue,
  DECLINE_REASONS,
  storedFileFields,
} from './applications.ts';
import { memberAnswer } from './certifications.ts';
import { LISTING_ELIGIBILITY } from './compliance/listing-eligibility.ts';
import { addFieldIssue, multiLine, optionalChoice, optionalMoney } from './fields.ts';
import {
  emptyAsUndefined,
  ID_MAX,
  idValue,
  optionalChoiceQuery,
  optionalIdQuery,
  pagingQuery,
  textFilter,
  trueOrFalseQuery,
} from './paging.ts';
import { money, nullableMoney, recordStamps } from './record-answer.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';

/**
 * Staff review of online applications (issue 24, decision 032): the list, one application with its
 * household, documents, duplicates and the compliance verdict per unit type, and the status changes.
 */

export const ApplicationReviewIssue = {
  UNIT_OF_ANOTHER_PROPERTY: 'application_unit_of_another_property',
  UNIT_TAKEN: 'application_unit_taken',
  RENT_REQUIRED: 'application_rent_required',
  EMAIL_TAKEN: 'application_candidate_email_taken',
} as const;

export const applicationListQuery = pagingQuery.extend({
  property_id: optionalIdQuery,
  status: optionalChoiceQuery(APPLICATION_STATUSES),
  /** Applications that claim this preference. */
  preference_id: optionalIdQuery,
  /** Flagged as a possible duplicate (`true`) or not (`false`). */
  flagged: trueOrFalseQuery,
  /** A piece of the reference, the head's name or the e-mail. */
  q: textFilter,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

export const applicationListItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  unit_id: z.number().int().nullable(),
  unit_number: z.string().nullable(),
  head_name: z.string(),
  email: z.string(),
  household_size: z.number().int(),
  annual_income: money,
  status: z.enum(APPLICATION_STATUSES),
  duplicate_flag: z.boolean(),
  waitlist_position: z.number().int().nullable(),
  submitted_at: z.string(),
});
export type ApplicationListItem = z.infer<typeof applicationListItem>;

/** A member as the application holds it (the certification's member shape), with its total. */
export const applicationMember = memberAnswer.extend({
  /** The member's yearly income from every source, as a decimal string. */
  total_income: money,
});

export const applicationDocument = z.object({
  id: z.number().int(),
  ...storedFileFields,
});
export type ApplicationDocument = z.infer<typeof applicationDocument>;

export const applicationDuplicate = z.object({
  id: z.number().int(),
  reference: z.string(),
  head_name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});

/**
 * The verdict for one unit type of the property (and one set of designations, where units of the
 * type differ): whether the household is within the effective income limit for its size today.
 */
export const unitTypeVerdict = z.object({
  unit_type: z.string(),
  bedrooms: z.number().int(),
  unit_count: z.number().int(),
  designations: z.array(z.object({ program_name: z.string(), ami_percentage: z.string() })),
  /** The effective income limit for the household's size, in dollars; null when none is known. */
  income_limit: nullableMoney,
  status: z.enum(LISTING_ELIGIBILITY),
});
export type UnitTypeVerdict = z.infer<typeof unitTypeVerdict>;

export const applicationDetail = applicationListItem.extend({
  phone: z.string().nullable(),
  language: z.enum(APPLICATION_LANGUAGES),
  birth_date: z.string(),
  members: z.array(applicationMember),
  /** Totals of the household, by source and in all, as decimal strings. */
  income_totals: z.object({
    employment: money,
    social_security: money,
    public_assistance: money,
    other: money,
    total: money,
  }),
  total_assets: money,
  preferences: z.array(z.object({ id: z.number().int(), name: z.string(), rank: z.number().int() })),
  documents: z.array(applicationDocument),
  duplicates: z.array(applicationDuplicate),
  duplicate_cleared_at: z.string().nullable(),
  duplicate_cleared_by: z.string().nullable(),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  status_note: z.string().nullable(),
  offered_unit_id: z.number().int().nullable(),
  offered_unit_number: z.string().nullable(),
  candidate_id: z.number().int().nullable(),
  occupancy_id: z.number().int().nullable(),
  lottery_rank: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  verdicts: z.array(unitTypeVerdict),
  ...recordStamps,
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** A unit the application may be offered: one of its property's with no ACTIVE or PENDING occupancy. */
export const offerableUnit = z.object({
  id: z.number().int(),
  unit_number: z.string().nullable(),
  unit_type: z.string(),
});
export type OfferableUnit = z.infer<typeof offerableUnit>;

const statusFields = z
  .strictObject({
    status: z.enum(APPLICATION_STATUSES),
    decline_reason: optionalChoice(DECLINE_REASONS),
    offered_unit_id: z
      .number()
      .int()
      .min(1)
      .max(ID_MAX)
      .nullish()
      .transform((v) => v ?? null),
    note: multiLine()
      .trim()
      .max(2000, 'At most 2000 characters')
      .nullish()
      .transform((v) => (v ? v : null)),
    /** On acceptance: the move-in date (today where the organization works when not given). */
    start_date: z.iso.date('Enter a date as YYYY-MM-DD').nullish(),
    /** On acceptance: the monthly rent (the unit's listed asking rent when not given). */
    rent_amount: optionalMoney.optional(),
    version: optionalVersion,
  })
  .superRefine((v, ctx) => {
    if (v.status === 'DECLINED' && v.decline_reason === null)
      addFieldIssue(
        ctx,
        'decline_reason',
        ApplicationIssue.DECLINE_REASON_REQUIRED,
        'Choose why it is declined',
      );
    if (v.status === 'OFFERED' && v.offered_unit_id === null)
      addFieldIssue(ctx, 'offered_unit_id', ApplicationIssue.UNIT_REQUIRED, 'Choose the unit to offer');
  });
/** PATCH /api/applications/{id}; the detail may be sent back whole (decision 018). */
export const applicationStatusBody = acceptingEcho(statusFields, applicationDetail);
export type ApplicationStatusBody = z.input<typeof applicationStatusBody>;
export type ApplicationStatusValues = z.output<typeof applicationStatusBody>;

/** An application as its audit records keep it (its history): the list's row and its decision. */
export const applicationSnapshot = applicationListItem.extend({
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  status_note: z.string().nullable(),
  offered_unit_id: z.number().int().nullable(),
  candidate_id: z.number().int().nullable(),
  occupancy_id: z.number().int().nullable(),
  duplicate_cleared_at: z.string().nullable(),
  duplicate_cleared_by: z.string().nullable(),
  version: z.number().int(),
});
export type ApplicationSnapshot = z.infer<typeof applicationSnapshot>;

/** `GET /api/applications/preference-choices?property_id=`: a property's preferences, for the filter. */
export const preferenceChoicesQuery = z.strictObject({
  property_id: z.preprocess(emptyAsUndefined, idValue),
});
export const preferenceChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  active: z.boolean(),
});
export type PreferenceChoice = z.infer<typeof preferenceChoice>;
