import { z } from 'zod';
import { addCodedIssue } from './coded-issue.ts';

/**
 * Household data for the agencies' reports (issue 39, decision 066): each member's race and
 * ethnicity, disability and the last four digits of the SSN, and the household's rental
 * assistance. Sensitive: stored encrypted, answered only by the dedicated reads to accounts with
 * `read_reporting_data`, never in a record's answer, a list or an export.
 */

/**
 * The seven minimum categories of the combined race and ethnicity question of OMB's Statistical
 * Policy Directive No. 15 as revised on March 28, 2024 (89 FR 22182): one or several may be
 * chosen. `DECLINED` stands alone: the person chose not to answer.
 */
export const RACE_ETHNICITY = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'HISPANIC_OR_LATINO',
  'MIDDLE_EASTERN_OR_NORTH_AFRICAN',
  'NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER',
  'WHITE',
] as const;
export type RaceEthnicity = (typeof RACE_ETHNICITY)[number];
export const DECLINED = 'DECLINED' as const;
export const RACE_ETHNICITY_ANSWERS = [...RACE_ETHNICITY, DECLINED] as const;
export type RaceEthnicityAnswer = (typeof RACE_ETHNICITY_ANSWERS)[number];

/** HUD-52697 Part II asks "Disabled?"; the person may decline to answer. */
export const DISABILITY_ANSWERS = ['YES', 'NO', 'DECLINED'] as const;
export type DisabilityAnswer = (typeof DISABILITY_ANSWERS)[number];

/**
 * The source of the household's rental assistance, as HUD's LIHTC tenant data collection form
 * (HUD-52697, Part VI, OMB 2528-0320) lists them, with `NONE` for a household without any.
 */
export const RENTAL_ASSISTANCE_SOURCES = [
  'NONE',
  'HUD_PROJECT_BASED_RENTAL_ASSISTANCE',
  'HUD_OTHER_PROJECT_BASED',
  'HUD_HOUSING_CHOICE_VOUCHER',
  'HUD_PROJECT_BASED_VOUCHER',
  'USDA_SECTION_521',
  'OTHER_FEDERAL',
  'NON_FEDERAL',
] as const;
export type RentalAssistanceSource = (typeof RENTAL_ASSISTANCE_SOURCES)[number];

export const ReportingIssue = {
  DECLINED_ALONE: 'race_ethnicity_declined_alone',
  AMOUNT_WITHOUT_SOURCE: 'rental_assistance_amount_without_source',
} as const;

/** The largest monthly amount accepted: $100,000.00, in cents. */
export const RENTAL_ASSISTANCE_MAX_CENTS = 10_000_000;

export const ssnLast4 = z
  .string({ error: 'The last 4 digits of the SSN must be exactly 4 digits' })
  .trim()
  .regex(/^\d{4}$/, 'The last 4 digits of the SSN must be exactly 4 digits');

/** One member's answers; every one optional (null: not asked or not given). */
export const memberReportingBody = z
  .strictObject({
    race_ethnicity: z
      .array(z.enum(RACE_ETHNICITY_ANSWERS, { error: `Choose from: ${RACE_ETHNICITY_ANSWERS.join(', ')}` }))
      .max(RACE_ETHNICITY_ANSWERS.length)
      .nullish()
      .transform((v) => (v == null || v.length === 0 ? null : [...new Set(v)])),
    disability: z
      .enum(DISABILITY_ANSWERS, { error: `Choose one of: ${DISABILITY_ANSWERS.join(', ')}` })
      .nullish()
      .transform((v) => v ?? null),
    ssn_last4: z
      .union([ssnLast4, z.literal('').transform(() => null), z.null()])
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.race_ethnicity?.includes(DECLINED) && v.race_ethnicity.length > 1) {
      addCodedIssue(
        ctx,
        ReportingIssue.DECLINED_ALONE,
        '"Declined to answer" cannot be chosen with a category',
        ['race_ethnicity'],
      );
    }
  });
export type MemberReporting = z.output<typeof memberReportingBody>;

/** A household's reporting data: one entry per member, in the household's order, and its assistance. */
export const reportingDataBody = z
  .strictObject({
    members: z.array(memberReportingBody).max(20, 'At most 20 members').default([]),
    rental_assistance_source: z
      .enum(RENTAL_ASSISTANCE_SOURCES, { error: `Choose one of: ${RENTAL_ASSISTANCE_SOURCES.join(', ')}` })
      .nullish()
      .transform((v) => v ?? null),
    rental_assistance_monthly_cents: z
      .number({ error: 'The monthly rental assistance must be a whole number of cents' })
      .int('The monthly rental assistance must be a whole number of cents')
      .min(0, 'The monthly rental assistance cannot be negative')
      .max(RENTAL_ASSISTANCE_MAX_CENTS, 'The monthly rental assistance is too large')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (
      v.rental_assistance_monthly_cents !== null &&
      v.rental_assistance_monthly_cents > 0 &&
      (v.rental_assistance_source === null || v.rental_assistance_source === 'NONE')
    ) {
      addCodedIssue(ctx, ReportingIssue.AMOUNT_WITHOUT_SOURCE, 'Choose the source of the rental assistance', [
        'rental_assistance_source',
      ]);
    }
  });
export type ReportingDataBody = z.input<typeof reportingDataBody>;
export type ReportingData = z.output<typeof reportingDataBody>;

/** What the dedicated read answers: the data, or nulls and no members when none was recorded. */
export const reportingDataAnswer = z.object({
  record_id: z.number().int(),
  recorded: z.boolean(),
  members: z.array(
    z.object({
      race_ethnicity: z.array(z.enum(RACE_ETHNICITY_ANSWERS)).nullable(),
      disability: z.enum(DISABILITY_ANSWERS).nullable(),
      ssn_last4: z.string().nullable(),
    }),
  ),
  rental_assistance_source: z.enum(RENTAL_ASSISTANCE_SOURCES).nullable(),
  rental_assistance_monthly_cents: z.number().int().nullable(),
});
export type ReportingDataAnswer = z.infer<typeof reportingDataAnswer>;

/** The names of the sensitive fields: never a key of a list, an export or a record's answer. */
export const REPORTING_FIELD_NAMES = [
  'race_ethnicity',
  'disability',
  'ssn_last4',
  'rental_assistance_source',
  'rental_assistance_monthly_cents',
] as const;
