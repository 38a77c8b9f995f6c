import { describe, expect, it } from 'vitest';
import { toCents } from '../../src/compliance/money.ts';
import {
  addYears,
  isOverIncome,
  overIncomeThreshold,
  recertificationBucket,
  recertificationDueDate,
} from '../../src/compliance/recertification.ts';
import {
  applicableFraction,
  averageIncomeTest,
  percentOf,
  requiredLowHomeUnits,
  setAsideTest,
} from '../../src/compliance/set-aside.ts';

describe('recertification buckets', () => {
  const due = recertificationDueDate('2025-03-01');
  it('is due on the anniversary of the last effective date', () => {
    expect(due).toBe('2026-03-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('enters DUE_120 on 2025-11-01, DUE_30 on 2026-01-30 and is OVERDUE on 2026-03-02', () => {
    expect(recertificationBucket(due, '2025-10-31')).toBeUndefined();
    expect(recertificationBucket(due, '2025-11-01')).toBe('DUE_120');
    expect(recertificationBucket(due, '2025-12-01')).toBe('DUE_90');
    expect(recertificationBucket(due, '2025-12-31')).toBe('DUE_60');
    expect(recertificationBucket(due, '2026-01-29')).toBe('DUE_60');
    expect(recertificationBucket(due, '2026-01-30')).toBe('DUE_30');
    expect(recertificationBucket(due, '2026-03-01')).toBe('DUE_30');
    expect(recertificationBucket(due, '2026-03-02')).toBe('OVERDUE');
  });
});

describe('the 140 % rule', () => {
  it('is exact: 140 % of $45,240 is $63,336 (Presidio County FY2026, 60 %, 3 people)', () => {
    const limit = toCents(45240);
    expect(overIncomeThreshold(limit)).toBe(toCents(63336));
    expect(isOverIncome(toCents(63336), limit)).toBe(false);
    expect(isOverIncome(toCents(63337), limit)).toBe(true);
    expect(isOverIncome(toCents('63336.01'), limit)).toBe(true);
  });
});

describe('set-aside and fractions', () => {
  it('takes the smaller of the unit and floor-space fractions: 60 % and 60 %', () => {
    const units = [
      ...Array.from({ length: 6 }, () => ({ squareFeet: 875, lowIncome: true })),
      ...Array.from({ length: 4 }, () => ({ squareFeet: 875, lowIncome: false })),
    ];
    const result = applicableFraction(units);
    expect(result.floorSpaceFraction).toEqual({ numerator: 5250, denominator: 8750 });
    expect(percentOf(result.unitFraction)).toBe(60);
    expect(percentOf(result.floorSpaceFraction)).toBe(60);
    expect(percentOf(result.applicable)).toBe(60);
  });

  it('passes the average income test at 58 %', () => {
    const test = averageIncomeTest([30, 30, 60, 60, 60, 60, 60, 60, 80, 80]);
    expect(percentOf(test.average)).toBe(58);
    expect(test.passes).toBe(true);
    expect(averageIncomeTest([80, 50]).passes).toBe(false);
  });

  it('passes 20-50 at exactly 20 % and fails below it', () => {
    expect(setAsideTest('20_50', 2, 10).passes).toBe(true);
    expect(setAsideTest('20_50', 1, 10).passes).toBe(false);
    expect(setAsideTest('40_60', 4, 10).passes).toBe(true);
  });

  it('requires Low HOME units: 6 -> 2, 5 -> 1, 4 -> 0', () => {
    expect([6, 5, 4, 11].map(requiredLowHomeUnits)).toEqual([2, 1, 0, 3]);
  });
});
