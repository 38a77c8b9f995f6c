import { z } from 'zod';
import { digitsOnly, PHONE_DIGITS, POSTAL_MAX_DIGITS } from './format.ts';

/**
 * Field builders for record forms, shared by the server's validation and the web forms. Every
 * optional field accepts a string (or null/absent) as a form holds it and gives back the stored
 * value: trimmed text, digits, a number, or null when empty. Custom issues carry `params.code`,
 * which the web translates as `validation.<code>`.
 */
export const FieldIssue = {
  PHONE_DIGITS: 'phone_digits',
  INVALID_EMAIL: 'invalid_email',
  POSTAL_DIGITS: 'postal_digits',
  INVALID_URL: 'invalid_url',
  MONEY: 'money_format',
  WHOLE_NUMBER: 'whole_number',
} as const;

/** Most record text (names, positions, addresses): 150 characters (decision 006). */
export const TEXT_MAX = 150;
/** Free text such as policies and notes. */
export const LONG_TEXT_MAX = 1000;
/**
 * Links are refused, never cut, past this length: a cut URL is a broken one (150, as other text, would
 * break ordinary map and form links; see docs/decisions/006-management-companies-and-properties.md).
 */
export const URL_MAX = 2048;
export const MONEY_MAX = 99_999_999.99;
export const COUNT_MAX = 1_000_000;

const blankToNull = <T>(v: T | '' | undefined) => (v === '' || v === undefined ? null : v);
const tooLong = (max: number) => `Must have at most ${max} characters`;

export function requiredText(max: number, label: string) {
  return z.string().trim().min(1, `${label} is required`).max(max, tooLong(max));
}

export function optionalText(max: number = TEXT_MAX) {
  return z.string().trim().max(max, tooLong(max)).nullish().transform(blankToNull);
}

/** Digits only, exactly 10 when given; `(617) 555-0142` and `617.555.0142` are both accepted. */
export const optionalPhone = z
  .string()
  .max(30, tooLong(30))
  .transform((v) => digitsOnly(v))
  .refine((v) => v.length === 0 || v.length === PHONE_DIGITS, {
    message: `Must have ${PHONE_DIGITS} digits`,
    params: { code: FieldIssue.PHONE_DIGITS },
  })
  .nullish()
  .transform(blankToNull);

/** Digits only, at most 9 (ZIP or ZIP+4). */
export const optionalPostal = z
  .string()
  .max(20, tooLong(20))
  .transform((v) => digitsOnly(v))
  .refine((v) => v.length <= POSTAL_MAX_DIGITS, {
    message: `Must have at most ${POSTAL_MAX_DIGITS} digits`,
    params: { code: FieldIssue.POSTAL_DIGITS },
  })
  .nullish()
  .transform(blankToNull);

/** All whitespace removed (decision 006), at most 150 characters, a valid address when given. */
export const optionalEmail = z
  .string()
  .max(1000, tooLong(TEXT_MAX))
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .max(TEXT_MAX, tooLong(TEXT_MAX))
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        message: 'The e-mail is not correct.',
        params: { code: FieldIssue.INVALID_EMAIL },
      }),
  )
  .nullish()
  .transform(blankToNull);

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An absolute http or https link. */
export const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX, tooLong(URL_MAX))
  .refine((v) => v.length === 0 || httpUrl.safeParse(v).success, {
    message: 'Enter a full link starting with http:// or https://',
    params: { code: FieldIssue.INVALID_URL },
  })
  .nullish()
  .transform(blankToNull);

/** A choice from a fixed list; empty means not chosen. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum(['', ...values], { error: `Choose one of: ${values.join(', ')}` })
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : (v as T[number])));
}

const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Dollars >= 0 with at most 2 decimals, from a number or a form string; stored and answered as a
 * decimal string with 2 places ("25.00") so no float rounding reaches the database.
 */
export const optionalMoney = z
  .union([z.number(), z.string().trim().max(20, tooLong(20))])
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v))
  .refine((v) => v === '' || (MONEY_PATTERN.test(v) && Number(v) <= MONEY_MAX), {
    message: 'Enter an amount of 0 or more with at most 2 decimals',
    params: { code: FieldIssue.MONEY },
  })
  .transform((v) => (v === '' ? null : Number(v).toFixed(2)))
  .nullish()
  .transform(blankToNull);

/** A whole number from 0 to `max`, from a number or a string of digits; empty means not given. */
export function optionalWholeNumber(max: number = COUNT_MAX) {
  return z
    .union([z.number(), z.string().trim().max(12, tooLong(12))])
    .refine(
      (v) =>
        v === '' ||
        (typeof v === 'number'
          ? Number.isInteger(v) && v >= 0 && v <= max
          : /^\d+$/.test(v) && Number(v) <= max),
      {
        message: `Enter a whole number from 0 to ${max}`,
        params: { code: FieldIssue.WHOLE_NUMBER, maximum: max },
      },
    )
    .transform((v) => (v === '' ? null : Number(v)))
    .nullish()
    .transform(blankToNull);
}

/** A calendar date `YYYY-MM-DD`; empty means not given. */
export const optionalDate = z
  .union([z.literal(''), z.iso.date('Enter a date as YYYY-MM-DD')])
  .nullish()
  .transform(blankToNull);

/** The version an update was based on; an older one is refused with 409. */
export const versionField = z.number().int().min(1).max(2_147_483_647);

export const booleanField = z.boolean().default(false);
