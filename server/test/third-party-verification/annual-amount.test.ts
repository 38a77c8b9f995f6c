import type { VerificationAnswers } from '@lar/contracts/third-party-verification';
import { describe, expect, it } from 'vitest';
import { annualCents } from '../../src/modules/third-party-verification/index.ts';

/** Pay periods a year (HUD Handbook 4350.3 REV-1, chapter 5, decision 079), in integer cents. */

const job = (pay_rate: string, pay_frequency: string, extra: Partial<Record<string, string | null>> = {}) =>
  ({
    kind: 'EMPLOYMENT',
    employer: 'E',
    position: 'P',
    start_date: '2020-01-01',
    pay_rate,
    pay_frequency,
    average_hours: '40',
    overtime_rate: null,
    overtime_hours: null,
    expected_changes: null,
    ...extra,
  }) as VerificationAnswers;
const benefit = (amount: string, frequency: string) =>
  ({
    kind: 'BENEFITS',
    agency: 'A',
    benefit_type: 'B',
    amount,
    frequency,
    effective_date: '2026-01-01',
  }) as VerificationAnswers;

describe('the yearly amount of a verification', () => {
  it('multiplies by the pay periods of a year', () => {
    expect(annualCents(job('500.00', 'WEEKLY'))).toBe(2_600_000n);
    expect(annualCents(job('1000.01', 'BI_WEEKLY'))).toBe(2_600_026n);
    expect(annualCents(job('1083.33', 'SEMI_MONTHLY'))).toBe(2_599_992n);
    expect(annualCents(job('2166.7', 'MONTHLY'))).toBe(2_600_040n);
    expect(annualCents(job('26000', 'YEARLY'))).toBe(2_600_000n);
    expect(annualCents(benefit('943.00', 'MONTHLY'))).toBe(1_131_600n);
    expect(annualCents(benefit('0.10', 'WEEKLY'))).toBe(520n);
  });

  it('multiplies an hourly rate by the hours a week and 52, rounding the cent half up', () => {
    // 7.25 x 40 x 52 = 15,080.00
    expect(annualCents(job('7.25', 'HOURLY'))).toBe(1_508_000n);
    // 0.01 x 0.01 h x 52 = 0.0052 dollars = 0.52 cents -> 1 cent; 0.01 x 0.005 would not be given.
    expect(annualCents(job('0.01', 'HOURLY', { average_hours: '0.01' }))).toBe(1n);
    // Overtime: 10.00 x 37.5 x 52 + 15.00 x 1.25 x 52 = 19,500.00 + 975.00
    expect(
      annualCents(
        job('10.00', 'HOURLY', { average_hours: '37.5', overtime_rate: '15', overtime_hours: '1.25' }),
      ),
    ).toBe(2_047_500n);
  });

  it('refuses overtime with a rate and no hours', () => {
    expect(() => annualCents(job('10', 'WEEKLY', { overtime_rate: '15' }))).toThrow(/overtime/);
  });
});
