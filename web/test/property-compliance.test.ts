import type { HouseholdFacts } from '@lar/contracts/compliance/low-income-unit';
import {
  type ComplianceUnitFacts,
  propertyComplianceOf,
} from '@lar/contracts/compliance/property-compliance';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatPercent,
  outcomeOf,
  splitByApplying,
  unitsBehind,
  unitsNotCounted,
} from '../src/features/property-compliance/compliance-tests.ts';

/** Autauga County FY2026, 50 % for 3 people: 40,000 (HUD), in effect from 1 January 2026. */
const tables = [
  {
    year: 2026,
    effective_date: '2026-01-01',
    levels: [{ percentage: 50, limit_type: 'Income Limit' as const, unit_type: '3', limit_value: 40000 }],
  },
];
const at = (percentage: number) => [
  { programId: 1, programName: 'LIHTC', amiPercentage: percentage, tables },
];

/** A household of 3 earning 30,000 at move-in, paying 900 (within 60 %'s 2BR limit of 1,200). */
const household = (id: number): HouseholdFacts => ({
  occupancy_id: id,
  start_date: '2026-06-01',
  end_date: null,
  move_in_income: 3_000_000,
  move_in_size: 3,
  student_status: null,
  tenant_rent: 90_000,
  non_optional_charges: 0,
  utility_allowance: 0,
});

const unit = (id: number, facts: Partial<ComplianceUnitFacts>): ComplianceUnitFacts => ({
  id,
  unit_number: `U${id}`,
  unit_type: '2BR',
  building_id: null,
  building_election: null,
  square_feet: 875,
  designations: [],
  current: null,
  previous: null,
  home: false,
  home_percentage: null,
  ...facts,
});

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
