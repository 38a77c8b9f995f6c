import type { HouseholdFacts } from '@lar/contracts/compliance/low-income-unit';
import {
  type ComplianceUnitFacts,
  propertyComplianceOf,
} from '@lar/contracts/compliance/property-compliance';
import { describe, expect, it } from 'vitest';
import { unitsNotCounted } from '../src/features/property-compliance/compliance-tests.ts';
import { worksheetPath } from '../src/features/unit-worksheet/api.ts';

/**
 * The property view's failing figures lead to the units that keep them down (decision 049).
 * Autauga County FY2026, 50 % for 3 people: 40,000 (HUD FY2026 income limits), so 60 % is 48,000
 * and a 2BR's 60 % rent limit is 1,200 (30 % of 48,000 / 12, IRC 42(g)(2)(A)).
 */
const tables = [
  {
    year: 2026,
    effective_date: '2026-01-01',
    levels: [{ percentage: 50, limit_type: 'Income Limit' as const, unit_type: '3', limit_value: 40000 }],
  },
];
const at60 = [{ programId: 1, programName: 'LIHTC', amiPercentage: 60, tables }];

const household = (id: number, income: number): HouseholdFacts => ({
  occupancy_id: id,
  start_date: '2026-06-01',
  end_date: null,
  move_in_income: income,
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

describe('the units not counted in a figure', () => {
  // Under 40-60 (IRC 42(g)(1)(B)): unit 1 at 45,000 qualifies (within 48,000); unit 2 at 50,000
  // does not; unit 3 is market-rate; unit 4 is HOME at 65 %, not Low HOME (24 CFR 92.252).
  const result = propertyComplianceOf(1, '40_60', '2026-07-01', [
    unit(1, { designations: at60, current: household(1, 4_500_000) }),
    unit(2, { designations: at60, current: household(2, 5_000_000) }),
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
