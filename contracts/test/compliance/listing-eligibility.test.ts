import { describe, expect, it } from 'vitest';
import {
  listingEligibility,
  listingVerdict,
  minimumAnnualIncome,
} from '../../src/compliance/listing-eligibility.ts';

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

describe('listingVerdict (decision 053)', () => {
  const layered = {
    programs: [
      { program: 'LIHTC 80 %', incomeLimit: 11_095_000 },
      { program: 'HOME 50 %', incomeLimit: 6_935_000 },
    ],
    monthlyRent: 123_500,
    minIncomeMultiple: '2',
    hasVoucher: false,
  };

  it('judges each program on its own, the strictest deciding', () => {
    expect(listingVerdict({ ...layered, annualIncome: 7_000_000 })).toEqual({
      status: 'OVER_INCOME',
      limit: 6_935_000,
      minimum: 2_964_000,
      minimumStatus: 'MET',
      programs: [
        { program: 'LIHTC 80 %', status: 'WITHIN', limit: 11_095_000 },
        { program: 'HOME 50 %', status: 'OVER', limit: 6_935_000 },
      ],
    });
  });

  it('refuses an income below the minimum: $5,000 a year for a $1,235 rent at 2 x', () => {
    const verdict = listingVerdict({ ...layered, annualIncome: 500_000 });
    expect(verdict.status).toBe('UNDER_MINIMUM_INCOME');
    expect(verdict.minimumStatus).toBe('BELOW');
    expect(verdict.programs.map((p) => p.status)).toEqual(['WITHIN', 'WITHIN']);
    // 1,235 x 2 x 12 = 29,640: a cent below is refused, the figure itself met.
    expect(listingVerdict({ ...layered, annualIncome: 2_963_999 }).status).toBe('UNDER_MINIMUM_INCOME');
    expect(listingVerdict({ ...layered, annualIncome: 2_964_000 }).status).toBe('MAY_QUALIFY');
    expect(listingVerdict({ ...layered, annualIncome: 500_000, hasVoucher: true })).toMatchObject({
      status: 'MAY_QUALIFY',
      minimumStatus: 'VOUCHER',
    });
  });

  it('says under the minimum before unknown, and unknown before "may qualify"', () => {
    const unknown = { ...layered, programs: [{ program: 'No level', incomeLimit: undefined }] };
    expect(listingVerdict({ ...unknown, annualIncome: 500_000 }).status).toBe('UNDER_MINIMUM_INCOME');
    expect(listingVerdict({ ...unknown, annualIncome: 5_000_000 })).toEqual({
      status: 'UNKNOWN',
      minimum: 2_964_000,
      minimumStatus: 'MET',
      programs: [{ program: 'No level', status: 'UNKNOWN' }],
    });
  });

  it('a market-rate unit is judged by the minimum alone', () => {
    const market = { ...layered, programs: [] };
    expect(listingVerdict({ ...market, annualIncome: 500_000 }).status).toBe('UNDER_MINIMUM_INCOME');
    expect(listingVerdict({ ...market, minIncomeMultiple: null, annualIncome: 0 })).toEqual({
      status: 'MAY_QUALIFY',
      programs: [],
    });
  });
});
