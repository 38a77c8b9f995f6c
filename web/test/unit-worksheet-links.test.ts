import { propertyComplianceOf } from '@lar/contracts/compliance/property-compliance';
import { describe, expect, it } from 'vitest';
import { unitsNotCounted } from '../src/features/property-compliance/compliance-tests.ts';
import { worksheetPath } from '../src/features/unit-worksheet/api.ts';
import { at, household, unit } from './compliance-facts.ts';

/**
 * The property view's failing figures lead to the units that keep them down (decision 049), on
 * `compliance-facts.ts`' Autauga County limits: 60 % is 48,000.
 */
describe('the units not counted in a figure', () => {
  // Under 40-60 (IRC 42(g)(1)(B)): unit 1 at 45,000 qualifies (within 48,000); unit 2 at 50,000
  // does not; unit 3 is market-rate; unit 4 is HOME at 65 %, not Low HOME (24 CFR 92.252).
  const result = propertyComplianceOf(1, '40_60', '2026-07-01', [
    unit(1, { designations: at(60), current: household(1, 4_500_000) }),
    unit(2, { designations: at(60), current: household(2, 5_000_000) }),
    unit(3, { current: household(3, 9_000_000) }),
    unit(4, { home: true, home_percentage: 65 }),
  ]);

  it('lists the units that are not low-income behind the set-aside share and the applicable fraction', () => {
    expect(result.set_aside.share).toMatchObject({ numerator: 1, denominator: 4 });
    expect(unitsNotCounted(result, 'set_aside').map((u) => u.id)).toEqual([2, 3, 4]);
    expect(unitsNotCounted(result, 'applicable_fraction').map((u) => u.id)).toEqual([2, 3, 4]);
  });

  it('lists the HOME units that are not Low HOME', () => {
    expect(unitsNotCounted(result, 'home').map((u) => u.id)).toEqual([4]);
  });

  it('opens each unit at its worksheet', () => {
    expect(worksheetPath(2)).toBe('/unit-compliance-worksheet?unit=2');
  });
});
