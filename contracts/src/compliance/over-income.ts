import { type Designation, incomeLimitOn } from './eligibility.ts';
import { type Cents, mulDivFloor } from './money.ts';

/**
 * Over-income lines, each program by its own rule (decision 044). A household that qualified at
 * move-in stays; above a line its program's consequence starts:
 * - LIHTC: 140 % of the program's own current limit (IRC 42(g)(2)(D)(ii)), 170 % in a deep
 *   rent-skewed project (IRC 42(g)(2)(D)(ii) with 142(d)(4)(B)); above it the next available unit
 *   rule applies.
 * - HOME: 80 % AMI (24 CFR 92.252(i)(2)); above it the tenant pays the lesser of 30 % of adjusted
 *   income or the market rent (`homeOverIncomeRent`, decision 059).
 * A layered unit is never "over income" at 140 % of another program's stricter limit.
 */

export const OVER_INCOME_RULES = ['LIHTC_140', 'LIHTC_170', 'HOME_80'] as const;
export type OverIncomeRule = (typeof OVER_INCOME_RULES)[number];

/** What crossing the line changes. */
export const OVER_INCOME_CONSEQUENCES = [
  'NEXT_AVAILABLE_UNIT',
  'HOME_RENT_LESSER_OF_30_PERCENT_OR_MARKET',
] as const;
export type OverIncomeConsequence = (typeof OVER_INCOME_CONSEQUENCES)[number];

export interface OverIncomeLine {
  programId: number;
  programName: string;
  amiPercentage: number | string;
  rule: OverIncomeRule;
  /** The income above which the household is over income; undefined when the limit is missing. */
  line: Cents | undefined;
  consequence: OverIncomeConsequence;
}

/** The AMI % of HOME's over-income line (24 CFR 92.252(i)(2): "low-income", 80 % of median). */
export const HOME_OVER_INCOME_PERCENTAGE = 80;
export const LIHTC_OVER_INCOME_PERCENT = 140;
export const DEEP_SKEWED_OVER_INCOME_PERCENT = 170;

/**
 * Each designation's over-income line for a household size on `date` (the current limits, with
 * the 45-day grace of decision 043).
 */
export function overIncomeLines(
  designations: readonly Designation[],
  householdSize: number,
  date: string,
  options: { deepRentSkewed: boolean },
): OverIncomeLine[] {
  return designations.map((d) => {
    const named = { programId: d.programId, programName: d.programName, amiPercentage: d.amiPercentage };
    if (d.homeProgram) {
      const limit = incomeLimitOn({ ...d, amiPercentage: HOME_OVER_INCOME_PERCENTAGE }, householdSize, date);
      return {
        ...named,
        rule: 'HOME_80',
        line: limit?.cents,
        consequence: 'HOME_RENT_LESSER_OF_30_PERCENT_OR_MARKET',
      };
    }
    const percent = options.deepRentSkewed ? DEEP_SKEWED_OVER_INCOME_PERCENT : LIHTC_OVER_INCOME_PERCENT;
    const limit = incomeLimitOn(d, householdSize, date);
    return {
      ...named,
      rule: options.deepRentSkewed ? 'LIHTC_170' : 'LIHTC_140',
      // Rounded down to the cent: income is compared in whole cents, so "above" stays exact.
      line: limit === undefined ? undefined : mulDivFloor(limit.cents, percent, 100),
      consequence: 'NEXT_AVAILABLE_UNIT',
    };
  });
}

export interface OverIncomeResult {
  /** undefined when no line is crossed but one cannot be known (a missing limit). */
  over: boolean | undefined;
  /** The lines the income is above, naming each program. */
  crossed: OverIncomeLine[];
  /** The lowest known line: what the household may earn before some program's rule changes. */
  lowest: OverIncomeLine | undefined;
}

/** Whether `income` is above any program's line; at the line is not above. */
export function overIncomeTest(income: Cents, lines: readonly OverIncomeLine[]): OverIncomeResult {
  const known = lines.filter((l): l is OverIncomeLine & { line: Cents } => l.line !== undefined);
  const crossed = known.filter((l) => income > l.line);
  const lowest = known.reduce<(typeof known)[number] | undefined>(
    (best, l) => (best === undefined || l.line < best.line ? l : best),
    undefined,
  );
  const over = crossed.length > 0 ? true : known.length < lines.length ? undefined : false;
  return { over, crossed, lowest };
}
