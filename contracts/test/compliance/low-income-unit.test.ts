import { describe, expect, it } from 'vitest';
import { averageIncomeSetAside, isAveragingDesignation } from '../../src/compliance/income-averaging.ts';
import type { HouseholdFacts, LowIncomeUnitFacts } from '../../src/compliance/low-income-unit.ts';
import { lowIncomeUnit } from '../../src/compliance/low-income-unit.ts';
import { type ComplianceUnitFacts, propertyComplianceOf } from '../../src/compliance/property-compliance.ts';

/**
 * The low-income unit rule (decision 040) and the average income test (decision 041) on pure facts.
 * Limits: Los Angeles County FY2024 (HUD), 50 % for 3 people 62,400, in effect from 2024-04-01;
 * the 2BR 50 % rent limit is 30 % of 62,400 / 12 = 1,560 (IRC 42(g)(2)).
 */

const tables = [
  {
    year: 2024,
    effective_date: '2024-04-01',
    levels: [{ percentage: 50, limit_type: 'Income Limit' as const, unit_type: '3', limit_value: 62400 }],
  },
];
const at50 = [{ programId: 1, programName: 'LIHTC', amiPercentage: 50, tables }];

const household = (id: number, income: number, start: string, end: string | null = null): HouseholdFacts => ({
  occupancy_id: id,
  start_date: start,
  end_date: end,
  move_in_income: income * 100,
  move_in_size: 3,
  student_status: null,
  tenant_rent: 120_000,
  non_optional_charges: 0,
  utility_allowance: 0,
});

const unit = (id: number, facts: Partial<LowIncomeUnitFacts>): ComplianceUnitFacts => ({
  id,
  unit_number: `U${id}`,
  unit_type: '2BR',
  building_id: null,
  building_election: null,
  square_feet: 1000,
  designations: [],
  current: null,
  previous: null,
  home: false,
  home_percentage: null,
  ...facts,
});

describe('designations under average income (IRC 42(g)(1)(C)(ii)(II))', () => {
  it('allows 20 to 80 % in steps of 10 only', () => {
    expect([20, 30, 40, 50, 60, 70, 80, '60.00'].every(isAveragingDesignation)).toBe(true);
    expect([10, 55, 65.5, 90, '65.50', 0].some(isAveragingDesignation)).toBe(false);
  });

  // Treas. Reg. 1.42-19: the qualified group is at least 40 % of the units, averaging at most 60 %.
  it('fails 2 of 10 averaging 55 %, passes 4 of 10 averaging 60 %, keeps the lowest designations', () => {
    const two = averageIncomeSetAside(
      [
        { id: 1, designation: 50 },
        { id: 2, designation: 60 },
      ],
      10,
    );
    expect(two).toMatchObject({ share: { numerator: 2, denominator: 10 }, passes: false });
    const four = averageIncomeSetAside(
      [40, 60, 60, 80].map((designation, id) => ({ id, designation })),
      10,
    );
    expect(four).toMatchObject({ average: { numerator: 24_000, denominator: 40_000 }, passes: true });
    // 80 and 80 with one 60: the group is the 60 alone (1 of 3 units: 33 %, under 40 %).
    const high = averageIncomeSetAside(
      [80, 80, 60].map((designation, id) => ({ id, designation })),
      3,
    );
    expect(high).toMatchObject({ groupUnitIds: [2], passes: false });
  });
});

// Treas. Reg. 1.42-5(c)(1)(ix): the vacant unit rule, building by building.
describe('the vacant unit rule', () => {
  const vacated = unit(1, {
    designations: at50,
    building_id: 7,
    previous: household(10, 60000, '2024-05-01', '2024-06-10'),
  });

  it('ignores rentals before the move-out, larger units and other buildings', () => {
    const others = [
      unit(2, { unit_type: '1BR', building_id: 7, current: household(20, 120000, '2024-06-01') }),
      unit(3, { unit_type: '3BR', building_id: 7, current: household(30, 120000, '2024-06-12') }),
      unit(4, { unit_type: 'Studio', building_id: 8, current: household(40, 120000, '2024-06-12') }),
    ];
    const answer = lowIncomeUnit(vacated, '20_50', '2024-06-20', [vacated, ...others]);
    expect(answer).toMatchObject({ low_income: true, reasons: ['VACANT_HELD_BY_VACANT_UNIT_RULE'] });
    expect(answer.figures).toMatchObject({ rent_date: '2024-06-10', income_limit: '62400.00' });
  });

  it('ends when a smaller unit of the building goes to a household over the test', () => {
    const studio = unit(5, {
      unit_type: 'Studio',
      building_id: 7,
      current: household(50, 70000, '2024-06-15'),
    });
    expect(lowIncomeUnit(vacated, '20_50', '2024-06-20', [vacated, studio]).reasons).toEqual([
      'VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED',
    ]);
    // ...but not one to a household within it.
    const qualified = unit(6, {
      unit_type: 'Studio',
      building_id: 7,
      current: household(60, 50000, '2024-06-15'),
    });
    expect(lowIncomeUnit(vacated, '20_50', '2024-06-20', [vacated, qualified]).low_income).toBe(true);
  });
});

// IRC 42(c)(1)(B): the applicable fraction per building; the property's sums the buildings.
describe('the applicable fraction per building', () => {
  it('works out each building and sums them', () => {
    const units = [
      unit(1, { building_id: 1, designations: at50, current: household(1, 60000, '2024-05-01') }),
      unit(2, { building_id: 1, square_feet: 500 }),
      unit(3, { building_id: 2, designations: at50, current: household(3, 70000, '2024-05-01') }),
      unit(4, { building_id: 2 }),
    ];
    const result = propertyComplianceOf(1, '20_50', '2024-06-01', units).applicable_fraction;
    expect(result.buildings.map((b) => [b.building_id, b.applicable.percent])).toEqual([
      [1, 50],
      [2, 0],
    ]);
    // Units 1 of 4 (25 %); floor space 1,000 of 3,500 (28.57 %): 25 %.
    expect(result.unit_fraction).toMatchObject({ numerator: 1, denominator: 4 });
    expect(result.floor_space_fraction).toMatchObject({ numerator: 1000, denominator: 3500 });
    expect(result.applicable.percent).toBe(25);
  });
});

/**
 * The election is made per building: Form 8609, line 10c (IRS Guide for Form 8823, ch. 10: "the
 * minimum set-aside documented on Form 8609, line 10c, must be the same for all buildings in a
 * multiple-building project"; each building is otherwise its own project, IRC 42(g)(3)(D)).
 * Los Angeles County FY2024, 3 people: 50 % 62,400; 60 % 62,400 x 60 / 50 = 74,880. A household at
 * 68,000 (about 55 % of AMI) is over the 20-50 test and within the 40-60 one.
 */
describe('a building with its own set-aside election', () => {
  const at60 = [{ programId: 1, programName: 'LIHTC', amiPercentage: 60, tables }];
  const units = [
    // Building 1 keeps the property's 20-50.
    unit(1, { building_id: 1, designations: at60, current: household(1, 68000, '2024-05-01') }),
    unit(2, { building_id: 1, designations: at60, current: household(2, 60000, '2024-05-01') }),
    // Building 2 elected 40-60 on its own Form 8609.
    unit(3, {
      building_id: 2,
      building_election: '40_60',
      designations: at60,
      current: household(3, 68000, '2024-05-01'),
    }),
    unit(4, { building_id: 2, building_election: '40_60', designations: at60 }),
    unit(5, { building_id: 2, building_election: '40_60', designations: at60 }),
  ];

  it("tests each unit under its building's election, else the property's", () => {
    const result = propertyComplianceOf(1, '20_50', '2024-06-01', units);
    const byId = new Map(result.units.map((u) => [u.id, u]));
    expect(byId.get(1)).toMatchObject({
      election: '20_50',
      election_source: 'PROPERTY',
      low_income: false,
      reasons: ['INCOME_OVER_TEST_AT_MOVE_IN'],
      figures: { test_percentage: 50, income_limit: '62400.00' },
    });
    expect(byId.get(3)).toMatchObject({
      election: '40_60',
      election_source: 'BUILDING',
      low_income: true,
      reasons: ['QUALIFIED'],
      figures: { test_percentage: 60, income_limit: '74880.00' },
    });
    // The same household in the same unit without the building's election: not low-income.
    const unelected = units.map((u) => ({ ...u, building_election: null }));
    const property = propertyComplianceOf(1, '20_50', '2024-06-01', unelected);
    expect(property.units.find((u) => u.id === 3)).toMatchObject({ election: '20_50', low_income: false });
  });

  it("meets each election's set-aside over its own buildings' units, and sums the fractions", () => {
    const result = propertyComplianceOf(1, '20_50', '2024-06-01', units);
    // 20-50: 1 of 2 (50 % >= 20 %) passes; 40-60: 1 of 3 (33.33 % < 40 %) fails.
    expect(result.set_aside.projects).toEqual([
      expect.objectContaining({
        election: '20_50',
        building_ids: [1],
        threshold_percentage: 50,
        share: { numerator: 1, denominator: 2, percent: 50 },
        passes: true,
        unit_ids: [1, 2],
      }),
      expect.objectContaining({
        election: '40_60',
        building_ids: [2],
        threshold_percentage: 60,
        share: { numerator: 1, denominator: 3, percent: 33.33 },
        passes: false,
        unit_ids: [3, 4, 5],
      }),
    ]);
    expect(result.set_aside).toMatchObject({ applies: true, threshold_percentage: 50, passes: false });
    // Per building 1/2 and 1/3; the property's 2 of 5 units.
    expect(result.applicable_fraction.buildings.map((b) => [b.building_id, b.unit_fraction.percent])).toEqual(
      [
        [1, 50],
        [2, 33.33],
      ],
    );
    expect(result.applicable_fraction.unit_fraction).toMatchObject({ numerator: 2, denominator: 5 });
  });

  it("counts only an average income building's qualified group in its fraction", () => {
    const averaging = [
      unit(1, { building_id: 1, designations: at50, current: household(1, 60000, '2024-05-01') }),
      unit(2, {
        building_id: 2,
        building_election: 'AVERAGE_INCOME',
        designations: at60,
        current: household(2, 68000, '2024-05-01'),
      }),
      unit(3, { building_id: 2, building_election: 'AVERAGE_INCOME', designations: at60 }),
    ];
    const result = propertyComplianceOf(1, '20_50', '2024-06-01', averaging);
    // Average income: 1 of building 2's 2 units, designated 60 % (50 % >= 40 %, average 60 %).
    expect(result.average_income).toMatchObject({
      applies: true,
      passes: true,
      share: { numerator: 1, denominator: 2 },
      group_unit_ids: [2],
      unit_ids: [2, 3],
    });
    expect(result.set_aside.projects.map((p) => [p.election, p.unit_ids])).toEqual([['20_50', [1]]]);
  });
});
