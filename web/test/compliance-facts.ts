import type { HouseholdFacts } from '@lar/contracts/compliance/low-income-unit';
import type { ComplianceUnitFacts } from '@lar/contracts/compliance/property-compliance';

/**
 * A property's facts for the compliance engine, as the property view's tests build them.
 * Autauga County FY2026, 50 % for 3 people: 40,000 (HUD FY2026 income limits), in effect from
 * 1 January 2026, so 60 % is 48,000 and a 2BR's 60 % rent limit is 1,200 (30 % of 48,000 / 12,
 * IRC 42(g)(2)(A)).
 */
const tables = [
  {
    year: 2026,
    effective_date: '2026-01-01',
    levels: [{ percentage: 50, limit_type: 'Income Limit' as const, unit_type: '3', limit_value: 40000 }],
  },
];

/** A designation to the LIHTC program at `percentage` of AMI. */
export const at = (percentage: number) => [
  { programId: 1, programName: 'LIHTC', amiPercentage: percentage, tables },
];

/** A household of 3 earning `income` cents (30,000 unless said) at move-in, paying 900 (within 1,200). */
export const household = (id: number, income = 3_000_000): HouseholdFacts => ({
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

/** A 2BR of 875 sq ft, market-rate and vacant unless `facts` say otherwise. */
export const unit = (id: number, facts: Partial<ComplianceUnitFacts>): ComplianceUnitFacts => ({
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
