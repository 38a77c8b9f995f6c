import { describe, expect, it } from 'vitest';
import { homeOverIncomeRent, thirtyPercentMonthly } from '../../src/compliance/home-over-income-rent.ts';
import { toCents } from '../../src/compliance/money.ts';
import { dollars } from './limit-levels.ts';

/*
 * Source: 24 CFR 92.252(i)(2) (https://www.customsmobile.com/regulations/24/92.252) and the HOME
 * Act, 42 U.S.C. 12745(a)(2): a tenant of a HOME unit who no longer qualifies as a low-income
 * family (above 80 % AMI) pays as rent the lesser of the amount payable under State or local law
 * or 30 % of the family's adjusted monthly income; tenants of HOME units allocated low-income
 * housing tax credits pay the rent section 42 governs. HUD's HOME training page "Tenant Whose
 * Income Increases": the adjusted rent is 30 % of the tenant's monthly adjusted income
 * (24 CFR 5.611). Figures worked by hand below.
 */

describe('HOME rent of a household over 80 % AMI (24 CFR 92.252(i)(2))', () => {
  it('adjusted income of $60,000: 60,000 x 30 % / 12 = $1,500 a month, without a market rent', () => {
    const rent = homeOverIncomeRent({
      lihtcLayered: false,
      adjustedIncome: toCents(60000),
      marketRent: undefined,
    });
    expect(rent.basis).toBe('LESSER_OF_30_PERCENT_OR_MARKET');
    expect(dollars(rent.thirtyPercentOfMonthlyAdjusted)).toBe(1500);
    expect(dollars(rent.maxTenantRent)).toBe(1500);
  });

  it('the lesser of the two: a market rent of $1,400 caps it at $1,400; one of $1,600 leaves $1,500', () => {
    const lower = homeOverIncomeRent({
      lihtcLayered: false,
      adjustedIncome: toCents(60000),
      marketRent: toCents(1400),
    });
    expect(dollars(lower.maxTenantRent)).toBe(1400);
    expect(dollars(lower.thirtyPercentOfMonthlyAdjusted)).toBe(1500);
    const higher = homeOverIncomeRent({
      lihtcLayered: false,
      adjustedIncome: toCents(60000),
      marketRent: toCents(1600),
    });
    expect(dollars(higher.maxTenantRent)).toBe(1500);
  });

  it('rounds down to the cent: 45,678.91 x 30 % = 13,703.673, / 12 = 1,141.97275, so $1,141.97', () => {
    expect(thirtyPercentMonthly(toCents('45678.91'))).toBe(114197);
    expect(thirtyPercentMonthly(0)).toBe(0);
    // 39,999.99 x 30 % / 12 = 999.99975: never rounded up to $1,000.
    expect(thirtyPercentMonthly(toCents('39999.99'))).toBe(99999);
  });

  it('a HOME unit that also has LIHTC: rent governed by section 42, no HOME cap', () => {
    const rent = homeOverIncomeRent({
      lihtcLayered: true,
      adjustedIncome: toCents(60000),
      marketRent: toCents(1400),
    });
    expect(rent).toEqual({
      basis: 'SECTION_42',
      thirtyPercentOfMonthlyAdjusted: undefined,
      maxTenantRent: undefined,
    });
  });

  it('without an adjusted income the cap is unknown, not $0', () => {
    const rent = homeOverIncomeRent({
      lihtcLayered: false,
      adjustedIncome: undefined,
      marketRent: undefined,
    });
    expect(rent).toEqual({
      basis: 'ADJUSTED_INCOME_MISSING',
      thirtyPercentOfMonthlyAdjusted: undefined,
      maxTenantRent: undefined,
    });
  });
});
