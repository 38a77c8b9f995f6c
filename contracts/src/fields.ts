import { z } from 'zod';
import { BIRTH_AGE_MAX, BirthDateIssue, birthDateProblem } from './birth-dates.ts';
import { digitsOnly, PHONE_DIGITS, POSTAL_MAX_DIGITS } from './format.ts';
import { breaksSingleLine, hasControlCharacter, hasInvisibleCharacter } from './text-characters.ts';
import { isUsStateCode } from './us-states.ts';

// Every schema module imports this one, so this runs before any schema is built or parsed. In a
// browser our Content-Security-Policy forbids `new Function`, so zod's compiled parsers can never
// run there, yet its probe for them is reported as a CSP violation even though the error is
// caught. The browser parses without probing; the server keeps the faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

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
  US_POSTAL_CODE: 'us_postal_code',
  US_STATE: 'us_state',
  INVALID_URL: 'invalid_url',
  MONEY: 'money_format',
  WHOLE_NUMBER: 'whole_number',
  SINGLE_LINE: 'single_line',
  CONTROL_CHARACTERS: 'control_characters',
  INVISIBLE_CHARACTERS: 'invisible_characters',
  BIRTH_DATE_FUTURE: BirthDateIssue.FUTURE,
  BIRTH_DATE_TOO_OLD: BirthDateIssue.TOO_OLD,
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

const invisibleIssue = {
  message: 'Must not contain invisible or text-direction characters (such as U+200B or U+202E)',
  params: { code: FieldIssue.INVISIBLE_CHARACTERS },
};

/**
 * A string without invisible or direction-changing characters, for text whose own shaping drops
 * blanks (e-mail addresses, usernames): `trim()` and `\s` would silently drop U+FEFF and keep
 * the others, so they are refused before it.
 */
export function visibleString() {
  return z.string().refine((v) => !hasInvisibleCharacter(v), invisibleIssue);
}

/**
 * A string that is one line of visible text; every single-line field is built on it. Checked
 * before trimming, so a trailing line break is refused like any other rather than silently cut.
 * Controls (tab, line breaks, C1) say `single_line`; invisible and direction-changing characters
 * (`text-characters.ts`) say `invisible_characters`, so the form tells which was found.
 */
export function singleLine() {
  return textRefusing(
    breaksSingleLine,
    'Must be one line, without tabs or other control characters',
    FieldIssue.SINGLE_LINE,
  );
}

/**
 * A string that may span lines (notes, messages): it keeps tab, line feed and carriage return,
 * and refuses other controls and invisible or direction-changing characters.
 */
export function multiLine() {
  return textRefusing(
    hasControlCharacter,
    'Must not contain control characters',
    FieldIssue.CONTROL_CHARACTERS,
  );
}

/** A string refused with `code` where `refused` finds a character, and wherever an invisible one is. */
function textRefusing(
  refused: (v: string) => boolean,
  message: string,
  code: (typeof FieldIssue)[keyof typeof FieldIssue],
) {
  return z
    .string()
    .refine((v) => !refused(v), { message, params: { code } })
    .refine((v) => !hasInvisibleCharacter(v), invisibleIssue);
}

export function requiredText(max: number, label: string) {
  return singleLine().trim().min(1, `${label} is required`).max(max, tooLong(max));
}

export function optionalText(max: number = TEXT_MAX) {
  return singleLine().trim().max(max, tooLong(max)).nullish().transform(blankToNull);
}

/** Notes and other free text that keeps its line breaks. */
export function optionalLongText(max: number = LONG_TEXT_MAX) {
  return multiLine().trim().max(max, tooLong(max)).nullish().transform(blankToNull);
}

/**
 * Text of at most `textMax` characters kept as its digits alone (phone, fax, postal code), so any
 * punctuation a form or a client writes around them is accepted; refused unless `accept(digits)`.
 */
function optionalDigits(o: {
  textMax: number;
  accept: (digits: string) => boolean;
  message: string;
  code: string;
}) {
  return z
    .string()
    .max(o.textMax, tooLong(o.textMax))
    .transform((v) => digitsOnly(v))
    .refine(o.accept, { message: o.message, params: { code: o.code } })
    .nullish()
    .transform(blankToNull);
}

/** Digits only, exactly 10 when given; `(617) 555-0142` and `617.555.0142` are both accepted. */
export const optionalPhone = optionalDigits({
  textMax: 30,
  accept: (v) => v.length === 0 || v.length === PHONE_DIGITS,
  message: `Must have ${PHONE_DIGITS} digits`,
  code: FieldIssue.PHONE_DIGITS,
});

/** Digits only, at most 9 (ZIP or ZIP+4). */
export const optionalPostal = optionalDigits({
  textMax: 20,
  accept: (v) => v.length <= POSTAL_MAX_DIGITS,
  message: `Must have at most ${POSTAL_MAX_DIGITS} digits`,
  code: FieldIssue.POSTAL_DIGITS,
});

/** A US ZIP code of an address: 5 digits or ZIP+4 (9), stored as digits; `02110-1234` is accepted. */
export const optionalUsPostal = optionalDigits({
  textMax: 20,
  accept: (v) => v.length === 0 || v.length === 5 || v.length === POSTAL_MAX_DIGITS,
  message: 'Enter a US ZIP code as 12345 or 12345-6789',
  code: FieldIssue.US_POSTAL_CODE,
});

/** A US state as its two-letter USPS code (us-states.ts), stored in capitals; `ma` becomes `MA`. */
export const optionalUsState = singleLine()
  .trim()
  .max(20, tooLong(20))
  .refine((v) => v.length === 0 || isUsStateCode(v), {
    message: 'Enter the state as its two-letter code, such as MA',
    params: { code: FieldIssue.US_STATE },
  })
  .transform((v) => v.toUpperCase())
  .nullish()
  .transform(blankToNull);

/** A street address in the United States, every part optional: a property's and a building's. */
export const usAddressFields = {
  street1: optionalText(),
  street2: optionalText(),
  city: optionalText(),
  state: optionalUsState,
  postal_code: optionalUsPostal,
};

export const EMAIL_MAX = 150;

/** An address that must be given: an account's, a resident's, a sender's of the public site. */
export const emailSchema = visibleString()
  .trim()
  .max(EMAIL_MAX, `E-mail must have at most ${EMAIL_MAX} characters`)
  .pipe(z.email('The e-mail is not correct.'));

/** All whitespace removed (decision 006), at most 150 characters, a valid address when given. */
export const optionalEmail = visibleString()
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
export const optionalUrl = singleLine()
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

/**
 * A date of birth `YYYY-MM-DD` (applicants, household members, tenants): not in the future and
 * not more than 130 years ago (`birth-dates.ts`), so a slip such as 2999 or 1026 is refused.
 */
export const optionalBirthDate = optionalDate.superRefine((v, ctx) => {
  const problem = v === null ? null : birthDateProblem(v);
  if (problem === BirthDateIssue.FUTURE) {
    ctx.addIssue({ code: 'custom', message: 'Birth date must be in the past', params: { code: problem } });
  } else if (problem === BirthDateIssue.TOO_OLD) {
    ctx.addIssue({
      code: 'custom',
      message: `Birth date must be within the last ${BIRTH_AGE_MAX} years`,
      params: { code: problem },
    });
  }
});

/** A rule's issue on one field of a body, with the code the web translates (`validation.<code>`). */
export function addFieldIssue(ctx: z.RefinementCtx, field: string, code: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [field], message, params: { code } });
}

/** The version an update was based on; an older one is refused with 409. */
export const versionField = z.number().int().min(1).max(2_147_483_647);

export const booleanField = z.boolean().default(false);

/**
 * `{ a: schema, b: schema, ... }` for a list of names, keeping the names in the type: fields that
 * take the same value (a property's URLs), or a count of each status, bucket or unit type.
 */
export function sameSchema<const K extends readonly string[], S extends z.ZodType>(keys: K, schema: S) {
  return Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K[number]]: S };
}
