import { toBasisHundredths } from './money.ts';
import type { Fraction } from './set-aside.ts';

/**
 * The average income test (IRC 42(g)(1)(C), Treas. Reg. 1.42-19, decision 041): at least 40 % of
 * the project's units are low-income units designated at 20, 30, ... 80 % of AMI, and the units
 * counted (the qualified group) average at most 60 %. Pure: the server refuses a designation
 * outside the steps with the same helper the report reads.
 */

/** The imputed income limitations a unit may be designated at (IRC 42(g)(1)(C)(ii)(II)). */
export const AVERAGING_DESIGNATIONS = [20, 30, 40, 50, 60, 70, 80] as const;
const ALLOWED = new Set(AVERAGING_DESIGNATIONS.map((p) => p * 100));

/** Whether `percentage` (a number or a numeric(5,2) string) is one of the allowed designations. */
export function isAveragingDesignation(percentage: number | string): boolean {
  const hundredths = toBasisHundredths(percentage);
  return Number.isFinite(hundredths) && ALLOWED.has(hundredths);
}

/** The message of a refused designation, in the field error and the decision. */
export const AVERAGING_DESIGNATION_MESSAGE =
  'Under the average income election a unit is designated at 20, 30, 40, 50, 60, 70 or 80 % of AMI';

/** The share of the project's units the qualified group must reach: 40 %. */
export const AVERAGING_REQUIRED = { numerator: 40, denominator: 100 } as const;
/** The ceiling of the qualified group's average designation: 60 %. */
export const AVERAGING_CEILING = { numerator: 60, denominator: 100 } as const;

const withinCeiling = (sumHundredths: number, count: number) =>
  // sum / (count x 10,000) <= 60 / 100, by cross-multiplication.
  sumHundredths * 100 <= AVERAGING_CEILING.numerator * count * 10_000;

export interface AveragingUnit {
  id: number;
  designation: number | string;
}

export interface AverageIncomeResult {
  /** The largest group of low-income units whose designations average at most 60 %. */
  groupUnitIds: number[];
  /** The group's average designation, as a fraction of 1. */
  average: Fraction;
  /** The group's size over every unit of the project. */
  share: Fraction;
  passes: boolean;
}

/**
 * The qualified group is the owner's to identify among the low-income units (Treas. Reg.
 * 1.42-19(b)); the largest group that averages at most 60 % is the one made of the lowest
 * designations, so the test takes them lowest first and stops before the average would pass 60 %.
 */
export function averageIncomeSetAside(
  lowIncomeUnits: readonly AveragingUnit[],
  totalUnits: number,
): AverageIncomeResult {
  const sorted = [...lowIncomeUnits]
    .map((u) => ({ id: u.id, hundredths: toBasisHundredths(u.designation) }))
    .sort((a, b) => a.hundredths - b.hundredths || a.id - b.id);
  const group: number[] = [];
  let sum = 0;
  for (const unit of sorted) {
    if (!withinCeiling(sum + unit.hundredths, group.length + 1)) break;
    group.push(unit.id);
    sum += unit.hundredths;
  }
  const share = { numerator: group.length, denominator: totalUnits };
  const passes =
    totalUnits > 0 &&
    group.length > 0 &&
    AVERAGING_REQUIRED.numerator * totalUnits <= group.length * AVERAGING_REQUIRED.denominator;
  return {
    groupUnitIds: group,
    average: { numerator: sum, denominator: group.length * 10_000 },
    share,
    passes,
  };
}
