import { describe, expect, it } from 'vitest';
import { listingEligibility, minimumAnnualIncome } from '../../src/compliance/listing-eligibility.ts';

const base = {
  incomeLimit: 6_240_000,
  missingLimit: false,
  monthlyRent: 150_000,
  minIncomeMultiple: null,
  hasVoucher: false,
};

describe('listingEligibility', () => {
  it('qualifies at the limit and not a cent above (LA FY2024 50 %, 3 people: $62,400)', () => {
    expect(listingEligibility({ ...base, annualIncome: 6_240_000 })).toEqual({
      status: 'MAY_QUALIFY',
      limit: 6_240_000,
    });
    expect(listingEligibility({ ...base, annualIncome: 6_240_100 })).toEqual({
      status: 'OVER_INCOME',
      limit: 6_240_000,
    });
  });

  it('computes the minimum as rent x multiple x 12, and exempts voucher holders', () => {
    expect(minimumAnnualIncome(120_000, '2.5')).toBe(3_600_000);
    expect(minimumAnnualIncome(133_333, '2.75')).toBe(4_399_989);
    const strict = { ...base, incomeLimit: undefined, monthlyRent: 120_000, minIncomeMultiple: '2.50' };
    expect(listingEligibility({ ...strict, annualIncome: 3_599_999 })).toEqual({
      status: 'UNDER_MINIMUM_INCOME',
      minimum: 3_600_000,
    });
    expect(listingEligibility({ ...strict, annualIncome: 3_600_000 }).status).toBe('MAY_QUALIFY');
    expect(listingEligibility({ ...strict, annualIncome: 1_000_000, hasVoucher: true }).status).toBe(
      'MAY_QUALIFY',
    );
  });

  it('says over income before under the minimum, and unknown when the limit is missing', () => {
    const both = { ...base, incomeLimit: 3_000_000, minIncomeMultiple: '3', monthlyRent: 200_000 };
    expect(listingEligibility({ ...both, annualIncome: 4_000_000 }).status).toBe('OVER_INCOME');
    expect(
      listingEligibility({ ...base, incomeLimit: undefined, missingLimit: true, annualIncome: 1 }).status,
    ).toBe('UNKNOWN');
  });
});
