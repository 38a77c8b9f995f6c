import { z } from 'zod';
import {
  booleanField,
  FieldIssue,
  optionalBirthDate,
  optionalChoice,
  optionalMoney,
  optionalPhone,
  optionalPostal,
  optionalText,
  requiredText,
  TEXT_MAX,
  visibleString,
} from './fields.ts';
import { LANGUAGES } from './languages.ts';
import { OCCUPANCY_STATUSES } from './occupancies.ts';
import { emptyAsUndefined, pagingQuery, textFilter } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { type UpdateChanges, updatingBody } from './update-body.ts';

/** Stored as codes; the web shows each with a label in every language. */
export const DOCUMENT_TYPES = [
  'cpf',
  'rg',
  'cnh',
  'passport',
  'ssn',
  'itin',
  'drivers_license',
  'state_id',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const HOUSEHOLD_SIZE_MAX = 20;

/** The languages letters are written in. */
export const CANDIDATE_LANGUAGES = LANGUAGES;
export type CandidateLanguage = (typeof CANDIDATE_LANGUAGES)[number];

/** The age from which a candidate counts as a senior (HUD's elderly person). */
export const SENIOR_AGE = 62;

/** Whether someone born on `birthDate` is `SENIOR_AGE` or older on `today` (both `YYYY-MM-DD`). */
export function isSeniorOn(birthDate: string, today: string): boolean {
  const year = Number(birthDate.slice(0, 4)) + SENIOR_AGE;
  // Compared as text: the 62nd birthday, and for 29 February on a non-leap year, 1 March.
  const birthday = `${String(year).padStart(4, '0')}${birthDate.slice(4)}`;
  return birthday <= today;
}

/** The values with the senior flag derived from the birth date when one is given; else as entered. */
export function withDerivedSenior<T extends { birth_date: string | null; is_senior: boolean }>(
  values: T,
  today: string,
): T {
  return values.birth_date === null ? values : { ...values, is_senior: isSeniorOn(values.birth_date, today) };
}
export const CandidateIssue = {
  BIRTH_DATE_FUTURE: FieldIssue.BIRTH_DATE_FUTURE,
  HOUSEHOLD_SIZE: 'household_size_range',
} as const;

const householdSize = z
  .union([z.number(), z.string().trim().max(4)])
  .refine(
    (v) => {
      if (v === '') return true;
      const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
      return Number.isInteger(n) && n >= 1 && n <= HOUSEHOLD_SIZE_MAX;
    },
    {
      message: `Household size must be a whole number from 1 to ${HOUSEHOLD_SIZE_MAX}`,
      params: { code: CandidateIssue.HOUSEHOLD_SIZE },
    },
  )
  .transform((v) => (v === '' ? null : Number(v)))
  .nullish()
  .transform((v) => v ?? null);

export const candidateBody = z.strictObject({
  id_wp: optionalText(50),
  full_name: requiredText(TEXT_MAX, 'Full name'),
  email: visibleString()
    .transform((v) => v.replace(/\s+/g, '').toLowerCase())
    .pipe(z.string().min(1, 'E-mail is required').max(TEXT_MAX).pipe(z.email('The e-mail is not correct.'))),
  phone_number: optionalPhone,
  birth_date: optionalBirthDate,
  income: optionalMoney,
  household_size: householdSize,
  is_disabled: booleanField,
  is_senior: booleanField,
  postal_code: optionalPostal,
  document_type: optionalChoice(DOCUMENT_TYPES),
  document_number: optionalText(50),
  /** The language the household reads its letters in (recertification notices); none means English. */
  language: optionalChoice(CANDIDATE_LANGUAGES),
});
export type CandidateBody = z.input<typeof candidateBody>;
export type CandidateValues = z.output<typeof candidateBody>;

export const CANDIDATE_STATUSES = ['all', 'tenants', 'applicants'] as const;

export const candidateListQuery = pagingQuery.extend({
  full_name: textFilter,
  email: textFilter,
  phone_number: textFilter,
  postal_code: textFilter,
  status: z.preprocess(emptyAsUndefined, z.enum(CANDIDATE_STATUSES).default('all')),
});
export type CandidateListQuery = z.infer<typeof candidateListQuery>;

/** The candidate's ACTIVE occupancy, else the PENDING one that starts first. */
export const currentOccupancy = z.object({
  id: z.number().int(),
  unit_number: z.string().nullable(),
  /** Unit numbers repeat across properties: the unit is named with its property. */
  property_name: z.string(),
  program_name: z.string().nullable(),
  start_date: z.string(),
  status: z.enum(OCCUPANCY_STATUSES),
});

export const candidate = recordAnswer({
  id_wp: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  birth_date: z.string().nullable(),
  income: z.number().nullable(),
  household_size: z.number().int().nullable(),
  is_disabled: z.boolean(),
  is_senior: z.boolean(),
  postal_code: z.string().nullable(),
  document_type: z.enum(DOCUMENT_TYPES).nullable(),
  /** Full in a single record; masked to the last 4 characters in lists. */
  document_number: z.string().nullable(),
  language: z.enum(CANDIDATE_LANGUAGES).nullable(),
  occupancy: currentOccupancy.nullable(),
});
export type Candidate = z.infer<typeof candidate>;

export const candidateUpdateBody = updatingBody(candidateBody.shape, candidate);
export type CandidateUpdateBody = z.input<typeof candidateUpdateBody>;
export type CandidateChanges = UpdateChanges<typeof candidateUpdateBody>;

export const candidateLookupQuery = pagingQuery.extend({ q: textFilter });
export const candidateLookup = z.object({ id: z.number().int(), full_name: z.string() });
export type CandidateLookup = z.infer<typeof candidateLookup>;

/** Lowercase without accents: "João" and "joao" search alike. Used for the stored search key and the query. */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * What separates the words of a name for search: whitespace and the punctuation names carry. The
 * spaces are JavaScript's `\s` named by code point, because the database splits stored names with
 * this same class written out (migration 0015, `candidate_name_words_of`), where `\s` would mean
 * whatever the database's locale says; server/test/platform/sql-mirrors.test.ts holds the two equal.
 * The quotes ’ and ‘ are escaped too: the server's bundle stays ASCII (scripts/build-server.mjs).
 */
export const NAME_WORD_SEPARATORS =
  /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'\u2019\u2018`.,;:/()-]+/u;

/** The distinct words of `value` as name search compares them: "João da Silva" → joao, da, silva. */
export function nameWords(value: string): string[] {
  return [...new Set(searchKey(value).split(NAME_WORD_SEPARATORS))].filter((word) => word !== '');
}

/** Four bullets (U+2022), escaped so that the server's bundle stays ASCII (scripts/build-server.mjs). */
const MASK = '\u2022\u2022\u2022\u2022';

/**
 * `•••• 1234`: lists show only the last 4 characters of a document number. Characters, not UTF-16
 * units, so a mask never splits one (and matches the list's mask written by the database).
 */
export function maskDocumentNumber(value: string | null): string | null {
  if (value === null) return null;
  const characters = Array.from(value);
  return characters.length <= 4 ? MASK : `${MASK} ${characters.slice(-4).join('')}`;
}
