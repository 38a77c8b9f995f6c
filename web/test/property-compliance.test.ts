import { propertyComplianceOf } from '@lar/contracts/compliance/property-compliance';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatPercent,
  outcomeOf,
  splitByApplying,
  unitsBehind,
  unitsNotCounted,
} from '../src/features/property-compliance/compliance-tests.ts';
import { at, household, unit } from './compliance-facts.ts';

/** 4 units: 2 at 60 % held by qualified households, 1 market, 1 HOME-only at 65 %. */
const units = [
  unit(1, { designations: at(60), current: household(1) }),
  unit(2, { designations: at(60), current: household(2) }),
  unit(3, { current: household(3) }),
  unit(4, { home: true, home_percentage: 65 }),
];

describe("a property's compliance page", () => {
  it('shows a 40-60 set-aside passing, the applicable fraction as a figure, and HOME passing with 1 unit', () => {
    const result = propertyComplianceOf(1, '40_60', '2026-06-01', units);
    expect(outcomeOf(result, 'set_aside')).toBe('pass');
    expect(outcomeOf(result, 'applicable_fraction')).toBe('figure');
    expect(outcomeOf(result, 'average_income')).toBe('notApplicable');
    expect(outcomeOf(result, 'home')).toBe('pass');
    expect(splitByApplying(result)).toEqual({
      applying: ['set_aside', 'applicable_fraction', 'home'],
      notApplying: ['average_income'],
    });
    expect(result.units.map((u) => u.reasons)).toEqual([
      ['QUALIFIED'],
      ['QUALIFIED'],
      ['MARKET_RATE'],
      ['MARKET_RATE'],
    ]);
  });

  it('lists only the units behind each figure', () => {
    const result = propertyComplianceOf(1, 'AVERAGE_INCOME', '2026-06-01', units);
    expect(unitsBehind(result, 'average_income').map((u) => u.id)).toEqual([1, 2]);
    expect(unitsBehind(result, 'home').map((u) => u.id)).toEqual([4]);
    expect(unitsBehind(result, 'applicable_fraction')).toHaveLength(4);
    // 2 of 4 units (50 %) at 60 %: at least 40 % of the units, averaging at most 60 %.
    expect(outcomeOf(result, 'average_income')).toBe('pass');
  });

  it('says no LIHTC test applies without an election, and fails a 20-50 set-aside under 20 %', () => {
    expect(splitByApplying(propertyComplianceOf(1, 'NONE', '2026-06-01', units)).applying).toEqual(['home']);
    // 30,000 is within 50 % (40,000), but 1,000 is 50 %'s 2BR limit: a rent of 1,100 is over it.
    const over = units.map((u) =>
      u.current ? { ...u, current: { ...u.current, tenant_rent: 110_000 } } : u,
    );
    const result = propertyComplianceOf(1, '20_50', '2026-06-01', over);
    expect(outcomeOf(result, 'set_aside')).toBe('fail');
    expect(result.units[0]?.reasons).toEqual(['RENT_OVER_TEST']);
  });

  it('writes percentages and dollars in the language of the page', () => {
    expect(formatPercent(37.5, 'en')).toBe('37.5 %');
    expect(formatPercent(37.5, 'pt')).toBe('37,5 %');
    expect(formatPercent(58, 'es')).toBe('58 %');
    expect(formatMoney('1560.00', 'en')).toBe('1,560.00');
    expect(formatMoney('1560.00', 'pt')).toBe('1.560,00');
  });

  // Form 8609, line 10c: a building's own average income election; its units count in the
  // applicable fraction only in the qualified group, the property's 40-60 units by the rule alone.
  it("does not count an average income building's unit outside its group, under a 40-60 property", () => {
    const mixed = [
      unit(1, { building_id: 1, designations: at(60), current: household(1) }),
      unit(2, { building_id: 2, building_election: 'AVERAGE_INCOME', designations: at(80) }),
      unit(3, {
        building_id: 2,
        building_election: 'AVERAGE_INCOME',
        designations: at(80),
        current: household(3),
      }),
    ];
    const result = propertyComplianceOf(7, '40_60', '2026-06-01', mixed);
    // Unit 3 is low-income at its 80 % designation, but a group of 80 % alone averages over 60 %.
    expect(result.units.map((u) => [u.id, u.election, u.low_income])).toEqual([
      [1, '40_60', true],
      [2, 'AVERAGE_INCOME', false],
      [3, 'AVERAGE_INCOME', true],
    ]);
    expect(unitsNotCounted(result, 'applicable_fraction').map((u) => u.id)).toEqual([2, 3]);
    expect(unitsNotCounted(result, 'set_aside').map((u) => u.id)).toEqual([]);
  });
});
