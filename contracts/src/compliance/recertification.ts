import type { Cents } from './money.ts';

/**
 * Annual recertification dates and the 140 % rule. Dates are calendar dates (YYYY-MM-DD) with no
 * time of day; "today" is decided by the caller in the configured time zone.
 */

const DAY_MS = 86_400_000;
const toDay = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => toDay(to) - toDay(from);

export const addDays = (date: string, days: number): string => fromDay(toDay(date) + days);

/**
 * The same day `years` later; 29 February falls on 28 February in a common year (the anniversary
 * must not slip into the next month, past the deadline).
 */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The window for a recertification opens this many days before its due date. */
export const RECERTIFICATION_WINDOW_DAYS = 120;

export const RECERTIFICATION_BUCKETS = ['DUE_120', 'DUE_90', 'DUE_60', 'DUE_30', 'OVERDUE'] as const;
export type RecertificationBucket = (typeof RECERTIFICATION_BUCKETS)[number];

/** The next annual certification is due on the anniversary of the last one's effective date. */
export const recertificationDueDate = (lastEffectiveDate: string): string => addYears(lastEffectiveDate, 1);

/**
 * Where a due date stands on `asOf`: 120-91 days left DUE_120, 90-61 DUE_90, 60-31 DUE_60, 30-0
 * DUE_30, past it OVERDUE; more than 120 days left, not due yet (undefined).
 */
export function recertificationBucket(dueDate: string, asOf: string): RecertificationBucket | undefined {
  const left = daysBetween(asOf, dueDate);
  if (left < 0) return 'OVERDUE';
  if (left <= 30) return 'DUE_30';
  if (left <= 60) return 'DUE_60';
  if (left <= 90) return 'DUE_90';
  if (left <= RECERTIFICATION_WINDOW_DAYS) return 'DUE_120';
  return undefined;
}

/** 140 % of the limit: income may grow to it and the household stays qualified (IRC 42(g)(2)(D)). */
export const OVER_INCOME_PERCENT = 140;

/** Whether `income` exceeds 140 % of `limit`, compared exactly (income x 100 > limit x 140). */
export const isOverIncome = (income: Cents, limit: Cents): boolean =>
  income * 100 > limit * OVER_INCOME_PERCENT;

/** 140 % of the limit, in cents, rounded down to the cent. */
export const overIncomeThreshold = (limit: Cents): Cents => Math.floor((limit * OVER_INCOME_PERCENT) / 100);
