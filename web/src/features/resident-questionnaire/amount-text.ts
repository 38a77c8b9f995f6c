import { numberFormat } from '@lar/contracts/intl-formats';
import { INTL_LOCALES, toLanguage } from '../../i18n/languages.ts';

/** The language's decimal and group separators: `.` and `,` in en and es (US), `,` and `.` in pt. */
function separatorsOf(language: string): { decimal: string; group: string } {
  const parts = numberFormat(INTL_LOCALES[toLanguage(language)]).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/**
 * The answer's decimal string (`1234.56`) from an amount typed the way the resident writes numbers:
 * `1.234,56` or `650,50` in Portuguese, `1,234.56` in English, and a phone's keypad dot anywhere.
 * With both separators the last one is the decimal point; a separator used twice groups
 * thousands; one separator followed by exactly three digits is read by the language (a group in
 * `1.234` in pt and `1,234` in en, so `1.234` in en stays 1.234 and is refused for its third
 * decimal rather than read as a thousand). Anything else is left as typed, so the check names it.
 */
export function amountFromText(text: string, language: string): string {
  const typed = text.replace(/\s/g, '');
  const found = [...new Set(typed.match(/[.,]/g) ?? [])];
  let decimal: string | null = null;
  if (found.length === 2) decimal = typed.lastIndexOf(',') > typed.lastIndexOf('.') ? ',' : '.';
  else if (found.length === 1) {
    const separator = found[0] ?? '.';
    const once = typed.indexOf(separator) === typed.lastIndexOf(separator);
    const thousands = /^\d{3}$/.test(typed.slice(typed.indexOf(separator) + 1));
    decimal = !once || (thousands && separator === separatorsOf(language).group) ? null : separator;
  }
  if (decimal === null) return typed.replace(/[.,]/g, '');
  return typed
    .split(decimal === ',' ? '.' : ',')
    .join('')
    .replace(decimal, '.');
}

/** An answer's decimal string as the resident's language writes it: `28000,00` in pt. */
export function amountText(amount: string, language: string): string {
  const { decimal } = separatorsOf(language);
  return decimal === '.' ? amount : amount.replace('.', decimal);
}
