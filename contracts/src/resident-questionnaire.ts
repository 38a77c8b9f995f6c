import { z } from 'zod';
import type { FieldError } from './errors.ts';
import { TEXT_MAX, versionField } from './fields.ts';
import { INCOME_SOURCES, type IncomeSource, RELATIONSHIPS } from './household.ts';
import { money } from './record-answer.ts';
import { optionalVersion } from './update-body.ts';

/**
 * The recertification questionnaire (issue 40, decision 076): the resident answers it from the
 * portal, prefilled from the certification in force; staff accept it as the ANNUAL draft or ask for
 * a correction. Money is a decimal string of dollars and is computed in integer cents.
 */

export const SUBMISSION_STATUSES = ['IN_PROGRESS', 'SUBMITTED', 'CORRECTION_REQUESTED', 'ACCEPTED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const INCOME_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'YEARLY'] as const;
export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];

/**
 * Pay periods in a year. HUD counts income the household expects in the 12 months of the
 * certification (HUD Handbook 4350.3 REV-1, par. 5-5 A) and converts a pay period's amount by the
 * number of periods: paid twice a month is 24 times a year and every two weeks is 26 (HUD, HOME
 * income calculator, "Anticipating Income", http://portal.hud.gov/hudportal/HUD?src=/program_offices/
 * comm_planning/affordablehousing/training/web/calculator/requirements/assessing); weekly is 52
 * and monthly 12, the weeks and months of the year.
 */
export const PERIODS_PER_YEAR: Record<IncomeFrequency, number> = {
  WEEKLY: 52,
  BIWEEKLY: 26,
  SEMIMONTHLY: 24,
  MONTHLY: 12,
  YEARLY: 1,
};

export const MEMBER_CHANGES = ['NONE', 'JOINED', 'LEFT'] as const;
export type MemberChange = (typeof MEMBER_CHANGES)[number];

export const ASSET_KINDS = ['CHECKING', 'SAVINGS', 'RETIREMENT', 'REAL_ESTATE', 'OTHER'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const QUESTIONNAIRE_MEMBERS_MAX = 20;
export const QUESTIONNAIRE_SOURCES_MAX = 60;
export const QUESTIONNAIRE_ASSETS_MAX = 50;
export const CORRECTION_NOTE_MAX = 2000;

/** Dollars with at most 2 decimals, below a billion: empty while the resident has not answered. */
export const MONEY_STRING = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
const moneyAnswer = z
  .string()
  .trim()
  .max(13)
  .refine((v) => v === '' || MONEY_STRING.test(v), {
    message: 'Enter an amount of 0 or more with at most 2 decimals, such as 1234.56',
    params: { code: 'money' },
  });
const dateAnswer = z.union([z.iso.date('Enter a date as YYYY-MM-DD'), z.null()]);
const key = z.uuid('A stable id (uuid) made by the form');

export const questionnaireMember = z.strictObject({
  member_key: key,
  name: z.string().trim().max(TEXT_MAX),
  birth_date: dateAnswer,
  relationship: z.enum(RELATIONSHIPS).nullable(),
  change: z.enum(MEMBER_CHANGES),
  /** The day the member joined or left, when they did this year. */
  change_date: dateAnswer,
  full_time_student: z.boolean(),
  disabled: z.boolean(),
});
export type QuestionnaireMember = z.infer<typeof questionnaireMember>;

export const questionnaireSource = z.strictObject({
  id: key,
  member_key: key,
  kind: z.enum(INCOME_SOURCES),
  amount: moneyAnswer,
  frequency: z.enum(INCOME_FREQUENCIES).nullable(),
});
export type QuestionnaireSource = z.infer<typeof questionnaireSource>;

export const questionnaireAsset = z.strictObject({
  id: key,
  kind: z.enum(ASSET_KINDS).nullable(),
  description: z.string().trim().max(TEXT_MAX),
  cash_value: moneyAnswer,
  annual_income: moneyAnswer,
});
export type QuestionnaireAsset = z.infer<typeof questionnaireAsset>;

/** The answers, saved whole as the resident goes: empty answers are allowed until submitting. */
export const questionnaireAnswers = z.strictObject({
  members: z.array(questionnaireMember).max(QUESTIONNAIRE_MEMBERS_MAX),
  income_sources: z.array(questionnaireSource).max(QUESTIONNAIRE_SOURCES_MAX),
  assets: z.array(questionnaireAsset).max(QUESTIONNAIRE_ASSETS_MAX),
  receives_rental_assistance: z.boolean().nullable(),
  rental_assistance_amount: moneyAnswer,
});
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswers>;

export const questionnaireSaveBody = z.strictObject({
  version: versionField,
  answers: questionnaireAnswers,
});
export type QuestionnaireSaveBody = z.infer<typeof questionnaireSaveBody>;

export const questionnaireSubmitBody = z.strictObject({ version: optionalVersion }).default({});

export const correctionBody = z.strictObject({
  note: z
    .string()
    .trim()
    .min(1, 'Say what the resident should correct and why')
    .max(CORRECTION_NOTE_MAX, `At most ${CORRECTION_NOTE_MAX} characters`),
});
export type CorrectionBody = z.infer<typeof correctionBody>;

// ---- Money in integer cents -------------------------------------------------------------------

/** Cents of a decimal string of dollars (`MONEY_STRING`); 0 for an empty answer. */
export function centsOf(amount: string): number {
  if (amount === '' || !MONEY_STRING.test(amount)) return 0;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A decimal string of dollars with 2 decimals, from cents. */
export function dollarsOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A figure of dollars a certification holds (a number), in cents, rounded to the cent once. */
export function centsOfDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A source's annual amount in cents: its amount times its periods in a year (`PERIODS_PER_YEAR`). */
export function annualCents(source: Pick<QuestionnaireSource, 'amount' | 'frequency'>): number {
  if (source.frequency === null) return 0;
  return centsOf(source.amount) * PERIODS_PER_YEAR[source.frequency];
}

// ---- What changed since the certification in force ------------------------------------------

/** What the certification in force said, kept with the submission when it was first read. */
export const questionnaireBaseline = z.object({
  certification_id: z.number().int(),
  members: z.array(
    z.object({
      member_key: z.string(),
      name: z.string(),
      /** Annual income by source, in cents. */
      income_cents: z.record(z.enum(INCOME_SOURCES), z.number().int()),
    }),
  ),
});
export type QuestionnaireBaseline = z.infer<typeof questionnaireBaseline>;

export const questionnaireChanges = z.object({
  joined: z.array(z.object({ member_key: z.string(), name: z.string(), date: z.string().nullable() })),
  left: z.array(z.object({ member_key: z.string(), name: z.string(), date: z.string().nullable() })),
  income: z.array(
    z.object({
      member_key: z.string(),
      name: z.string(),
      kind: z.enum(INCOME_SOURCES),
      before: money,
      after: money,
    }),
  ),
  total_before: money,
  total_after: money,
});
export type QuestionnaireChanges = z.infer<typeof questionnaireChanges>;

/** Whether a member counts in the household after this year's changes. */
export const staysInHousehold = (m: Pick<QuestionnaireMember, 'change'>) => m.change !== 'LEFT';

/** A member's annual income by source in cents, from the answers (members who left count none). */
export function memberIncomeCents(
  answers: Pick<QuestionnaireAnswers, 'income_sources'>,
  memberKey: string,
): Record<IncomeSource, number> {
  const income: Record<IncomeSource, number> = {
    employment: 0,
    social_security: 0,
    public_assistance: 0,
    other: 0,
  };
  for (const s of answers.income_sources) if (s.member_key === memberKey) income[s.kind] += annualCents(s);
  return income;
}

/**
 * The answers compared with the certification in force: who joined and left, each member's annual
 * income by source before and after (where either is not zero), and the household's totals.
 */
export function changesSince(
  answers: QuestionnaireAnswers,
  baseline: QuestionnaireBaseline,
): QuestionnaireChanges {
  const known = new Set(baseline.members.map((m) => m.member_key));
  const answered = new Map(answers.members.map((m) => [m.member_key, m]));
  const joined = answers.members
    .filter((m) => staysInHousehold(m) && (m.change === 'JOINED' || !known.has(m.member_key)))
    .map((m) => ({ member_key: m.member_key, name: m.name, date: m.change_date }));
  const left = baseline.members.flatMap((b) => {
    const now = answered.get(b.member_key);
    if (now && staysInHousehold(now)) return [];
    return [{ member_key: b.member_key, name: now?.name || b.name, date: now?.change_date ?? null }];
  });
  const income: QuestionnaireChanges['income'] = [];
  let totalBefore = 0;
  let totalAfter = 0;
  const keys = [...new Set([...baseline.members.map((m) => m.member_key), ...answered.keys()])];
  for (const memberKey of keys) {
    const b = baseline.members.find((m) => m.member_key === memberKey);
    const a = answered.get(memberKey);
    const after = a && staysInHousehold(a) ? memberIncomeCents(answers, memberKey) : undefined;
    for (const kind of INCOME_SOURCES) {
      const before = b?.income_cents[kind] ?? 0;
      const now = after?.[kind] ?? 0;
      totalBefore += before;
      totalAfter += now;
      if (before !== 0 || now !== 0)
        income.push({
          member_key: memberKey,
          name: a?.name || b?.name || '',
          kind,
          before: dollarsOf(before),
          after: dollarsOf(now),
        });
    }
  }
  return { joined, left, income, total_before: dollarsOf(totalBefore), total_after: dollarsOf(totalAfter) };
}

// ---- Complete enough to submit ---------------------------------------------------------------

/** The answers a submission still lacks, as field issues (`field` is the path in the answers). */
export function missingAnswers(answers: QuestionnaireAnswers): FieldError[] {
  const issues: FieldError[] = [];
  const need = (field: string, code: string, message: string) => issues.push({ field, code, message });
  const staying = answers.members.filter(staysInHousehold);
  if (staying.length === 0) need('members', 'required', 'The household needs at least one member');
  if (staying.filter((m) => m.relationship === 'HEAD').length !== 1)
    need('members', 'one_head_of_household', 'The household needs exactly one head of household');
  answers.members.forEach((m, i) => {
    if (m.name === '') need(`members.${i}.name`, 'required', 'Enter the name');
    if (m.birth_date === null) need(`members.${i}.birth_date`, 'required', 'Enter the birth date');
    if (m.relationship === null) need(`members.${i}.relationship`, 'required', 'Choose the relationship');
    if (m.change !== 'NONE' && m.change_date === null)
      need(`members.${i}.change_date`, 'required', 'Enter the date the member joined or left');
  });
  const keys = new Set(answers.members.map((m) => m.member_key));
  answers.income_sources.forEach((s, i) => {
    if (!keys.has(s.member_key))
      need(`income_sources.${i}.member_key`, 'required', 'Choose whose income this is');
    if (s.amount === '') need(`income_sources.${i}.amount`, 'required', 'Enter the amount');
    if (s.frequency === null)
      need(`income_sources.${i}.frequency`, 'required', 'Choose how often it is paid');
  });
  answers.assets.forEach((a, i) => {
    if (a.kind === null) need(`assets.${i}.kind`, 'required', 'Choose the kind of asset');
    if (a.cash_value === '') need(`assets.${i}.cash_value`, 'required', 'Enter the cash value');
  });
  if (answers.receives_rental_assistance === null)
    need('receives_rental_assistance', 'required', 'Say whether the household receives rental assistance');
  else if (answers.receives_rental_assistance && answers.rental_assistance_amount === '')
    need('rental_assistance_amount', 'required', 'Enter the monthly rental assistance');
  return issues;
}

// ---- Answers -------------------------------------------------------------------------------------

/** Where a figure of the draft came from: the answers (by path with ids) and documents. */
export const figureTrace = z.object({
  /** The draft's field, such as `members.0.income.employment`. */
  figure: z.string(),
  amount: z.string(),
  /** The answers it was computed from, such as `income_sources.<id>`. */
  answers: z.array(z.string()),
  /** The resident documents behind those answers (decision 077), when any. */
  document_ids: z.array(z.number().int()),
});
export type FigureTrace = z.infer<typeof figureTrace>;

export const residentSubmission = z.object({
  id: z.number().int(),
  occupancy_id: z.number().int(),
  effective_date: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  answers: questionnaireAnswers,
  /** The certification in force the answers started from: the form compares with it as they change. */
  baseline: questionnaireBaseline,
  changes: questionnaireChanges,
  /** Each income source's annual amount, by source id, as a decimal string. */
  annual_amounts: z.record(z.string(), z.string()),
  /** Why staff asked for a correction (shown to the resident until they submit again). */
  correction_note: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  certification_id: z.number().int().nullable(),
  trace: z.array(figureTrace).nullable(),
  /** Whether the resident can still change the answers. */
  editable: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type ResidentSubmission = z.infer<typeof residentSubmission>;
