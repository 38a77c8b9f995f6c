import { checkCompliance } from './eligibility.ts';
import { type Cents, mulDivFloor, toBasisHundredths } from './money.ts';

/**
 * The public calculator's answer for one listing (issue 23): the household's income against the
 * income limit of each program the unit carries for the household's size (a unit with two
 * programs must meet both, so each gets its own verdict and the strictest decides), with the
 * compliance check's own rule (at or below the limit qualifies), and against the property's
 * minimum income when it sets one as a multiple of the monthly rent. Pure: the browser and the
 * server give the same answer from the same figures.
 */

export const LISTING_ELIGIBILITY = ['MAY_QUALIFY', 'OVER_INCOME', 'UNDER_MINIMUM_INCOME', 'UNKNOWN'] as const;
export type ListingEligibilityStatus = (typeof LISTING_ELIGIBILITY)[number];

/** One program's verdict: within its limit, over it, or no limit known for this household size. */
export const PROGRAM_INCOME_STATUSES = ['WITHIN', 'OVER', 'UNKNOWN'] as const;
export type ProgramIncomeStatus = (typeof PROGRAM_INCOME_STATUSES)[number];

/** The minimum income's verdict: met, below it, or not asked of a voucher holder. */
export const MINIMUM_INCOME_STATUSES = ['MET', 'BELOW', 'VOUCHER'] as const;
export type MinimumIncomeStatus = (typeof MINIMUM_INCOME_STATUSES)[number];

export interface ListingEligibility {
  status: ListingEligibilityStatus;
  /** The lowest income limit of the unit's programs for the household's size, in cents; absent for a market-rate unit. */
  limit?: Cents;
  /** The minimum annual income, in cents, where the property sets one. */
  minimum?: Cents;
}

export interface ProgramVerdict<P> {
  program: P;
  status: ProgramIncomeStatus;
  /** The program's income limit for the household's size, in cents; absent when unknown. */
  limit?: Cents;
}

export interface ListingVerdict<P> extends ListingEligibility {
  /** Each program the unit carries, in the unit's order (its primary program first). */
  programs: ProgramVerdict<P>[];
  /** Present when the property sets a minimum income. */
  minimumStatus?: MinimumIncomeStatus;
}

/**
 * The minimum annual income for a monthly rent at `multiple` times the rent a month: rent x
 * multiple x 12, rounded down to the cent (2.5 x $1,200 a month is $36,000 a year).
 */
export function minimumAnnualIncome(monthlyRent: Cents, multiple: string | number): Cents {
  return mulDivFloor(monthlyRent, toBasisHundredths(multiple) * 12, 100);
}

const withinLimit = (annualIncome: Cents, limit: Cents) =>
  checkCompliance({
    annualIncome,
    incomeLimit: limit,
    grossRent: 0,
    maxGrossRent: undefined,
    missingLimit: false,
  }).incomeEligible === true;

/**
 * The verdict of each program and of the minimum income, and the listing's: over income when a
 * program's limit is passed, else under the minimum when the income is below it (a voucher
 * holder is exempt), else unknown when a program has no limit for this size, else may qualify.
 * "May qualify" is never the answer to an income that fails a check the listing states.
 */
export function listingVerdict<P>(input: {
  annualIncome: Cents;
  /** Each program the unit carries with its income limit for the household's size (undefined: none known). */
  programs: readonly { program: P; incomeLimit: Cents | undefined }[];
  monthlyRent: Cents;
  /** The property's minimum income as a multiple of the rent; null when it sets none. */
  minIncomeMultiple: string | null;
  /** A voucher pays part of the rent: its holder is exempt from the minimum income. */
  hasVoucher: boolean;
}): ListingVerdict<P> {
  const programs = input.programs.map(({ program, incomeLimit }): ProgramVerdict<P> => {
    if (incomeLimit === undefined) return { program, status: 'UNKNOWN' };
    const status = withinLimit(input.annualIncome, incomeLimit) ? 'WITHIN' : 'OVER';
    return { program, status, limit: incomeLimit };
  });
  const known = programs.flatMap((p) => (p.limit === undefined ? [] : [p.limit]));
  const limit = known.length === 0 ? undefined : Math.min(...known);
  const minimum =
    input.minIncomeMultiple === null
      ? undefined
      : minimumAnnualIncome(input.monthlyRent, input.minIncomeMultiple);
  const minimumStatus: MinimumIncomeStatus | undefined =
    minimum === undefined
      ? undefined
      : input.hasVoucher
        ? 'VOUCHER'
        : input.annualIncome < minimum
          ? 'BELOW'
          : 'MET';
  const status: ListingEligibilityStatus = programs.some((p) => p.status === 'OVER')
    ? 'OVER_INCOME'
    : minimumStatus === 'BELOW'
      ? 'UNDER_MINIMUM_INCOME'
      : programs.some((p) => p.status === 'UNKNOWN')
        ? 'UNKNOWN'
        : 'MAY_QUALIFY';
  return {
    status,
    ...(limit === undefined ? {} : { limit }),
    ...(minimum === undefined ? {} : { minimum }),
    programs,
    ...(minimumStatus === undefined ? {} : { minimumStatus }),
  };
}

/**
 * The listing's verdict on the unit's effective income limit alone (the strictest of its
 * programs, or missing when one has none), without each program's: the application review's.
 */
export function listingEligibility(input: {
  annualIncome: Cents;
  /** The effective income limit for the household's size; undefined when none applies or is known. */
  incomeLimit: Cents | undefined;
  /** True when the unit has a designation without a limit for this size: no answer can be given. */
  missingLimit: boolean;
  monthlyRent: Cents;
  minIncomeMultiple: string | null;
  hasVoucher: boolean;
}): ListingEligibility {
  const restricted = input.missingLimit || input.incomeLimit !== undefined;
  const { status, limit, minimum } = listingVerdict({
    ...input,
    programs: restricted
      ? [{ program: 'effective', incomeLimit: input.missingLimit ? undefined : input.incomeLimit }]
      : [],
  });
  return {
    status,
    ...(limit === undefined ? {} : { limit }),
    ...(minimum === undefined ? {} : { minimum }),
  };
}
