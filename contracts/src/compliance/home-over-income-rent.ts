import { type Cents, mulDivFloor } from './money.ts';

/**
 * The rent of a HOME household over HOME's low-income line (80 % AMI, decision 044), decision 059.
 *
 * 24 CFR 92.252(i)(2) (the HOME Act, 42 U.S.C. 12745(a)(2)): the unit keeps qualifying, and a
 * tenant who no longer qualifies as a low-income family pays as rent the lesser of the amount
 * payable under State or local law (the unit's market rent) or 30 % of the family's adjusted
 * income; HUD's HOME training ("Tenant Whose Income Increases") puts it as 30 % of the monthly
 * adjusted income (24 CFR 5.611). Tenants of a HOME unit that also has low-income housing tax
 * credits pay the rent section 42 sets instead: HOME then caps nothing.
 */

export const HOME_OVER_INCOME_RENT_BASES = [
  /** The unit also carries LIHTC: rent governed by IRC section 42, no HOME cap. */
  'SECTION_42',
  /** The lesser of 30 % of the monthly adjusted income and the market rent (when one is known). */
  'LESSER_OF_30_PERCENT_OR_MARKET',
  /** No adjusted income is entered: the cap cannot be known. */
  'ADJUSTED_INCOME_MISSING',
] as const;
export type HomeOverIncomeRentBasis = (typeof HOME_OVER_INCOME_RENT_BASES)[number];

export interface HomeOverIncomeRentInput {
  /** Whether the unit also carries an LIHTC designation (any program not marked HOME, decision 044). */
  lihtcLayered: boolean;
  /** The household's annual adjusted income (24 CFR 5.611), as staff entered it; undefined when not entered. */
  adjustedIncome: Cents | undefined;
  /** The unit's market rent per month; undefined when none is recorded (Lar records none yet). */
  marketRent: Cents | undefined;
}

export interface HomeOverIncomeRent {
  basis: HomeOverIncomeRentBasis;
  /** 30 % of the adjusted income over 12 months, rounded down to the cent; undefined without one. */
  thirtyPercentOfMonthlyAdjusted: Cents | undefined;
  /** The most the tenant may pay per month; undefined under section 42 or without an adjusted income. */
  maxTenantRent: Cents | undefined;
}

/** 30 % of an annual amount per month: amount x 30 / (100 x 12), rounded down to the cent. */
export const thirtyPercentMonthly = (annual: Cents): Cents => mulDivFloor(annual, 30, 1200);

/** The most a HOME tenant over 80 % AMI pays per month, or why HOME sets no figure. */
export function homeOverIncomeRent(input: HomeOverIncomeRentInput): HomeOverIncomeRent {
  if (input.lihtcLayered)
    return { basis: 'SECTION_42', thirtyPercentOfMonthlyAdjusted: undefined, maxTenantRent: undefined };
  if (input.adjustedIncome === undefined)
    return {
      basis: 'ADJUSTED_INCOME_MISSING',
      thirtyPercentOfMonthlyAdjusted: undefined,
      maxTenantRent: undefined,
    };
  const thirty = thirtyPercentMonthly(input.adjustedIncome);
  const max = input.marketRent === undefined ? thirty : Math.min(thirty, input.marketRent);
  return {
    basis: 'LESSER_OF_30_PERCENT_OR_MARKET',
    thirtyPercentOfMonthlyAdjusted: thirty,
    maxTenantRent: max,
  };
}
