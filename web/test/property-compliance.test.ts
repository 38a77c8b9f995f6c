import {
  type ComplianceUnitFacts,
  propertyComplianceOf,
} from '@lar/contracts/compliance/property-compliance';
import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  outcomeOf,
  splitByApplying,
  unitsBehind,
} from '../src/features/property-compliance/compliance-tests.ts';

const unit = (id: number, facts: Partial<ComplianceUnitFacts>): ComplianceUnitFacts => ({
  id,
  unit_number: `U${id}`,
  unit_type: '2BR',
  square_feet: 875,
  restricted: false,
  designated_percentage: null,
  home: false,
  home_percentage: null,
  occupied: false,
  qualified: null,
  qualified_at_threshold: null,
  ...facts,
});

/** 4 units: 2 restricted at 60 % and held by qualified households, 1 market, 1 HOME-only at 65 %. */
const units = [
  unit(1, {
    restricted: true,
    designated_percentage: 60,
    occupied: true,
    qualified: true,
    qualified_at_threshold: true,
  }),
  unit(2, {
    restricted: true,
    designated_percentage: 60,
    occupied: true,
    qualified: true,
    qualified_at_threshold: true,
  }),
  unit(3, { occupied: true, qualified_at_threshold: false }),
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
  });

  it('lists only the units behind each figure', () => {
    const result = propertyComplianceOf(1, 'AVERAGE_INCOME', '2026-06-01', units);
    expect(unitsBehind(result, 'average_income').map((u) => u.id)).toEqual([1, 2]);
    expect(unitsBehind(result, 'home').map((u) => u.id)).toEqual([4]);
    expect(unitsBehind(result, 'applicable_fraction')).toHaveLength(4);
    expect(outcomeOf(result, 'average_income')).toBe('pass');
  });

  it('says no LIHTC test applies without an election, and fails a 20-50 set-aside under 20 %', () => {
    expect(splitByApplying(propertyComplianceOf(1, 'NONE', '2026-06-01', units)).applying).toEqual(['home']);
    const none = units.map((u) => ({ ...u, qualified_at_threshold: false }));
    expect(outcomeOf(propertyComplianceOf(1, '20_50', '2026-06-01', none), 'set_aside')).toBe('fail');
  });

  it('writes percentages in the language of the page', () => {
    expect(formatPercent(37.5, 'en')).toBe('37.5 %');
    expect(formatPercent(37.5, 'pt')).toBe('37,5 %');
    expect(formatPercent(58, 'es')).toBe('58 %');
  });
});
