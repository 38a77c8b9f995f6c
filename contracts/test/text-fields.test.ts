import { describe, expect, it } from 'vitest';
import { birthDateProblem, birthDateRange } from '../src/birth-dates.ts';
import { multiLine, optionalBirthDate, optionalText, optionalUrl, singleLine } from '../src/fields.ts';
import { withoutHiddenCharacters } from '../src/text-characters.ts';

/** The codes of the issues `schema` finds in `value` (the web translates each as `validation.<code>`). */
function codes(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).map((i) => (i as { params?: { code?: string } }).params?.code);
}

/**
 * Invisible and direction-changing characters: Unicode's format characters (Cf). Unicode
 * Technical Report #36 and CVE-2021-42574 ("Trojan Source") describe how they make text read
 * other than it is.
 */
const INVISIBLE = {
  'zero-width space U+200B': 'Ana\u200BSilva',
  'zero-width non-joiner U+200C': 'Ana\u200CSilva',
  'left-to-right mark U+200E': 'Ana\u200E',
  'right-to-left mark U+200F': '\u200FAna',
  'left-to-right embedding U+202A': '\u202AAna',
  'right-to-left override U+202E': 'r\u202Egnp.exe.pdf',
  'left-to-right isolate U+2066': '\u2066Ana\u2069',
  'first strong isolate U+2068': '\u2068Ana',
  'byte order mark U+FEFF': '\uFEFFAna',
  'soft hyphen U+00AD': 'Ana\u00ADSilva',
  'Arabic letter mark U+061C': 'Ana\u061C',
  'lone surrogate': 'Ana\uD800',
};

describe('single-line text', () => {
  it.each(Object.entries(INVISIBLE))('refuses the %s as invisible_characters', (_, value) => {
    expect(codes(singleLine(), value)).toEqual(['invisible_characters']);
    expect(codes(optionalText(), value)).toEqual(['invisible_characters']);
  });

  it('refuses C0 and C1 controls, DEL and the line and paragraph separators as single_line', () => {
    for (const value of [
      'a\tb',
      'a\nb',
      'a\rb',
      'a\u0000b',
      'a\u001Fb',
      'a\u007Fb',
      'a\u0085b',
      'a\u009Fb',
      'a\u2028b',
      'a\u2029b',
    ]) {
      expect(codes(singleLine(), value), JSON.stringify(value)).toEqual(['single_line']);
    }
  });

  it('keeps visible text of any script, accents and emoji as typed', () => {
    for (const value of [
      'José Ñúñez',
      'Ana Conceição',
      'محمد',
      'שלום',
      '王小明',
      'Zoë 🙂',
      'O’Brien',
      'a\u00A0b',
    ]) {
      expect(singleLine().safeParse(value).success, value).toBe(true);
    }
  });

  it('holds links to the same rule', () => {
    expect(codes(optionalUrl, 'https://example.com/a\u200Bb')).toEqual(['invisible_characters']);
    expect(optionalUrl.parse('https://example.com/apply')).toBe('https://example.com/apply');
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs', () => {
    expect(multiLine().parse('First line\r\nSecond line\n\tindented')).toBe(
      'First line\r\nSecond line\n\tindented',
    );
  });

  it('refuses invisible and direction-changing characters', () => {
    for (const value of Object.values(INVISIBLE)) {
      expect(codes(multiLine(), `Line one\n${value}`), JSON.stringify(value)).toEqual([
        'invisible_characters',
      ]);
    }
  });

  it('refuses other controls', () => {
    expect(codes(multiLine(), 'a\u0000b')).toEqual(['control_characters']);
    expect(codes(multiLine(), 'a\u0085b')).toEqual(['control_characters']);
  });
});

describe('hidden characters removed', () => {
  it('leaves the visible text', () => {
    expect(withoutHiddenCharacters('r\u202Egnp.exe.pdf')).toBe('rgnp.exe.pdf');
    expect(withoutHiddenCharacters('\uFEFFpay\u200B stub\t.pdf\n')).toBe('pay stub.pdf');
  });
});

describe('dates of birth', () => {
  // 26 November 2026 at 10:00 UTC: already the 27th at UTC+14, the latest time zone.
  const now = new Date('2026-11-26T10:00:00Z');

  it('accept from 130 years ago to today wherever it is today', () => {
    expect(birthDateRange(now)).toEqual({ earliest: '1896-11-27', latest: '2026-11-27' });
    expect(birthDateProblem('2026-11-27', now)).toBeNull();
    expect(birthDateProblem('1896-11-27', now)).toBeNull();
    expect(birthDateProblem('1985-03-02', now)).toBeNull();
  });

  it('refuse a date in the future and one more than 130 years ago', () => {
    expect(birthDateProblem('2026-11-28', now)).toBe('birth_date_future');
    expect(birthDateProblem('2999-01-01', now)).toBe('birth_date_future');
    expect(birthDateProblem('1896-11-26', now)).toBe('birth_date_too_old');
    expect(birthDateProblem('0001-01-01', now)).toBe('birth_date_too_old');
  });

  it('are checked by the shared field, with the code the web translates', () => {
    expect(codes(optionalBirthDate, '2999-01-01')).toEqual(['birth_date_future']);
    expect(codes(optionalBirthDate, '1800-01-01')).toEqual(['birth_date_too_old']);
    expect(optionalBirthDate.parse('1985-03-02')).toBe('1985-03-02');
    expect(optionalBirthDate.parse('')).toBeNull();
  });
});
