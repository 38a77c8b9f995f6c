import { z } from 'zod';
import { emailSchema, requiredText, singleLine, TEXT_MAX } from './fields.ts';
import { nullableMoney } from './record-answer.ts';
import { RESIDENT_LANGUAGES, RESIDENT_TOKEN_PATTERN } from './residents.ts';

/**
 * Third-party verification (issue 40, decision 079): an employer or a benefits agency is e-mailed
 * a link, fills in what it pays the household member, and signs with its typed name. The answers
 * land on the household's certification with their date (`signed_at`).
 */

export const VERIFICATION_KINDS = ['EMPLOYMENT', 'BENEFITS'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_STATUSES = ['SENT', 'COMPLETED', 'REVOKED', 'EXPIRED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** How often an amount is paid. HOURLY only for wages: it is multiplied by the average hours. */
export const PAY_FREQUENCIES = [
  'HOURLY',
  'WEEKLY',
  'BI_WEEKLY',
  'SEMI_MONTHLY',
  'MONTHLY',
  'YEARLY',
] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const BENEFIT_FREQUENCIES = ['WEEKLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'MONTHLY', 'YEARLY'] as const;

/** The link's token: 32 random bytes in base64url, as the resident portal's (decision 075). */
export const VERIFICATION_TOKEN_PATTERN = RESIDENT_TOKEN_PATTERN;

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const HOURS = /^\d{1,3}(\.\d{1,2})?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Dollars as a decimal string with at most 2 decimals, never a float (kept as sent). */
const money = z
  .string()
  .trim()
  .refine((v) => MONEY.test(v), {
    message: 'Enter an amount such as 1234.56',
    params: { code: 'money_format' },
  });
/** Hours a week, 0 to 168, at most 2 decimals. */
const hours = z
  .string()
  .trim()
  .refine((v) => HOURS.test(v), { message: 'Enter hours such as 37.5', params: { code: 'hours_format' } })
  .refine((v) => Number(v) <= 168, { message: 'A week has 168 hours', params: { code: 'hours_format' } });
const date = z
  .string()
  .refine((v) => DATE.test(v), { message: 'Enter a date as YYYY-MM-DD', params: { code: 'date_format' } })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'Enter a real date',
      params: { code: 'date_format' },
    },
  );
const optionalLine = singleLine().trim().max(500, 'Must have at most 500 characters').nullish();

export const employmentAnswers = z.strictObject({
  kind: z.literal('EMPLOYMENT'),
  employer: requiredText(TEXT_MAX, 'The employer'),
  position: requiredText(TEXT_MAX, 'The position'),
  start_date: date,
  pay_rate: money,
  pay_frequency: z.enum(PAY_FREQUENCIES, { error: 'Choose how often the pay rate is paid' }),
  /** Regular hours a week on average: what an hourly rate is multiplied by. */
  average_hours: hours,
  /** Overtime: its hourly rate and average hours a week; both null when there is none. */
  overtime_rate: money.nullish(),
  overtime_hours: hours.nullish(),
  expected_changes: optionalLine,
});
export type EmploymentAnswers = z.infer<typeof employmentAnswers>;

export const benefitsAnswers = z.strictObject({
  kind: z.literal('BENEFITS'),
  agency: requiredText(TEXT_MAX, 'The agency'),
  benefit_type: requiredText(TEXT_MAX, 'The benefit'),
  amount: money,
  frequency: z.enum(BENEFIT_FREQUENCIES, { error: 'Choose how often the benefit is paid' }),
  effective_date: date,
});
export type BenefitsAnswers = z.infer<typeof benefitsAnswers>;

export const verificationAnswers = z.discriminatedUnion('kind', [employmentAnswers, benefitsAnswers]);
export type VerificationAnswers = z.infer<typeof verificationAnswers>;

/** Staff send a request for a member of the household's certification in force. */
export const verificationRequestBody = z.strictObject({
  member_index: z.number().int().min(0).max(29),
  kind: z.enum(VERIFICATION_KINDS, { error: 'Choose employment or benefits' }),
  third_party_name: requiredText(TEXT_MAX, 'The name of the employer or agency'),
  third_party_email: emailSchema,
  language: z.enum(RESIDENT_LANGUAGES, { error: 'Choose en, pt or es' }),
  /** The certification it lands on; by default the household's newest draft when it is completed. */
  certification_id: z.number().int().positive().nullish(),
});
export type VerificationRequestBody = z.input<typeof verificationRequestBody>;

/**
 * A resident's request: the same, for a member of their own household, landing on its next draft.
 * The member is named by the questionnaire's `member_key` when the household has a questionnaire
 * (so a member who joined this year can be verified), else by `member_index` as staff do.
 */
export const residentVerificationRequestBody = verificationRequestBody
  .omit({ certification_id: true, member_index: true })
  .extend({
    member_index: z.number().int().min(0).max(29).optional(),
    member_key: z.uuid('The member of the questionnaire').optional(),
  })
  .refine((b) => (b.member_index === undefined) !== (b.member_key === undefined), {
    message: 'Name the member by member_key or member_index',
    path: ['member_key'],
  });
export type ResidentVerificationRequestBody = z.input<typeof residentVerificationRequestBody>;

export const verificationRequest = z.object({
  id: z.number().int(),
  certification_id: z.number().int().nullable(),
  /** The member's place in the certification in force; null for one only the questionnaire names. */
  member_index: z.number().int().nullable(),
  member_key: z.string().nullable(),
  member_name: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  third_party_name: z.string(),
  third_party_email: z.string(),
  language: z.enum(RESIDENT_LANGUAGES),
  status: z.enum(VERIFICATION_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  answers: verificationAnswers.nullable(),
  /** The answers' yearly amount, a decimal string of dollars (worked out in cents). */
  annual_amount: nullableMoney,
  signer_name: z.string().nullable(),
  /** The verification's date: the 120-day age rule counts from it. */
  signed_at: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequest>;
/** The members of the household's certification in force, whom a request may be about. */
export const verificationMembers = z.array(z.object({ member_index: z.number().int(), name: z.string() }));
export const verificationRequestList = z.object({
  members: verificationMembers,
  requests: z.array(verificationRequest),
});
export type VerificationRequestList = z.infer<typeof verificationRequestList>;

/** What the resident sees of their household's requests: who was asked, and where it stands. */
export const residentVerificationRequest = verificationRequest.pick({
  id: true,
  member_name: true,
  kind: true,
  third_party_name: true,
  status: true,
  created_at: true,
  signed_at: true,
});
/**
 * The members a resident may ask about: the questionnaire's members still in the household (by
 * `member_key`, with their place in the certification in force when they are in it) when there is
 * a questionnaire, else the certification in force's (`member_key` null).
 */
export const residentVerificationMembers = z.array(
  z.object({
    member_index: z.number().int().nullable(),
    member_key: z.string().nullable(),
    name: z.string(),
  }),
);
export const residentVerificationRequestList = z.object({
  members: residentVerificationMembers,
  requests: z.array(residentVerificationRequest),
});
export type ResidentVerificationRequestList = z.infer<typeof residentVerificationRequestList>;

export const verificationTokenBody = z.strictObject({
  token: z.string().regex(VERIFICATION_TOKEN_PATTERN, 'The link is not complete'),
});

/** What the third party is shown: who and what is asked, nothing more. */
export const verificationOpened = z.object({
  member_name: z.string(),
  property_name: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  language: z.enum(RESIDENT_LANGUAGES),
});
export type VerificationOpened = z.infer<typeof verificationOpened>;

export const verificationCompleteBody = z.strictObject({
  token: z.string().regex(VERIFICATION_TOKEN_PATTERN, 'The link is not complete'),
  answers: verificationAnswers,
  signer_name: requiredText(TEXT_MAX, 'Your name'),
  attest: z.literal(true, { error: 'Confirm that the answers are true' }),
});
export type VerificationCompleteBody = z.input<typeof verificationCompleteBody>;
