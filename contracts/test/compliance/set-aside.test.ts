import { describe, expect, it } from 'vitest';
import {
  applicableFraction,
  averageIncomeTest,
  percentOf,
  requiredLowHomeUnits,
  setAsideTest,
} from '../../src/compliance/set-aside.ts';

/** The known answers of the set-aside brief (issue 22; docs of the domain rules). */
describe('the applicable fraction', () => {
  it('is 60 % for 10 units, 6 low-income covering 5,250 of 8,750 square feet', () => {
    const units = [
      ...Array.from({ length: 6 }, () => ({ squareFeet: 875, lowIncome: true })),
      ...Array.from({ length: 4 }, () => ({ squareFeet: 875, lowIncome: false })),
    ];
    const { unitFraction, floorSpaceFraction, applicable } = applicableFraction(units);
    expect(unitFraction).toEqual({ numerator: 6, denominator: 10 });
    expect(floorSpaceFraction).toEqual({ numerator: 5250, denominator: 8750 });
    expect([percentOf(unitFraction), percentOf(floorSpaceFraction), percentOf(applicable)]).toEqual([
      60, 60, 60,
    ]);
  });

  it('is the smaller of the two when they differ', () => {
    // 6 of 10 units, but the low-income ones are small: 3,000 of 8,000 square feet (37.5 %).
    const units = [
      ...Array.from({ length: 6 }, () => ({ squareFeet: 500, lowIncome: true })),
      ...Array.from({ length: 4 }, () => ({ squareFeet: 1250, lowIncome: false })),
    ];
    expect(percentOf(applicableFraction(units).applicable)).toBe(37.5);
  });
});

describe('the minimum set-aside', () => {
  it('passes 20-50 at exactly 20 % and fails just under it', () => {
    expect(setAsideTest('20_50', 2, 10).passes).toBe(true);
    expect(setAsideTest('20_50', 19, 100).passes).toBe(false);
  });

  it('passes 40-60 at 40 %, fails at 39 %, and fails a building with no units', () => {
    expect(setAsideTest('40_60', 4, 10).passes).toBe(true);
    expect(setAsideTest('40_60', 39, 100).passes).toBe(false);
    expect(setAsideTest('40_60', 0, 0).passes).toBe(false);
  });
});

describe('the average income test', () => {
  it('averages 2 units at 30 %, 6 at 60 % and 2 at 80 % to 58 %, which passes', () => {
    const result = averageIncomeTest([30, 30, 60, 60, 60, 60, 60, 60, 80, 80]);
    expect(percentOf(result.average)).toBe(58);
    expect(result.passes).toBe(true);
  });

  it('passes at exactly 60 % and fails above it', () => {
    expect(averageIncomeTest([50, 70]).passes).toBe(true);
    expect(averageIncomeTest([60, 70]).passes).toBe(false);
    expect(averageIncomeTest([]).passes).toBe(false);
  });
});

describe('Low HOME units', () => {
  it('requires 2 of 6 HOME units, 1 of 5, none of 4, and 3 of 11', () => {
    expect([6, 5, 4, 11, 15, 10].map(requiredLowHomeUnits)).toEqual([2, 1, 0, 3, 3, 2]);
  });
});
