import type { Cents } from './money.ts';

/**
 * Which utility allowance governs a rent (decision 045). Treas. Reg. 1.42-10(c)(1): when an
 * allowance changes, the new one must be used to compute gross rents due 90 days after the
 * change; rents due before then keep the allowance they had. The first allowance ever recorded
 * has nothing before it to keep: it applies from its own date.
 */

export const UTILITY_ALLOWANCE_DELAY_DAYS = 90;

export interface DatedAllowance {
  /** YYYY-MM-DD: the day the allowance takes effect. */
  effectiveDate: string;
  amount: Cents;
}

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The date from which an allowance governs the rents due: 90 days after it, the first at once. */
export function governsFrom(allowances: readonly DatedAllowance[], allowance: DatedAllowance): string {
  const first = allowances.every((a) => a.effectiveDate >= allowance.effectiveDate);
  return first ? allowance.effectiveDate : plusDays(allowance.effectiveDate, UTILITY_ALLOWANCE_DELAY_DAYS);
}

/**
 * The allowance that governs a rent due on `dueDate`, in cents: the latest one governing by then,
 * 0 before the first. `allowances` are one unit type's, in any order.
 */
export function allowanceForRentDue(allowances: readonly DatedAllowance[], dueDate: string): Cents {
  let best: DatedAllowance | undefined;
  for (const allowance of allowances) {
    if (governsFrom(allowances, allowance) > dueDate) continue;
    if (!best || allowance.effectiveDate > best.effectiveDate) best = allowance;
  }
  return best?.amount ?? 0;
}
