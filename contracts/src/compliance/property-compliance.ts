import { z } from 'zod';
import { nullableMoney } from '../record-answer.ts';
import { AVERAGING_CEILING, AVERAGING_REQUIRED, averageIncomeSetAside } from './income-averaging.ts';
import { RENT_UNIT_TYPES } from './limits.ts';
import {
  ELECTION_SOURCES,
  LOW_INCOME_REASONS,
  type LowIncomeUnitFacts,
  lowIncomeUnit,
  type UnitDesignation,
} from './low-income-unit.ts';
import { toBasisHundredths } from './money.ts';
import {
  applicableFraction,
  type Fraction,
  percentOf,
  requiredLowHomeUnits,
  SET_ASIDE_ELECTIONS,
  type SetAsideElection,
  setAsideTest,
} from './set-aside.ts';

/**
 * A property's compliance tests (decisions 027, 040, 041): the minimum set-aside or the average
 * income test of its election, the applicable fraction per building and summed, and HOME's Low
 * HOME units, each with the units behind its figure. Which units are low-income is
 * low-income-unit.ts's rule alone; this module only counts them.
 */

/**
 * What the tests need to know of one unit; the server gathers it from its rows. Whether it is a
 * low-income unit is low-income-unit.ts's rule, the only one (decision 040).
 */
export interface ComplianceUnitFacts extends LowIncomeUnitFacts {
  unit_number: string | null;
  square_feet: number | null;
  /** Designated under a HOME program. */
  home: boolean;
  /** The lowest AMI % of its HOME designations; null when unsaid or not a HOME unit. */
  home_percentage: number | null;
}

/** Low HOME units are HOME units designated at or below 50 % of AMI. */
export const LOW_HOME_PERCENTAGE = 50;

/** The AMI % of the 20-50 and 40-60 set-asides' test (low-income-unit.ts applies it). */
export function setAsideThreshold(election: SetAsideElection): 50 | 60 | null {
  if (election === '20_50') return 50;
  if (election === '40_60') return 60;
  return null;
}

export const isLowHome = (u: ComplianceUnitFacts) =>
  u.home &&
  u.home_percentage !== null &&
  toBasisHundredths(u.home_percentage) <= toBasisHundredths(LOW_HOME_PERCENTAGE);

const fraction = z.object({
  numerator: z.number().int(),
  denominator: z.number().int(),
  /** For display: the fraction as a percentage with two decimals. */
  percent: z.number(),
});

const shown = (f: Fraction) => ({ ...f, percent: percentOf(f) });

const unitIds = z.array(z.number().int());

export const lowIncomeFigures = z.object({
  /** The AMI % of the test applied: the election's, or the unit's own designation. */
  test_percentage: z.number().nullable(),
  occupancy_id: z.number().int().nullable(),
  move_in_date: z.string().nullable(),
  household_size: z.number().int().nullable(),
  /** Dollars as decimal strings. */
  income_tested: nullableMoney,
  income_limit: nullableMoney,
  gross_rent: nullableMoney,
  rent_limit: nullableMoney,
  rent_date: z.string().nullable(),
});

export const complianceUnit = z.object({
  id: z.number().int(),
  unit_number: z.string().nullable(),
  unit_type: z.enum(RENT_UNIT_TYPES),
  building_id: z.number().int().nullable(),
  square_feet: z.number().int().nullable(),
  restricted: z.boolean(),
  designated_percentage: z.number().nullable(),
  home: z.boolean(),
  home_percentage: z.number().nullable(),
  occupied: z.boolean(),
  /** The election the unit was tested under: its building's own, else the property's. */
  election: z.enum(SET_ASIDE_ELECTIONS),
  election_source: z.enum(ELECTION_SOURCES),
  low_income: z.boolean(),
  /** Why it is or is not a low-income unit (low-income-unit.ts). */
  reasons: z.array(z.enum(LOW_INCOME_REASONS)),
  figures: lowIncomeFigures,
  low_home: z.boolean(),
});
export type ComplianceUnit = z.infer<typeof complianceUnit>;

const fractions = z.object({
  unit_fraction: fraction,
  floor_space_fraction: fraction,
  applicable: fraction,
  unit_ids: unitIds,
});

/** One election's minimum set-aside, over the units of the buildings tested under it. */
const setAsideProject = z.object({
  election: z.enum(['20_50', '40_60']),
  /** The buildings under this election (null: units without a building). */
  building_ids: z.array(z.number().int().nullable()),
  threshold_percentage: z.number().int(),
  share: fraction,
  required: fraction,
  passes: z.boolean(),
  unit_ids: unitIds,
});

export const propertyCompliance = z.object({
  property_id: z.number().int(),
  /** The property's election; a building with its own is tested under its own (`units[].election`). */
  set_aside_election: z.enum(SET_ASIDE_ELECTIONS),
  /** The date whose rents and limits were tested (incomes: at each household's move-in). */
  date: z.string(),
  units: z.array(complianceUnit),
  set_aside: z.object({
    applies: z.boolean(),
    threshold_percentage: z.number().int().nullable(),
    share: fraction,
    required: fraction,
    passes: z.boolean().nullable(),
    /** The units tested under a 20-50 or 40-60 election: the share's denominator. */
    unit_ids: unitIds,
    /**
     * One per election the buildings are under (Form 8609, line 10c): buildings under different
     * elections cannot be one multiple-building project (IRS Guide for Form 8823, ch. 10), so each
     * election's units meet its own set-aside. The figures above are the first's (the property's
     * own election first); `passes` is whether every one passes.
     */
    projects: z.array(setAsideProject),
  }),
  average_income: z.object({
    applies: z.boolean(),
    /** The qualified group's average designation. */
    average: fraction,
    ceiling: fraction,
    /** The qualified group's units over every unit under the average income election. */
    share: fraction,
    required: fraction,
    /** Restricted units whose designation cannot be averaged (no AMI %, or not 20-80 % in steps of 10). */
    units_without_percentage: z.number().int(),
    passes: z.boolean().nullable(),
    /** The restricted units under the average income election. */
    unit_ids: unitIds,
    /** The qualified group: low-income units, lowest designations first, averaging at most 60 %. */
    group_unit_ids: unitIds,
  }),
  applicable_fraction: fractions.extend({
    applies: z.boolean(),
    /** Units without square feet count as 0 in the floor space: the fraction is uncertain while any is. */
    units_without_square_feet: z.number().int(),
    /** Per building (IRC 42(c)(1)(B)); the property's figures above sum them. */
    buildings: z.array(fractions.extend({ building_id: z.number().int().nullable() })),
  }),
  home: z.object({
    applies: z.boolean(),
    home_units: z.number().int(),
    low_home_units: z.number().int(),
    required_low_home_units: z.number().int(),
    passes: z.boolean().nullable(),
    unit_ids: unitIds,
  }),
});
export type PropertyCompliance = z.infer<typeof propertyCompliance>;

const lowestPercentage = (designations: readonly UnitDesignation[]): number | null => {
  if (designations.length === 0 || designations.some((d) => d.amiPercentage === null)) return null;
  return Math.min(...designations.map((d) => toBasisHundredths(d.amiPercentage ?? 0))) / 100;
};

/** The fractions of these units: the smaller of the unit and floor-space fractions. */
function fractionsOf(units: readonly { id: number; square_feet: number | null; low_income: boolean }[]) {
  const f = applicableFraction(
    units.map((u) => ({ squareFeet: u.square_feet ?? 0, lowIncome: u.low_income })),
  );
  return {
    unit_fraction: shown(f.unitFraction),
    floor_space_fraction: shown(f.floorSpaceFraction),
    applicable: shown(f.applicable),
    unit_ids: units.map((u) => u.id),
  };
}

const sum = (parts: readonly Fraction[]): Fraction => ({
  numerator: parts.reduce((n, f) => n + f.numerator, 0),
  denominator: parts.reduce((n, f) => n + f.denominator, 0),
});

/**
 * The applicable fraction per building (IRC 42(c)(1)(B)), and the property's: its buildings' unit
 * and floor-space fractions summed, the smaller of the two sums.
 */
function applicableFractions(units: readonly ComplianceUnit[]) {
  const byBuilding = new Map<number | null, ComplianceUnit[]>();
  for (const u of units) byBuilding.set(u.building_id, [...(byBuilding.get(u.building_id) ?? []), u]);
  const buildings = [...byBuilding].map(([building_id, list]) => ({ building_id, ...fractionsOf(list) }));
  const unitFraction = sum(buildings.map((b) => b.unit_fraction));
  const floorSpace = sum(buildings.map((b) => b.floor_space_fraction));
  const smaller =
    unitFraction.numerator * floorSpace.denominator <= floorSpace.numerator * unitFraction.denominator
      ? unitFraction
      : floorSpace;
  return {
    unit_fraction: shown(unitFraction),
    floor_space_fraction: shown(floorSpace),
    applicable: shown(smaller),
    unit_ids: units.map((u) => u.id),
    buildings,
  };
}

/**
 * The set-aside of each 20-50 and 40-60 election the units are tested under, the property's first.
 * A property without units still owes its own election's (and fails it).
 */
function setAsideProjects(units: readonly ComplianceUnit[], propertyElection: SetAsideElection) {
  const elections = (['20_50', '40_60'] as const)
    .filter((e) => units.some((u) => u.election === e) || (units.length === 0 && e === propertyElection))
    .sort((a, b) => Number(b === propertyElection) - Number(a === propertyElection));
  return elections.map((election) => {
    const under = units.filter((u) => u.election === election);
    const test = setAsideTest(election, under.filter((u) => u.low_income).length, under.length);
    return {
      election,
      building_ids: [...new Set(under.map((u) => u.building_id))],
      threshold_percentage: setAsideThreshold(election) ?? 0,
      share: shown(test.share),
      required: shown(test.required),
      passes: test.passes,
      unit_ids: under.map((u) => u.id),
    };
  });
}

/**
 * Every test of the property from its units' facts, in the order the page shows them. Each unit is
 * tested under its building's election when the building has one, else the property's; each test
 * counts the units under its election.
 */
export function propertyComplianceOf(
  propertyId: number,
  election: SetAsideElection,
  date: string,
  facts: readonly ComplianceUnitFacts[],
): PropertyCompliance {
  const units: ComplianceUnit[] = facts.map((u) => {
    const answer = lowIncomeUnit(u, election, date, facts);
    return {
      id: u.id,
      unit_number: u.unit_number,
      unit_type: u.unit_type,
      building_id: u.building_id,
      square_feet: u.square_feet,
      restricted: u.designations.length > 0,
      designated_percentage: lowestPercentage(u.designations),
      home: u.home,
      home_percentage: u.home_percentage,
      occupied: u.current !== null,
      ...answer,
      low_home: isLowHome(u),
    };
  });
  // A property without units still owes its own election's tests.
  const elections = new Set(units.length === 0 ? [election] : units.map((u) => u.election));
  const lihtc = [...elections].some((e) => e !== 'NONE');

  const projects = setAsideProjects(units, election);
  const [first] = projects;
  const none = setAsideTest('20_50', 0, 0);

  const averagingUnits = units.filter((u) => u.election === 'AVERAGE_INCOME');
  const restricted = averagingUnits.filter((u) => u.restricted);
  const averaging = averageIncomeSetAside(
    averagingUnits.flatMap((u) =>
      !u.low_income || u.figures.test_percentage === null
        ? []
        : [{ id: u.id, designation: u.figures.test_percentage }],
    ),
    averagingUnits.length,
  );
  const withoutPercentage = restricted.filter(
    (u) => u.reasons.includes('DESIGNATION_UNKNOWN') || u.reasons.includes('DESIGNATION_NOT_AVERAGING'),
  ).length;

  // Under average income only the qualified group's units count in the fraction (T.D. 9967).
  const group = new Set(averaging.groupUnitIds);
  const inFraction = units.map((u) =>
    u.election === 'AVERAGE_INCOME' ? { ...u, low_income: group.has(u.id) } : u,
  );

  const home = units.filter((u) => u.home);
  const lowHome = home.filter((u) => u.low_home).length;
  const required = requiredLowHomeUnits(home.length);

  return {
    property_id: propertyId,
    set_aside_election: election,
    date,
    units,
    set_aside: {
      applies: first !== undefined,
      threshold_percentage: first?.threshold_percentage ?? setAsideThreshold(election),
      share: first?.share ?? shown(none.share),
      required: first?.required ?? shown(none.required),
      passes: first === undefined ? null : projects.every((p) => p.passes),
      unit_ids: projects.flatMap((p) => p.unit_ids),
      projects,
    },
    average_income: {
      applies: elections.has('AVERAGE_INCOME'),
      average: shown(averaging.average),
      ceiling: shown(AVERAGING_CEILING),
      share: shown(averaging.share),
      required: shown(AVERAGING_REQUIRED),
      units_without_percentage: withoutPercentage,
      passes: elections.has('AVERAGE_INCOME') ? averaging.passes : null,
      unit_ids: restricted.map((u) => u.id),
      group_unit_ids: averaging.groupUnitIds,
    },
    applicable_fraction: {
      applies: lihtc,
      ...applicableFractions(inFraction),
      units_without_square_feet: units.filter((u) => u.square_feet === null).length,
    },
    home: {
      applies: home.length > 0,
      home_units: home.length,
      low_home_units: lowHome,
      required_low_home_units: required,
      passes: home.length > 0 ? lowHome >= required : null,
      unit_ids: home.map((u) => u.id),
    },
  };
}
