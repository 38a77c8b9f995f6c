/**
 * A LIHTC project's minimum set-aside, applicable fraction and average income tests, and HOME's
 * Low HOME unit count. Fractions are kept as integer numerators and denominators and compared
 * by cross-multiplication, so 60 % is 60 %, not 59.99999.
 */

import { toBasisHundredths } from './money.ts';

export const SET_ASIDE_ELECTIONS = ['NONE', '20_50', '40_60', 'AVERAGE_INCOME'] as const;
export type SetAsideElection = (typeof SET_ASIDE_ELECTIONS)[number];

export interface Fraction {
  numerator: number;
  denominator: number;
}

/** A fraction as a percentage with two decimals, for display. */
export const percentOf = (f: Fraction): number =>
  f.denominator === 0 ? 0 : Math.round((f.numerator * 10_000) / f.denominator) / 100;

const lessOrEqual = (a: Fraction, b: Fraction) => a.numerator * b.denominator <= b.numerator * a.denominator;

export interface FractionUnit {
  squareFeet: number;
  lowIncome: boolean;
}

/** The unit fraction, the floor-space fraction, and the applicable fraction: the smaller of the two. */
export function applicableFraction(units: readonly FractionUnit[]) {
  const low = units.filter((u) => u.lowIncome);
  const unitFraction = { numerator: low.length, denominator: units.length };
  const floorSpaceFraction = {
    numerator: low.reduce((sum, u) => sum + u.squareFeet, 0),
    denominator: units.reduce((sum, u) => sum + u.squareFeet, 0),
  };
  const applicable = lessOrEqual(unitFraction, floorSpaceFraction) ? unitFraction : floorSpaceFraction;
  return { unitFraction, floorSpaceFraction, applicable };
}

/** The minimum set-aside: 20 % of units at <= 50 % AMI, or 40 % at <= 60 %. */
export function setAsideTest(election: '20_50' | '40_60', qualifiedUnits: number, totalUnits: number) {
  const required =
    election === '20_50' ? { numerator: 20, denominator: 100 } : { numerator: 40, denominator: 100 };
  const share = { numerator: qualifiedUnits, denominator: totalUnits };
  const passes = totalUnits > 0 && lessOrEqual(required, share);
  return { share, required, passes };
}

/**
 * Average income: the average designated AMI % of the units must be at most 60 %. Percentages may
 * be numbers or decimal strings ("58.33", as numeric(5,2) reads); they are summed in hundredths of a
 * percent, so two decimals add up exactly.
 */
export function averageIncomeTest(designatedPercentages: readonly (number | string)[]) {
  const sum = designatedPercentages.reduce<number>((a, b) => a + toBasisHundredths(b), 0);
  // As a fraction of 1 (the hundredths over 10,000), like the other tests.
  const average = { numerator: sum, denominator: designatedPercentages.length * 10_000 };
  const passes =
    designatedPercentages.length > 0 && lessOrEqual(average, { numerator: 60, denominator: 100 });
  return { average, passes };
}

/** With 5 or more HOME units, at least 20 % of them (rounded up) must be Low HOME units. */
export const requiredLowHomeUnits = (homeUnits: number): number =>
  homeUnits >= 5 ? Math.ceil((homeUnits * 20) / 100) : 0;
