import { dateTimeFormat, numberFormat } from '@lar/contracts/intl-formats';
import { INTL_LOCALES, toLanguage } from '../i18n/languages.ts';
import { organizationTimeZone, organizationToday } from './organization-clock.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date written with `parts`. Date-only values are calendar dates and are shown as such in every
 * time zone; timestamps are shown on the organization's clock (decision 063).
 */
function formatDay(
  value: string | Date | null | undefined,
  language: string,
  parts: Pick<Intl.DateTimeFormatOptions, 'month' | 'day'>,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parse(value);
  if (!date) return String(value);
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  return dateTimeFormat(INTL_LOCALES[toLanguage(language)], {
    year: 'numeric',
    ...parts,
    ...zoneOf(dateOnly),
  }).format(date);
}

/** A calendar date is its own day everywhere; a moment is read on the organization's clock. */
function zoneOf(dateOnly: boolean): Pick<Intl.DateTimeFormatOptions, 'timeZone'> {
  if (dateOnly) return { timeZone: 'UTC' };
  const zone = organizationTimeZone();
  return zone === undefined ? {} : { timeZone: zone };
}

/** A date in the UI language's format (`11/21/2025`, `21/11/2025`), for the staff's tables. */
export function formatDate(value: string | Date | null | undefined, language: string): string {
  return formatDay(value, language, { month: '2-digit', day: '2-digit' });
}

/**
 * A date for the public pages, its month as a word so nobody reads 11/12 as 11 December or
 * 12 November: `Nov 27, 2026`, `27 de nov. de 2026`, `27 nov 2026` (decision 056).
 */
export function formatReadableDate(value: string | Date | null | undefined, language: string): string {
  return formatDay(value, language, { month: 'short', day: 'numeric' });
}

/**
 * A timestamp with its time, its date written as `formatDate` writes dates (`11/25/2026, 3:04 PM`,
 * `25/11/2026, 15:04`), on the organization's clock.
 */
export function formatDateTime(value: string | Date | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parse(value);
  if (!date) return String(value);
  return dateTimeFormat(INTL_LOCALES[toLanguage(language)], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    ...zoneOf(false),
  }).format(date);
}

/**
 * US dollars (AMI programs are US programs) in the UI language's number format, two decimals.
 * Accepts the decimal strings the API sends for money columns.
 */
export function formatMoney(amount: number | string | null | undefined, language: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return numberFormat(INTL_LOCALES[toLanguage(language)], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * Today's calendar date (`YYYY-MM-DD`) where the organization works: the server's "today" (its
 * TIME_ZONE, told with the session), whatever zone the browser runs in (decision 063).
 */
export function localToday(now: Date = new Date()): string {
  return organizationToday(now);
}
