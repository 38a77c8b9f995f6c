import type { HouseholdFacts } from '@lar/contracts/compliance/low-income-unit';
import type { ComplianceUnitFacts } from '@lar/contracts/compliance/property-compliance';
import { unitWorksheetOf, type WorksheetInput } from '@lar/contracts/compliance/unit-worksheet-assembly';
import { describe, expect, it } from 'vitest';
import { LOS_ANGELES_2024_50 } from './compliance-fixtures.ts';

/**
 * The worksheet's pure assembly (decision 049) on the Los Angeles County FY2024 table (HUD, 50 %,
 * 3 people 62,400; 2BR rent level 1,560; in effect from 2024-04-01). 60 % is derived from 50 %:
 * 62,400 x 60 / 50 = 74,880, and its 2BR rent 74,880 x 30 % / 12 = 1,872 (IRC 42(g)(2)(A)).
 * The vacant unit rule is Treas. Reg. 1.42-5(c)(1)(ix); the 140 % line IRC 42(g)(2)(D).
 */

const tables = [
  {
    year: 2024,
    effective_date: '2024-04-01',
    levels: [
      ...LOS_ANGELES_2024_50.map((limit_value, i) => ({
        percentage: 50,
        limit_type: 'Income Limit' as const,
        unit_type: String(i + 1),
        limit_value,
      })),
      { percentage: 50, limit_type: 'Rent Limit' as const, unit_type: '2BR', limit_value: 1560 },
    ],
  },
];

const household = (facts: Partial<HouseholdFacts> = {}): HouseholdFacts => ({
  occupancy_id: 7,
  start_date: '2024-05-01',
  end_date: null,
  move_in_income: 6_000_000,
  move_in_size: 3,
  student_status: 'NONE',
  tenant_rent: 140_000,
  non_optional_charges: 2_500,
  utility_allowance: 8_000,
  ...facts,
});

const unit = (facts: Partial<ComplianceUnitFacts>): ComplianceUnitFacts => ({
  id: 1,
  unit_number: 'A1',
  unit_type: '2BR',
  building_id: 3,
  building_election: null,
  square_feet: 900,
  designations: [{ programId: 9, programName: 'LA LIHTC', amiPercentage: 60, tables }],
  current: household(),
  previous: null,
  home: false,
  home_percentage: null,
  ...facts,
});

const input = (u: ComplianceUnitFacts, extra: Partial<WorksheetInput> = {}): WorksheetInput => ({
  property: { id: 2, name: 'Figueroa Court', set_aside_election: '40_60' },
  date: '2024-06-01',
  unit: u,
  propertyUnits: [u],
  moveIn: null,
  current: null,
  occupancy: { annual_income: '60000.00', household_size: 3 },
  marketRent: null,
  ...extra,
});

describe('the worksheet assembly', () => {
  it('names the derived 60 % limits under 40-60 and adds the rent parts: 1,400 + 80 + 25 = 1,505 of 1,872', () => {
    const w = unitWorksheetOf(input(unit({})));
    expect(w.unit.building_id).toBe(3);
    expect(w.test_percentage).toBe(60);
    expect(w.limits.find((l) => l.purpose === 'INCOME_AT_MOVE_IN')).toMatchObject({
      limit: '74880.00',
      source: 'derived_from_50',
      table_year: 2024,
      table_effective_date: '2024-04-01',
      applied: true,
    });
    expect(w.limits.find((l) => l.purpose === 'RENT')).toMatchObject({ limit: '1872.00', source: 'derived' });
    expect(w.tests.rent).toMatchObject({
      tenant_rent: '1400.00',
      utility_allowance: '80.00',
      non_optional_charges: '25.00',
      gross_rent: '1505.00',
      limit: '1872.00',
      over_by: '0.00',
      passes: true,
    });
    expect(w.certifications).toEqual({
      move_in: { source: 'OCCUPANCY_FIGURES', certification_id: null, type: null, effective_date: null },
      current: { source: 'OCCUPANCY_FIGURES', certification_id: null, type: null, effective_date: null },
    });
  });

  it('draws the 140 % line on the current certification: 105,000 is over 74,880 x 140 % = 104,832', () => {
    const w = unitWorksheetOf(
      input(unit({}), {
        current: {
          id: 44,
          type: 'ANNUAL',
          effective_date: '2025-05-01',
          annual_income: '105000.00',
          household_size: 3,
          members: 3,
          student_status: 'NONE',
        },
      }),
    );
    expect(w.tests.over_income).toEqual({
      date: '2025-05-01',
      household_size: 3,
      income: '105000.00',
      limit: '74880.00',
      percent: 140,
      line: '104832.00',
      over: true,
    });
    // Over 140 % does not end the unit's status (IRC 42(g)(2)(D)(i)).
    expect(w.tests.low_income.low_income).toBe(true);
    expect(w.household?.members).toBe(3);
  });

  it('holds a vacated unit by the vacant unit rule, its last household tested with its rent on its last day', () => {
    const vacated = unit({ current: null, previous: household({ end_date: '2024-05-20' }) });
    const w = unitWorksheetOf(input(vacated));
    expect(w.household).toMatchObject({
      vacant: true,
      move_in_date: '2024-05-01',
      move_out_date: '2024-05-20',
    });
    expect(w.tests.rent?.date).toBe('2024-05-20');
    expect(w.tests.vacant_unit_rule).toEqual({ held: true });
    expect(w.tests.low_income).toEqual({ low_income: true, reasons: ['VACANT_HELD_BY_VACANT_UNIT_RULE'] });
  });

  it('tests nothing in a market-rate unit', () => {
    const w = unitWorksheetOf(input(unit({ designations: [] })));
    expect(w.limits).toEqual([]);
    expect(w.tests.income).toBeNull();
    expect(w.tests.over_income).toBeNull();
    expect(w.tests.low_income).toEqual({ low_income: false, reasons: ['MARKET_RATE'] });
  });
});

describe('the HOME over-income rent on the worksheet (24 CFR 92.252(i)(2), decision 061)', () => {
  // A HOME 50 % unit (LA's table as the program's) whose household recertified with an adjusted
  // income of 60,000: 30 % of it a month is 60,000 x 30 % / 12 = 1,500; the tenant pays the lesser
  // of that and the unit's market rent.
  const homeUnit = unit({
    designations: [{ programId: 9, programName: 'LA HOME', amiPercentage: 50, tables, homeProgram: true }],
    home: true,
    home_percentage: 50,
  });
  const recertified = {
    id: 11,
    type: 'ANNUAL' as const,
    effective_date: '2024-05-01',
    annual_income: '70000.00',
    household_size: 3,
    members: 3,
    student_status: 'NONE' as const,
    adjusted_income: '60000.00',
  };
  const homeRent = (marketRent: string | null) =>
    unitWorksheetOf(
      input(homeUnit, {
        property: { id: 2, name: 'Figueroa Court', set_aside_election: 'NONE' },
        current: recertified,
        marketRent,
      }),
    ).tests.home_rent;

  it('a market rent of 1,400 under 1,500: the tenant pays at most 1,400', () => {
    expect(homeRent('1400.00')).toEqual({
      basis: 'LESSER_OF_30_PERCENT_OR_MARKET',
      market_rent: '1400.00',
      market_rent_missing: false,
      adjusted_income: '60000.00',
      thirty_percent_of_monthly_adjusted: '1500.00',
      max_tenant_rent: '1400.00',
    });
    expect(homeRent('1600.00')).toMatchObject({ max_tenant_rent: '1500.00' });
  });

  it('no market rent recorded: the 30 % figure is given, the lesser of the two is not guessed', () => {
    expect(homeRent(null)).toEqual({
      basis: 'LESSER_OF_30_PERCENT_OR_MARKET',
      market_rent: null,
      market_rent_missing: true,
      adjusted_income: '60000.00',
      thirty_percent_of_monthly_adjusted: '1500.00',
      max_tenant_rent: null,
    });
  });

  it('a unit without HOME has no such section', () => {
    expect(unitWorksheetOf(input(unit({}), { marketRent: '1400.00' })).tests.home_rent).toBeNull();
  });
});
