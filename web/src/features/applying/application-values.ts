import type { ApplicationBody } from '@lar/contracts/applications';
import { birthDateProblem, birthDateRange } from '@lar/contracts/birth-dates';
import { DOCUMENT_CONTENT_TYPES } from '@lar/contracts/document-types';
import { INCOME_SOURCES, RELATIONSHIPS } from '@lar/contracts/household';
import { LANGUAGES } from '@lar/contracts/languages';
import { blankMember, type MemberAnswers } from '../../lib/household-member.ts';
import { validateSender } from '../../lib/public/sender-fields.ts';
import { assistanceSourceOf, memberAnswersOf } from '../../lib/reporting-answers.ts';
import type { ApplicationTargetField } from './application-fields.ts';

/**
 * The application form's values and rules, checked in the browser before sending; the server
 * checks them again (`applicationBody`) and its field errors are shown at the fields. No schema
 * module is shipped to the public site, so the limits are written here as the contracts set them.
 */

export const APPLYING_LANGUAGES = LANGUAGES;
export type ApplyingLanguage = (typeof APPLYING_LANGUAGES)[number];
/** The relationships a member other than the head may have. */
export const OTHER_RELATIONSHIPS = RELATIONSHIPS.filter((r) => r !== 'HEAD');
export { INCOME_SOURCES };
export const MEMBERS_MAX = 12;
/** The birth dates the form accepts, as the server's schemas accept them (`birth-dates.ts`). */
export const birthDateBounds = () => birthDateRange();
export const DOCUMENTS_MAX = 10;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the file input offers; the server decides by content. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

export {
  DISABILITY_ANSWERS,
  RACE_ETHNICITY_ANSWERS,
  RENTAL_ASSISTANCE_SOURCES,
} from '@lar/contracts/reporting-categories';

/** A member's optional answers for the agencies' reports (decision 066): never kept in the draft. */
export interface MemberReportingValues {
  race_ethnicity: string[];
  disability: string;
  ssn_last4: string;
}

export interface MemberValues extends MemberAnswers<string> {
  /** A stable key for React while members are added and removed. */
  key: string;
  reporting: MemberReportingValues;
}

/** The household's optional rental assistance, for the agencies' reports. */
export interface HouseholdReportingValues {
  rental_assistance_source: string;
  /** Dollars a month, as typed. */
  rental_assistance_monthly: string;
}

export const blankMemberReporting = (): MemberReportingValues => ({
  race_ethnicity: [],
  disability: '',
  ssn_last4: '',
});
export const blankHouseholdReporting = (): HouseholdReportingValues => ({
  rental_assistance_source: '',
  rental_assistance_monthly: '',
});

export interface ApplicationValues {
  email: string;
  phone: string;
  language: ApplyingLanguage;
  members: MemberValues[];
  total_assets: string;
  preference_ids: number[];
  reporting: HouseholdReportingValues;
  consent: boolean;
  /** The honeypot: people never see it, bots fill it. */
  website: string;
}

/** Errors by field: `email`, `members.0.name`, `members.1.income.other`, `documents`, ... */
export type ApplicationErrors = Partial<Record<string, string>>;

let keys = 0;
export const memberKey = () => `m${Date.now().toString(36)}${(keys++).toString(36)}`;

export function emptyMember(relationship: string): MemberValues {
  return { key: memberKey(), ...blankMember(relationship), reporting: blankMemberReporting() };
}

export function emptyApplication(language: ApplyingLanguage): ApplicationValues {
  return {
    email: '',
    phone: '',
    language,
    members: [emptyMember('HEAD')],
    total_assets: '',
    preference_ids: [],
    reporting: blankHouseholdReporting(),
    consent: false,
    website: '',
  } satisfies Record<Exclude<keyof ApplicationBody, ApplicationTargetField>, unknown>;
}

const money = (value: string) => value.trim().replace(/,/g, '');

/** An amount typed as dollars, in cents; 0 when empty, null when it is not an amount. */
export function centsOf(value: string): number | null {
  const text = money(value);
  if (text === '') return 0;
  if (!MONEY.test(text)) return null;
  const [dollars = '0', fraction = ''] = text.split('.');
  return Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The household's yearly income in cents, summed as integers as the server sums it. */
export function householdCents(values: ApplicationValues): number {
  return values.members.reduce(
    (sum, m) => sum + INCOME_SOURCES.reduce((s, source) => s + (centsOf(m.income[source]) ?? 0), 0),
    0,
  );
}

export function validateApplication(values: ApplicationValues, now: Date = new Date()): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const sender = validateSender({ name: 'x', email: values.email, phone: values.phone });
  if (sender.email) errors.email = sender.email;
  if (sender.phone) errors.phone = sender.phone;
  values.members.forEach((m, i) => {
    if (!m.name.trim()) errors[`members.${i}.name`] = 'validation.required';
    else if (m.name.trim().length > 150) errors[`members.${i}.name`] = 'validation.too_big';
    if (i === 0 && !m.birth_date) errors[`members.${i}.birth_date`] = 'validation.required';
    else if (m.birth_date && !/^\d{4}-\d{2}-\d{2}$/.test(m.birth_date))
      errors[`members.${i}.birth_date`] = 'validation.invalid_format';
    else if (m.birth_date) {
      const problem = birthDateProblem(m.birth_date, now);
      if (problem) errors[`members.${i}.birth_date`] = `validation.${problem}`;
    }
    for (const source of INCOME_SOURCES)
      if (centsOf(m.income[source]) === null)
        errors[`members.${i}.income.${source}`] = 'applying:errors.moneyFormat';
    const reporting = m.reporting ?? blankMemberReporting();
    if (reporting.ssn_last4.trim() !== '' && !/^\d{4}$/.test(reporting.ssn_last4.trim()))
      errors[`reporting.members.${i}.ssn_last4`] = 'applying:errors.ssnLast4';
    if (reporting.race_ethnicity.includes('DECLINED') && reporting.race_ethnicity.length > 1)
      errors[`reporting.members.${i}.race_ethnicity`] = 'validation.race_ethnicity_declined_alone';
  });
  const household = values.reporting ?? blankHouseholdReporting();
  const monthly = centsOf(household.rental_assistance_monthly);
  if (monthly === null) errors['reporting.rental_assistance_monthly_cents'] = 'applying:errors.moneyFormat';
  else if (
    monthly > 0 &&
    (household.rental_assistance_source === '' || household.rental_assistance_source === 'NONE')
  )
    errors['reporting.rental_assistance_source'] = 'validation.rental_assistance_amount_without_source';
  if (centsOf(values.total_assets) === null) errors.total_assets = 'applying:errors.moneyFormat';
  if (!values.consent) errors.consent = 'applying:errors.consent';
  return errors;
}

/** Why a chosen file cannot be sent (as an `applying:errors.*` key), or null. */
export function documentProblem(file: File): string | null {
  if (
    !(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type) &&
    !DOCUMENT_EXTENSIONS.test(file.name)
  )
    return 'applying:errors.documentType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'applying:errors.documentSize';
  return null;
}

/** The JSON part of the upload: amounts as decimal text, empty ones as 0. */
export function toApplicationBody(
  target: { listing_id: number } | { property_id: number },
  values: ApplicationValues,
): ApplicationBody {
  const amount = (value: string) => {
    const cents = centsOf(value) ?? 0;
    return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  };
  const phone = values.phone.replace(/\D/g, '');
  return {
    ...target,
    email: values.email.trim(),
    // Left out when empty, as JSON leaves out `undefined`.
    phone: phone || undefined,
    language: values.language,
    members: values.members.map((m) => ({
      name: m.name.trim(),
      relationship: m.relationship as ApplicationBody['members'][number]['relationship'],
      birth_date: m.birth_date || null,
      full_time_student: m.full_time_student,
      disabled: m.disabled,
      income: {
        employment: amount(m.income.employment),
        social_security: amount(m.income.social_security),
        public_assistance: amount(m.income.public_assistance),
        other: amount(m.income.other),
      },
    })),
    total_assets: amount(values.total_assets),
    preference_ids: values.preference_ids,
    reporting: reportingBody(values),
    consent: values.consent,
    website: values.website || undefined,
  } satisfies Record<Exclude<keyof ApplicationBody, ApplicationTargetField>, unknown>;
}

/** The optional reporting answers as the server takes them, or undefined when none was given. */
function reportingBody(values: ApplicationValues): ApplicationBody['reporting'] {
  const members = values.members.map((m) => memberAnswersOf(m.reporting ?? blankMemberReporting()));
  const household = values.reporting ?? blankHouseholdReporting();
  const monthly =
    household.rental_assistance_monthly.trim() === '' ? null : centsOf(household.rental_assistance_monthly);
  const source = assistanceSourceOf(household.rental_assistance_source);
  const given =
    source !== null ||
    monthly !== null ||
    members.some((m) => m.race_ethnicity !== null || m.disability !== null || m.ssn_last4 !== null);
  return given
    ? { members, rental_assistance_source: source, rental_assistance_monthly_cents: monthly }
    : undefined;
}

/**
 * The form's field of a server field: members' fields as they are, a preference or document by
 * index at its group, the listing or property at the top of the form.
 */
export function applicationFieldOf(serverField: string): string | null {
  if (/^members(\.\d+\.(name|relationship|birth_date|income\.\w+))?$/.test(serverField)) return serverField;
  if (
    /^reporting\.(members\.\d+\.(race_ethnicity|disability|ssn_last4)|rental_assistance_source|rental_assistance_monthly_cents)$/.test(
      serverField,
    )
  )
    return serverField;
  if (/^reporting\.members\.\d+\.race_ethnicity\.\d+$/.test(serverField))
    return serverField.replace(/\.\d+$/, '');
  if (serverField.startsWith('preference_ids')) return 'preferences';
  if (serverField.startsWith('documents')) return 'documents';
  if (serverField === 'listing_id' || serverField === 'property_id') return 'target';
  return ['email', 'phone', 'language', 'total_assets', 'consent'].includes(serverField) ? serverField : null;
}

/** The fields in the form's order: the first in error takes the focus. */
export function fieldOrder(values: ApplicationValues): string[] {
  return [
    'target',
    'email',
    'phone',
    'language',
    'members',
    ...values.members.flatMap((_, i) => [
      `members.${i}.name`,
      `members.${i}.relationship`,
      `members.${i}.birth_date`,
      ...INCOME_SOURCES.map((s) => `members.${i}.income.${s}`),
      `reporting.members.${i}.race_ethnicity`,
      `reporting.members.${i}.disability`,
      `reporting.members.${i}.ssn_last4`,
    ]),
    'total_assets',
    'reporting.rental_assistance_source',
    'reporting.rental_assistance_monthly_cents',
    'preferences',
    'documents',
    'consent',
  ];
}

/** The values with the reporting answers blank: what a draft keeps. */
export function withoutReporting(values: ApplicationValues): ApplicationValues {
  return {
    ...values,
    members: values.members.map((m) => ({ ...m, reporting: blankMemberReporting() })),
    reporting: blankHouseholdReporting(),
  };
}

/** A field's element id in the form. */
export const fieldElementId = (field: string) => `apply-${field.replaceAll('.', '-')}`;

/** The draft kept in this browser, per listing or property, without the files. */
export const draftKey = (target: string) => `lar.application-draft.${target}`;

export function readDraft(target: string): ApplicationValues | null {
  try {
    const text = window.localStorage.getItem(draftKey(target));
    if (!text) return null;
    const draft = JSON.parse(text) as ApplicationValues;
    if (!Array.isArray(draft.members) || draft.members.length === 0) return null;
    return withoutReporting(draft);
  } catch {
    return null;
  }
}

export function writeDraft(target: string, values: ApplicationValues): void {
  try {
    // The honeypot is never kept: a person leaves it empty anyway. Nor are the reporting answers
    // (SSN digits, race, disability): sensitive, they never stay in the browser (decision 066).
    window.localStorage.setItem(
      draftKey(target),
      JSON.stringify({ ...withoutReporting(values), website: '' }),
    );
  } catch {
    // Storage full or refused (private browsing): the form still works, only without a draft.
  }
}

export function clearDraft(target: string): void {
  try {
    window.localStorage.removeItem(draftKey(target));
  } catch {
    // Nothing kept.
  }
}
