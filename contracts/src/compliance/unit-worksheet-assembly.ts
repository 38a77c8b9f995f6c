import type { CERTIFICATION_TYPES, StudentStatus } from '../certifications.ts';
import { type Designation, effectiveLimits } from './eligibility.ts';
import {
  applicableTest,
  type HouseholdFacts,
  lowIncomeUnit,
  type UnitDesignation,
  unitElection,
} from './low-income-unit.ts';
import { type Cents, centsToDecimal, toBasisHundredths, toCents } from './money.ts';
import { limitTableFor } from './project-limits.ts';
import type { ComplianceUnitFacts } from './property-compliance.ts';
import { isOverIncome, OVER_INCOME_PERCENT, overIncomeThreshold } from './recertification.ts';
import type { SetAsideElection } from './set-aside.ts';
import type { LimitPurpose, UnitComplianceWorksheet } from './unit-worksheet.ts';
import { worksheetHomeRentOf } from './worksheet-home-rent.ts';

/**
 * How a unit's worksheet (`unit-worksheet.ts`, decision 049) is put together from what the server
 * read: the certifications each test used, the limits with their table, the tests' figures. It
 * only assembles; whether the unit is low-income is low-income-unit.ts's rule (decision 040).
 */

/** A finalized certification's figures, as the worksheet names it. */
export interface WorksheetCertification {
  id: number;
  type: (typeof CERTIFICATION_TYPES)[number];
  effective_date: string;
  annual_income: string;
  household_size: number;
  members: number;
  student_status: StudentStatus | null;
  /** The adjusted income staff entered (24 CFR 5.611, decision 059); null when none. */
  adjusted_income?: string | null;
}

export interface WorksheetInput {
  property: { id: number; name: string; set_aside_election: SetAsideElection };
  date: string;
  unit: ComplianceUnitFacts;
  /** Every unit of the property: the vacant unit rule's rentals. */
  propertyUnits: readonly ComplianceUnitFacts[];
  /** The tested household's finalized MOVE_IN certification and its latest finalized one. */
  moveIn: WorksheetCertification | null;
  current: WorksheetCertification | null;
  /** The tested household's own figures (read when no certification says). */
  occupancy: { annual_income: string | null; household_size: number | null } | null;
  /** The unit's market rent per month (decision 061), as a decimal string; null when not recorded. */
  marketRent: string | null;
}

const decimal = (cents: Cents | undefined) => (cents === undefined ? null : centsToDecimal(cents));
const percentOf = (p: number | string) => toBasisHundredths(p) / 100;

const used = (c: WorksheetCertification | null) =>
  c === null
    ? { source: 'OCCUPANCY_FIGURES' as const, certification_id: null, type: null, effective_date: null }
    : {
        source: 'CERTIFICATION' as const,
        certification_id: c.id,
        type: c.type,
        effective_date: c.effective_date,
      };

/** The limits of each designation the test reads, with their table and whether published. */
function limitsUsed(
  purpose: LimitPurpose,
  test: Designation[],
  size: number | null,
  unitType: string,
  date: string,
) {
  const limits = effectiveLimits(test, size ?? 1, unitType, date);
  const rent = purpose === 'RENT';
  const applied = rent ? limits.maxGrossRent : limits.incomeLimit;
  return limits.designations.map((d, i) => {
    // The table the limit came from, as designationLimits chose it (a held table keeps the year's date).
    const designation = test[i];
    const table = designation === undefined ? undefined : limitTableFor(designation, date);
    const limit = rent ? d.maxGrossRent : d.incomeLimit;
    return {
      purpose,
      date,
      program_id: d.programId,
      program_name: d.programName,
      ami_percentage: percentOf(d.amiPercentage),
      table_year: d.tableYear ?? null,
      table_effective_date: table?.effective_date ?? null,
      household_size: rent ? null : size,
      limit: decimal(limit),
      source: (rent ? d.rentSource : d.incomeSource) ?? null,
      applied: limit !== undefined && limit === applied,
    };
  });
}

const designationsOf = (designations: readonly UnitDesignation[]) =>
  designations.map((d) => ({
    program_id: d.programId,
    program_name: d.programName,
    ami_percentage: d.amiPercentage === null ? null : percentOf(d.amiPercentage),
  }));

/** The 140 % line on the current certification (or the occupancy's figures), at its limit then. */
function overIncomeTest(input: WorksheetInput, household: HouseholdFacts, test: Designation[]) {
  const c = input.current;
  const income = c ? c.annual_income : input.occupancy?.annual_income;
  const size = c ? c.household_size : (input.occupancy?.household_size ?? null);
  const date = c ? c.effective_date : household.start_date;
  const limit =
    size === null ? undefined : effectiveLimits(test, size, input.unit.unit_type, date).incomeLimit;
  const cents = income === null || income === undefined ? undefined : toCents(income);
  return {
    date,
    household_size: size,
    income: decimal(cents),
    limit: decimal(limit),
    percent: OVER_INCOME_PERCENT,
    line: limit === undefined ? null : centsToDecimal(overIncomeThreshold(limit)),
    over: cents === undefined || limit === undefined ? null : isOverIncome(cents, limit),
  };
}

/** The unit's worksheet on `input.date`. */
export function unitWorksheetOf(input: WorksheetInput): UnitComplianceWorksheet {
  const u = input.unit;
  const answer = lowIncomeUnit(u, input.property.set_aside_election, input.date, input.propertyUnits);
  const household = u.current ?? u.previous;
  const test = applicableTest(u.designations, answer.election);
  const f = answer.figures;
  const applies = typeof test !== 'string';
  const tested = household !== null && applies && f.occupancy_id !== null;
  const rentDate = f.rent_date ?? input.date;

  const limits =
    tested && applies
      ? [
          ...limitsUsed(
            'INCOME_AT_MOVE_IN',
            test.designations,
            f.household_size,
            u.unit_type,
            household.start_date,
          ),
          ...limitsUsed('RENT', test.designations, null, u.unit_type, rentDate),
        ]
      : [];
  const overIncome = tested && applies ? overIncomeTest(input, household, test.designations) : null;
  if (overIncome !== null && applies && overIncome.household_size !== null) {
    limits.push(
      ...limitsUsed(
        'OVER_INCOME',
        test.designations,
        overIncome.household_size,
        u.unit_type,
        overIncome.date,
      ),
    );
  }

  const gross = f.gross_rent === null ? undefined : toCents(f.gross_rent);
  const rentLimit = f.rent_limit === null ? undefined : toCents(f.rent_limit);
  const vacant = u.current === null;
  return {
    date: input.date,
    property: input.property,
    ...unitElection(u, input.property.set_aside_election),
    unit: {
      id: u.id,
      unit_number: u.unit_number,
      building_id: u.building_id,
      unit_type: u.unit_type,
      square_feet: u.square_feet,
      designations: designationsOf(u.designations),
      home: u.home,
      home_percentage: u.home_percentage,
      market_rent: input.marketRent,
    },
    household:
      household === null
        ? null
        : {
            occupancy_id: household.occupancy_id,
            vacant,
            move_in_date: household.start_date,
            move_out_date: household.end_date,
            household_size: household.move_in_size,
            members: input.current?.members ?? null,
          },
    certifications: household === null ? null : { move_in: used(input.moveIn), current: used(input.current) },
    test_percentage: f.test_percentage,
    limits,
    tests: {
      income:
        tested && f.move_in_date !== null
          ? {
              date: f.move_in_date,
              household_size: f.household_size,
              income: f.income_tested,
              limit: f.income_limit,
              passes:
                f.income_tested === null || f.income_limit === null
                  ? null
                  : !answer.reasons.includes('INCOME_OVER_TEST_AT_MOVE_IN'),
            }
          : null,
      rent:
        tested && household !== null && gross !== undefined
          ? {
              date: rentDate,
              tenant_rent: centsToDecimal(household.tenant_rent),
              utility_allowance: centsToDecimal(household.utility_allowance),
              non_optional_charges: centsToDecimal(household.non_optional_charges),
              gross_rent: centsToDecimal(gross),
              limit: f.rent_limit,
              over_by: rentLimit === undefined ? null : centsToDecimal(Math.max(0, gross - rentLimit)),
              passes: rentLimit === undefined ? null : !answer.reasons.includes('RENT_OVER_TEST'),
            }
          : null,
      student:
        tested && household !== null
          ? {
              status: household.student_status,
              passes: !answer.reasons.includes('STUDENT_HOUSEHOLD'),
            }
          : null,
      over_income: overIncome,
      home_rent: worksheetHomeRentOf({
        home: u.home,
        tested,
        designations: u.designations,
        marketRent: input.marketRent,
        adjustedIncome: input.current?.adjusted_income,
      }),
      low_income: { low_income: answer.low_income, reasons: answer.reasons },
      vacant_unit_rule:
        vacant && applies ? { held: answer.reasons.includes('VACANT_HELD_BY_VACANT_UNIT_RULE') } : null,
    },
  };
}
