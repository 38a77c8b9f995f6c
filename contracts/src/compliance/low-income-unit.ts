import type { StudentStatus } from '../certifications.ts';
import { type Designation, effectiveLimits, grossRent } from './eligibility.ts';
import { isAveragingDesignation } from './income-averaging.ts';
import { RENT_UNIT_TYPES, type RentUnitType } from './limits.ts';
import { type Cents, centsToDecimal, toBasisHundredths } from './money.ts';
import type { SetAsideElection } from './set-aside.ts';

/**
 * THE definition of a LIHTC low-income unit (IRC 42(i)(3), decision 040), which every property
 * test reads: the set-aside share, the applicable fraction, the average income test.
 *
 * A unit is low-income when it is rent-restricted (gross rent at or under the limit of the test
 * that applies, IRC 42(g)(2)) AND held by a household whose income at move-in was at or under that
 * test's limit, not a household of full-time students without an exception (IRC 42(i)(3)(D)).
 * The test that applies: 50 % under 20-50, 60 % under 40-60, the unit's own designation under
 * average income, the program's own designation with no election. A vacant unit keeps the status
 * its last household gave it until a comparable or smaller unit in the building is rented to a
 * household without a qualifying income (Treas. Reg. 1.42-5(c)(1)(ix)).
 */

export const LOW_INCOME_REASONS = [
  /** Rent-restricted and held by a household that qualified at move-in. */
  'QUALIFIED',
  /** Vacant; its last household made it low-income and no comparable or smaller unit went to a non-qualified one. */
  'VACANT_HELD_BY_VACANT_UNIT_RULE',
  /** No income designation outside HOME: not a LIHTC unit. */
  'MARKET_RATE',
  /** Designated under a program at an AMI % nobody has said, where the test is the unit's own. */
  'DESIGNATION_UNKNOWN',
  /** Under average income, a designation other than 20, 30, ... 80 %. */
  'DESIGNATION_NOT_AVERAGING',
  /** Vacant, and its last household (if any) did not make it low-income. */
  'VACANT_NOT_LOW_INCOME',
  /** Vacant and once held, but a comparable or smaller unit was since rented to a non-qualified household. */
  'VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED',
  /** The household's move-in income was over the test's limit for its size on its move-in date. */
  'INCOME_OVER_TEST_AT_MOVE_IN',
  /** Gross rent (tenant rent + utility allowance + non-optional charges) over the test's rent limit. */
  'RENT_OVER_TEST',
  /** Full-time students only, without an exception. */
  'STUDENT_HOUSEHOLD',
  /** No move-in income or household size. */
  'INCOME_UNKNOWN',
  /** A program has no table (or no limit for the size or unit type) on the date tested. */
  'LIMIT_MISSING',
] as const;
export type LowIncomeReason = (typeof LOW_INCOME_REASONS)[number];

/** One household's facts, gathered by the server from the occupancy and its certifications. */
export interface HouseholdFacts {
  occupancy_id: number;
  /** The move-in date: income is tested against the limits in effect then. */
  start_date: string;
  end_date: string | null;
  /** The finalized MOVE_IN certification's income and size, else the occupancy's; null: unknown. */
  move_in_income: Cents | null;
  move_in_size: number | null;
  /** From the household's latest finalized certification; null when none says. */
  student_status: StudentStatus | null;
  tenant_rent: Cents;
  non_optional_charges: Cents;
  /** The utility allowance of the unit type on the date its rent is tested. */
  utility_allowance: Cents;
}

/** A designation the unit has outside HOME; `amiPercentage` null: its program has no level. */
export type UnitDesignation = Omit<Designation, 'amiPercentage'> & { amiPercentage: number | string | null };

export interface LowIncomeUnitFacts {
  id: number;
  unit_type: RentUnitType;
  /** The building the unit is in; null: not said (every such unit counts as one building). */
  building_id: number | null;
  /**
   * The building's own minimum set-aside election (Form 8609, line 10c, made per building); null:
   * the property's election applies.
   */
  building_election: SetAsideElection | null;
  designations: readonly UnitDesignation[];
  /** The ACTIVE household, or null when the unit is vacant. */
  current: HouseholdFacts | null;
  /** The last ended household, read when the unit is vacant. */
  previous: HouseholdFacts | null;
}

/** The figures a unit's answer was worked from, dollars as decimal strings. */
export interface LowIncomeFigures {
  test_percentage: number | null;
  occupancy_id: number | null;
  move_in_date: string | null;
  household_size: number | null;
  income_tested: string | null;
  income_limit: string | null;
  gross_rent: string | null;
  rent_limit: string | null;
  /** The date the rent was tested on: the report's, or a vacant unit's last move-out. */
  rent_date: string | null;
}

/** Where the election a unit was tested under comes from: its building's own, or its property's. */
export const ELECTION_SOURCES = ['BUILDING', 'PROPERTY'] as const;
export type ElectionSource = (typeof ELECTION_SOURCES)[number];

export interface LowIncomeAnswer {
  /** The election the unit was tested under, and whose it is. */
  election: SetAsideElection;
  election_source: ElectionSource;
  low_income: boolean;
  reasons: LowIncomeReason[];
  figures: LowIncomeFigures;
}

const NO_FIGURES: LowIncomeFigures = {
  test_percentage: null,
  occupancy_id: null,
  move_in_date: null,
  household_size: null,
  income_tested: null,
  income_limit: null,
  gross_rent: null,
  rent_limit: null,
  rent_date: null,
};

const decimal = (cents: Cents | undefined | null) =>
  cents === undefined || cents === null ? null : centsToDecimal(cents);

type TestDesignations = { designations: Designation[]; percentage: number } | LowIncomeReason;

/** The designations to test the unit against, at the percentage the election says. */
export function applicableTest(
  designations: readonly UnitDesignation[],
  election: SetAsideElection,
): TestDesignations {
  if (designations.length === 0) return 'MARKET_RATE';
  const fixed = election === '20_50' ? 50 : election === '40_60' ? 60 : null;
  if (fixed !== null) {
    return { designations: designations.map((d) => ({ ...d, amiPercentage: fixed })), percentage: fixed };
  }
  const own: Designation[] = [];
  for (const d of designations) {
    if (d.amiPercentage === null) return 'DESIGNATION_UNKNOWN';
    if (election === 'AVERAGE_INCOME' && !isAveragingDesignation(d.amiPercentage)) {
      return 'DESIGNATION_NOT_AVERAGING';
    }
    own.push({ ...d, amiPercentage: d.amiPercentage });
  }
  // Several programs: the strictest binds (the lowest limit, eligibility.ts).
  const lowest = Math.min(...own.map((d) => toBasisHundredths(d.amiPercentage)));
  return { designations: own, percentage: lowest / 100 };
}

/** Whether the household qualified at move-in under `test` (undefined reasons: it did). */
function moveInReasons(
  household: HouseholdFacts,
  test: Designation[],
  unitType: RentUnitType,
): { reasons: LowIncomeReason[]; limit: Cents | undefined } {
  const reasons: LowIncomeReason[] = [];
  if (household.student_status === 'INELIGIBLE') reasons.push('STUDENT_HOUSEHOLD');
  if (household.move_in_income === null || household.move_in_size === null) {
    reasons.push('INCOME_UNKNOWN');
    return { reasons, limit: undefined };
  }
  // The limits in effect on the move-in date: effectiveLimits picks the table (and its grace).
  const limit = effectiveLimits(test, household.move_in_size, unitType, household.start_date).incomeLimit;
  if (limit === undefined) reasons.push('LIMIT_MISSING');
  else if (household.move_in_income > limit) reasons.push('INCOME_OVER_TEST_AT_MOVE_IN');
  return { reasons, limit };
}

/** One household in the unit: qualified at move-in and rent-restricted on `rentDate`. */
function householdAnswer(
  unitType: RentUnitType,
  household: HouseholdFacts,
  test: { designations: Designation[]; percentage: number },
  rentDate: string,
): Omit<LowIncomeAnswer, 'election' | 'election_source'> {
  const moveIn = moveInReasons(household, test.designations, unitType);
  const gross = grossRent({
    tenantRent: household.tenant_rent,
    utilityAllowance: household.utility_allowance,
    nonOptionalCharges: household.non_optional_charges,
  });
  // The rent limit depends on the unit's size only: any household size reads it.
  const rentLimit = effectiveLimits(test.designations, 1, unitType, rentDate).maxGrossRent;
  const reasons = [...moveIn.reasons];
  if (rentLimit === undefined) {
    if (!reasons.includes('LIMIT_MISSING')) reasons.push('LIMIT_MISSING');
  } else if (gross > rentLimit) reasons.push('RENT_OVER_TEST');
  return {
    low_income: reasons.length === 0,
    reasons: reasons.length === 0 ? ['QUALIFIED'] : reasons,
    figures: {
      test_percentage: test.percentage,
      occupancy_id: household.occupancy_id,
      move_in_date: household.start_date,
      household_size: household.move_in_size,
      income_tested: decimal(household.move_in_income),
      income_limit: decimal(moveIn.limit),
      gross_rent: decimal(gross),
      rent_limit: decimal(rentLimit),
      rent_date: rentDate,
    },
  };
}

const rank = (unitType: RentUnitType) => RENT_UNIT_TYPES.indexOf(unitType);

/** A household that moved in without a qualifying income for `test` (unknown counts as without). */
function withoutQualifyingIncome(household: HouseholdFacts, test: Designation[], unitType: RentUnitType) {
  return moveInReasons(household, test, unitType).reasons.length > 0;
}

/**
 * Whether, since `vacated` moved out, a unit of the same building of the same or fewer bedrooms
 * was rented to a household without a qualifying income for the vacant unit's test.
 */
function comparableRentedToNonQualified(
  vacant: LowIncomeUnitFacts,
  vacatedOn: string,
  test: Designation[],
  others: readonly LowIncomeUnitFacts[],
  date: string,
): boolean {
  return others.some(
    (other) =>
      other.id !== vacant.id &&
      other.building_id === vacant.building_id &&
      rank(other.unit_type) <= rank(vacant.unit_type) &&
      [other.current, other.previous].some(
        (h) =>
          h !== null &&
          h.start_date >= vacatedOn &&
          h.start_date <= date &&
          withoutQualifyingIncome(h, test, vacant.unit_type),
      ),
  );
}

/**
 * The election a unit is tested under: its building's when the building has its own (IRC 42(g)(1)
 * is elected on each building's Form 8609, line 10c), else its property's.
 */
export function unitElection(
  unit: Pick<LowIncomeUnitFacts, 'building_election'>,
  propertyElection: SetAsideElection,
): { election: SetAsideElection; election_source: ElectionSource } {
  return unit.building_election === null
    ? { election: propertyElection, election_source: 'PROPERTY' }
    : { election: unit.building_election, election_source: 'BUILDING' };
}

/**
 * Whether `unit` is a low-income unit on `date` under its building's election (else
 * `propertyElection`), and why. `property` is every unit of the property (their households are the
 * rentals the vacant unit rule looks at; it reads the same building's units only).
 */
export function lowIncomeUnit(
  unit: LowIncomeUnitFacts,
  propertyElection: SetAsideElection,
  date: string,
  property: readonly LowIncomeUnitFacts[],
): LowIncomeAnswer {
  const applied = unitElection(unit, propertyElection);
  return { ...applied, ...statusUnder(unit, applied.election, date, property) };
}

function statusUnder(
  unit: LowIncomeUnitFacts,
  election: SetAsideElection,
  date: string,
  property: readonly LowIncomeUnitFacts[],
): Omit<LowIncomeAnswer, 'election' | 'election_source'> {
  const test = applicableTest(unit.designations, election);
  if (typeof test === 'string') return { low_income: false, reasons: [test], figures: NO_FIGURES };
  if (unit.current !== null) return householdAnswer(unit.unit_type, unit.current, test, date);

  const previous = unit.previous;
  if (previous === null || previous.end_date === null) {
    return {
      low_income: false,
      reasons: ['VACANT_NOT_LOW_INCOME'],
      figures: { ...NO_FIGURES, test_percentage: test.percentage },
    };
  }
  // The last household's status, with its rent on its last day.
  const last = householdAnswer(unit.unit_type, previous, test, previous.end_date);
  if (!last.low_income) {
    return { low_income: false, reasons: ['VACANT_NOT_LOW_INCOME', ...last.reasons], figures: last.figures };
  }
  if (comparableRentedToNonQualified(unit, previous.end_date, test.designations, property, date)) {
    return {
      low_income: false,
      reasons: ['VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED'],
      figures: last.figures,
    };
  }
  return { low_income: true, reasons: ['VACANT_HELD_BY_VACANT_UNIT_RULE'], figures: last.figures };
}
