import { z } from 'zod';
import { nullableMoney } from '../record-answer.ts';
import { HOME_OVER_INCOME_RENT_BASES, homeOverIncomeRent } from './home-over-income-rent.ts';
import type { UnitDesignation } from './low-income-unit.ts';
import { type Cents, centsToDecimal, toCents } from './money.ts';

/**
 * The worksheet's HOME over-income rent (24 CFR 92.252(i)(2), decisions 059 and 061): what a
 * household of a HOME unit pays once its income is above 80 % AMI, the lesser of 30 % of its
 * monthly adjusted income and the unit's market rent. Worked from the current certification's
 * adjusted income and the unit's recorded market rent. Without a market rent the lesser of the two
 * cannot be known: the worksheet gives the 30 % figure and says the market rent is missing, never
 * taking the 30 % figure for the answer.
 */

export const worksheetHomeRent = z.object({
  basis: z.enum(HOME_OVER_INCOME_RENT_BASES),
  /** The unit's market rent per month; null when the unit records none. */
  market_rent: nullableMoney,
  market_rent_missing: z.boolean(),
  adjusted_income: nullableMoney,
  thirty_percent_of_monthly_adjusted: nullableMoney,
  /** The lesser of the two; null under section 42, without an adjusted income or without a market rent. */
  max_tenant_rent: nullableMoney,
});
export type WorksheetHomeRent = z.infer<typeof worksheetHomeRent>;

const decimal = (cents: Cents | undefined) => (cents === undefined ? null : centsToDecimal(cents));
const centsOrUndefined = (amount: string | null | undefined) =>
  amount === null || amount === undefined ? undefined : toCents(amount);

/** Null unless the unit carries a HOME designation and a household is tested. */
export function worksheetHomeRentOf(input: {
  home: boolean;
  tested: boolean;
  designations: readonly UnitDesignation[];
  marketRent: string | null;
  adjustedIncome: string | null | undefined;
}): WorksheetHomeRent | null {
  if (!input.home || !input.tested) return null;
  const marketRent = centsOrUndefined(input.marketRent);
  const rent = homeOverIncomeRent({
    lihtcLayered: input.designations.some((d) => !d.homeProgram),
    adjustedIncome: centsOrUndefined(input.adjustedIncome),
    marketRent,
  });
  const missing = marketRent === undefined;
  return {
    basis: rent.basis,
    market_rent: decimal(marketRent),
    market_rent_missing: missing && rent.basis === 'LESSER_OF_30_PERCENT_OR_MARKET',
    adjusted_income: decimal(centsOrUndefined(input.adjustedIncome)),
    thirty_percent_of_monthly_adjusted: decimal(rent.thirtyPercentOfMonthlyAdjusted),
    max_tenant_rent: missing ? null : decimal(rent.maxTenantRent),
  };
}
