import { z } from 'zod';
import { addCodedIssue } from './coded-issue.ts';
import {
  DECLINED,
  DISABILITY_ANSWERS,
  RACE_ETHNICITY_ANSWERS,
  RENTAL_ASSISTANCE_SOURCES,
} from './reporting-categories.ts';

/**
 * Household data for the agencies' reports (issue 39, decision 066): each member's race and
 * ethnicity, disability and the last four digits of the SSN, and the household's rental
 * assistance. Sensitive: stored encrypted, answered only by the dedicated reads to accounts with
 * `read_reporting_data`, never in a record's answer, a list or an export.
 */

export {
  DECLINED,
  DISABILITY_ANSWERS,
  type DisabilityAnswer,
  RACE_ETHNICITY,
  RACE_ETHNICITY_ANSWERS,
  type RaceEthnicity,
  type RaceEthnicityAnswer,
  RENTAL_ASSISTANCE_SOURCES,
  type RentalAssistanceSource,
} from './reporting-categories.ts';

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
