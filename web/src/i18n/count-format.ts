import { numberFormat } from '@lar/contracts/intl-formats';
import type { FormatterModule } from 'i18next';
import { INTL_LOCALES, toLanguage } from './languages.ts';

/**
 * Placeholders that hold a count in the texts: `{{count}}` (i18next's plural count) and the
 * pagination's `{{from}}`–`{{to}}` of `{{total}}` (`{{shown}}` of `{{total}}` in a history). They are
 * written in the language's number format: 1,234 in English, 1.234 in Portuguese. Other numbers
 * (unit numbers, years, ids) are written as given, so "Unit 1200" and "2026" stay as they are.
 */
export const COUNT_PLACEHOLDERS: ReadonlySet<string> = new Set(['count', 'total', 'shown', 'from', 'to']);

/** A count as the language writes it: `formatCount(1234, 'pt')` is "1.234". */
export function formatCount(value: number, language: string | undefined): string {
  return numberFormat(INTL_LOCALES[toLanguage(language)], { maximumFractionDigits: 0 }).format(value);
}

/**
 * i18next's formatter: counts in the language's number format. Texts here use no named formats
 * (`{{x, number}}`), so any other value is returned as it is.
 */
export const countFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  format(value, _format, lng, options) {
    const key = (options as { interpolationkey?: unknown } | undefined)?.interpolationkey;
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      typeof key === 'string' &&
      COUNT_PLACEHOLDERS.has(key)
    ) {
      return formatCount(value, lng);
    }
    return value;
  },
  add() {},
  addCached() {},
};

/** i18next's interpolation settings that send every placeholder through `countFormatter`. */
export const COUNT_INTERPOLATION = { escapeValue: false, alwaysFormat: true } as const;
