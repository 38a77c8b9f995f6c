import { dateTimeFormat } from '@lar/contracts/intl-formats';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, type Language, toLanguage } from '../i18n/languages.ts';
import { formatDate } from '../lib/format.ts';

/** dayjs locale of each language, for month and weekday names in the calendar. */
const DAYJS_LOCALE: Record<Language, string> = { en: 'en', pt: 'pt-br', es: 'es' };

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Day, month, year in the order the language writes them (`21/11/2025` or `11/21/2025`). */
function dateOrder(language: string): Array<'day' | 'month' | 'year'> {
  const parts = dateTimeFormat(INTL_LOCALES[toLanguage(language)]).formatToParts(new Date(2025, 10, 21));
  return parts
    .map((p) => p.type)
    .filter(
      (type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year',
    );
}

function toIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Reads a date typed in the UI language's order (`21/11/2025` in Portuguese, `11/21/2025` in
 * English) or as `2025-11-21`; `YYYY-MM-DD`, or null when it is not a real date.
 */
export function parseTypedDate(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return toIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = trimmed
    .split(/[^\d]+/)
    .filter(Boolean)
    .map(Number);
  if (numbers.length !== 3) return null;
  const parts: Record<string, number> = {};
  dateOrder(language).forEach((type, i) => {
    parts[type] = numbers[i] ?? Number.NaN;
  });
  const year = parts.year ?? Number.NaN;
  if (year < 1000 || year > 9999) return null;
  return toIso(year, parts.month ?? Number.NaN, parts.day ?? Number.NaN);
}

interface DateFieldProps
  extends Omit<
    DateInputProps,
    'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale' | 'defaultValue'
  > {
  /** `YYYY-MM-DD`, or '' (or nothing) when empty. */
  value?: string | null;
  onChange(value: string): void;
}

/** A date-only field shown and typed in the UI language's format, with a calendar to pick from. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <DateInput
      clearable
      // Mantine's clear button has no name of its own: a screen reader would announce "button".
      clearButtonProps={{ 'aria-label': t('actions.clearDate') }}
      firstDayOfWeek={0}
      {...props}
      locale={DAYJS_LOCALE[language]}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={(date) => formatDate(date, language)}
      dateParser={(text) => parseTypedDate(text, language)}
    />
  );
}
