/**
 * The dates of birth accepted for applicants, household members and tenants, with no schema
 * library: the public application form checks them in the browser with the same rule the
 * server's schemas (`optionalBirthDate` in `fields.ts`) apply.
 */

/** The oldest age a birth date may give: past anyone recorded (122), so only typing slips. */
export const BIRTH_AGE_MAX = 130;

export const BirthDateIssue = {
  FUTURE: 'birth_date_future',
  TOO_OLD: 'birth_date_too_old',
} as const;
export type BirthDateIssueCode = (typeof BirthDateIssue)[keyof typeof BirthDateIssue];

/**
 * Accepted on `now`: from 130 years ago to today's date where it is latest on Earth (UTC+14), so
 * a baby born today is never refused because the server's clock is still on yesterday.
 */
export function birthDateRange(now: Date = new Date()): { earliest: string; latest: string } {
  const latest = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  const earliest = `${String(Number(latest.slice(0, 4)) - BIRTH_AGE_MAX).padStart(4, '0')}${latest.slice(4)}`;
  return { earliest, latest };
}

/** Why a `YYYY-MM-DD` birth date is refused on `now`, or null when it is accepted. */
export function birthDateProblem(date: string, now: Date = new Date()): BirthDateIssueCode | null {
  const { earliest, latest } = birthDateRange(now);
  if (date > latest) return BirthDateIssue.FUTURE;
  if (date < earliest) return BirthDateIssue.TOO_OLD;
  return null;
}
