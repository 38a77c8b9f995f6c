import type { PayFrequency, VerificationAnswers } from '@lar/contracts/third-party-verification';
import { invalidField } from '../../lib/app-error.ts';

/**
 * Pay periods a year by frequency. HUD Handbook 4350.3 REV-1, chapter 5, section 1 (paragraph 5-6,
 * "anticipated" annual income over the next 12 months): an amount paid per period is annualised
 * by the number of periods in a year — weekly x 52, every other week x 26, twice a month x 24,
 * monthly x 12; an hourly wage is multiplied by the hours worked a week and by 52.
 */
export const PERIODS_A_YEAR: Record<Exclude<PayFrequency, 'HOURLY'>, bigint> = {
  WEEKLY: 52n,
  BI_WEEKLY: 26n,
  SEMI_MONTHLY: 24n,
  MONTHLY: 12n,
  YEARLY: 1n,
};
const WEEKS_A_YEAR = 52n;

/** "1234.5" -> 123450n: a decimal string with at most 2 decimals in hundredths, without floats. */
export function hundredths(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** `n / d` rounded half up, for n, d >= 0. */
function roundedDivide(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (d * 2n);
}

/** An hourly rate in dollars times hours a week, over a year, in cents. */
function hourlyYear(rate: string, hoursAWeek: string): bigint {
  return roundedDivide(hundredths(rate) * hundredths(hoursAWeek) * WEEKS_A_YEAR, 100n);
}

/** The yearly amount the answers give, in cents. Overtime needs both its rate and its hours. */
export function annualCents(answers: VerificationAnswers): bigint {
  if (answers.kind === 'BENEFITS') return hundredths(answers.amount) * PERIODS_A_YEAR[answers.frequency];
  const regular =
    answers.pay_frequency === 'HOURLY'
      ? hourlyYear(answers.pay_rate, answers.average_hours)
      : hundredths(answers.pay_rate) * PERIODS_A_YEAR[answers.pay_frequency];
  const rate = answers.overtime_rate ?? null;
  const hours = answers.overtime_hours ?? null;
  if ((rate === null) !== (hours === null))
    throw invalidField(
      rate === null ? 'answers.overtime_rate' : 'answers.overtime_hours',
      'overtime_incomplete',
      'Give both the overtime rate and its hours a week, or neither',
    );
  return regular + (rate === null || hours === null ? 0n : hourlyYear(rate, hours));
}

/** 12345n -> "123.45". */
export function centsToDecimal(cents: bigint): string {
  const whole = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}`;
}
