import { checkCompliance } from './eligibility.ts';
import { type Cents, mulDivFloor, toBasisHundredths } from './money.ts';

/**
 * The public calculator's answer for one listing (issue 23): the household's income against the
 * unit's effective income limit for its size (`effectiveLimits`, the strictest designation), with
 * the compliance check's own rule (at or below the limit qualifies), and against the property's
 * minimum income when it sets one as a multiple of the monthly rent. Pure: the browser and the
 * server give the same answer from the same figures.
 */

export const LISTING_ELIGIBILITY = ['MAY_QUALIFY', 'OVER_INCOME', 'UNDER_MINIMUM_INCOME', 'UNKNOWN'] as const;
export type ListingEligibilityStatus = (typeof LISTING_ELIGIBILITY)[number];

export interface ListingEligibility {
  status: ListingEligibilityStatus;
  /** The income limit for the household's size, in cents; absent for a market-rate unit. */
  limit?: Cents;
  /** The minimum annual income, in cents, where the property sets one. */
  minimum?: Cents;
}

/**
 * The minimum annual income for a monthly rent at `multiple` times the rent a month: rent x
 * multiple x 12, rounded down to the cent (2.5 x $1,200 a month is $36,000 a year).
 */
export function minimumAnnualIncome(monthlyRent: Cents, multiple: string | number): Cents {
  return mulDivFloor(monthlyRent, toBasisHundredths(multiple) * 12, 100);
}

export function listingEligibility(input: {
  annualIncome: Cents;
  /** The effective income limit for the household's size; undefined when none applies or is known. */
  incomeLimit: Cents | undefined;
  /** True when the unit has a designation without a limit for this size: no answer can be given. */
  missingLimit: boolean;
  monthlyRent: Cents;
  /** The property's minimum income as a multiple of the rent; null when it sets none. */
  minIncomeMultiple: string | null;
  /** A voucher pays part of the rent: its holder is exempt from the minimum income. */
  hasVoucher: boolean;
}): ListingEligibility {
  const minimum =
    input.minIncomeMultiple === null
      ? undefined
      : minimumAnnualIncome(input.monthlyRent, input.minIncomeMultiple);
  const within = (extra: Omit<ListingEligibility, 'status'>) => ({
    ...(input.incomeLimit === undefined ? {} : { limit: input.incomeLimit }),
    ...(minimum === undefined ? {} : { minimum }),
    ...extra,
  });
  if (input.missingLimit) return { status: 'UNKNOWN', ...within({}) };
  const check = checkCompliance({
    annualIncome: input.annualIncome,
    incomeLimit: input.incomeLimit,
    grossRent: 0,
    maxGrossRent: undefined,
    missingLimit: false,
  });
  if (check.incomeEligible === false) return { status: 'OVER_INCOME', ...within({}) };
  if (minimum !== undefined && !input.hasVoucher && input.annualIncome < minimum)
    return { status: 'UNDER_MINIMUM_INCOME', ...within({}) };
  return { status: 'MAY_QUALIFY', ...within({}) };
}
