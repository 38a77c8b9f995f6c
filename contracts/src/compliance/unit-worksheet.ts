import { z } from 'zod';
import { CERTIFICATION_TYPES, STUDENT_STATUSES, type StudentStatus } from '../certifications.ts';
import { type Designation, effectiveLimits } from './eligibility.ts';
import { RENT_UNIT_TYPES } from './limits.ts';
import {
  applicableTest,
  ELECTION_SOURCES,
  type HouseholdFacts,
  LOW_INCOME_REASONS,
  lowIncomeUnit,
  type UnitDesignation,
  unitElection,
} from './low-income-unit.ts';
import { type Cents, centsToDecimal, toBasisHundredths, toCents } from './money.ts';
import { limitTableFor } from './project-limits.ts';
import type { ComplianceUnitFacts } from './property-compliance.ts';
import { isOverIncome, OVER_INCOME_PERCENT, overIncomeThreshold } from './recertification.ts';
import { SET_ASIDE_ELECTIONS, type SetAsideElection } from './set-aside.ts';
import { worksheetHomeRent, worksheetHomeRentOf } from './worksheet-home-rent.ts';

/**
 * One unit's compliance worksheet on a date, as an auditor reads it (decision 049): the unit, its
 * household, the certification each test read, the limits with their table, and each test with
 * its figures and outcome. It assembles only: whether the unit is low-income, and every figure of
 * that answer, is low-income-unit.ts's rule (decision 040); the limits are effectiveLimits'; the
 * over-income line is recertification.ts's 140 % (IRC 42(g)(2)(D)).
 */

const money = z.string().nullable();

/** Where a test's household figures come from: a finalized certification, or the occupancy's own. */
export const WORKSHEET_SOURCES = ['CERTIFICATION', 'OCCUPANCY_FIGURES'] as const;

const certificationUsed = z.object({
  source: z.enum(WORKSHEET_SOURCES),
  /** The certification's id, type and effective date; null with OCCUPANCY_FIGURES. */
  certification_id: z.number().int().nullable(),
  type: z.enum(CERTIFICATION_TYPES).nullable(),
  effective_date: z.string().nullable(),
});

export const LIMIT_PURPOSES = ['INCOME_AT_MOVE_IN', 'RENT', 'OVER_INCOME'] as const;
export type LimitPurpose = (typeof LIMIT_PURPOSES)[number];

const limitUsed = z.object({
  purpose: z.enum(LIMIT_PURPOSES),
  /** The date the table was chosen for. */
  date: z.string(),
  program_id: z.number().int(),
  program_name: z.string(),
  ami_percentage: z.number(),
  /** The table in effect then; nulls: the program has none. */
  table_year: z.number().int().nullable(),
  table_effective_date: z.string().nullable(),
  /** Household size for income limits; null for rent limits (they follow the unit type). */
  household_size: z.number().int().nullable(),
  limit: money,
  /** 'table': published; 'derived_from_50' / 'derived': worked from the table; 'above_8': extrapolated. */
  source: z.enum(['table', 'derived_from_50', 'above_8', 'derived']).nullable(),
  /** The lowest of the designations: the limit the test reads. */
  applied: z.boolean(),
});

/** A household's income on a date against the income limit for its size: what both income tests read. */
const householdIncome = z.object({
  date: z.string(),
  household_size: z.number().int().nullable(),
  income: money,
  limit: money,
});
export type HouseholdIncomeFigures = z.infer<typeof householdIncome>;

export const unitComplianceWorksheet = z.object({
  date: z.string(),
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    set_aside_election: z.enum(SET_ASIDE_ELECTIONS),
  }),
  /**
   * The election the unit was tested under: its building's own (Form 8609, line 10c, is made per
   * building) when the building has one, else the property's.
   */
  election: z.enum(SET_ASIDE_ELECTIONS),
  election_source: z.enum(ELECTION_SOURCES),
  unit: z.object({
    id: z.number().int(),
    unit_number: z.string().nullable(),
    building_id: z.number().int().nullable(),
    unit_type: z.enum(RENT_UNIT_TYPES),
    square_feet: z.number().int().nullable(),
    designations: z.array(
      z.object({
        program_id: z.number().int(),
        program_name: z.string(),
        ami_percentage: z.number().nullable(),
      }),
    ),
    home: z.boolean(),
    home_percentage: z.number().nullable(),
    /** The unit's market rent per month (decision 061); null when none is recorded. */
    market_rent: money,
  }),
  /** The household tested: the ACTIVE one, or a vacant unit's last; null when it never had one. */
  household: z
    .object({
      occupancy_id: z.number().int(),
      vacant: z.boolean(),
      move_in_date: z.string(),
      move_out_date: z.string().nullable(),
      household_size: z.number().int().nullable(),
      /** Members on the latest finalized certification; null when none is. */
      members: z.number().int().nullable(),
    })
    .nullable(),
  certifications: z.object({ move_in: certificationUsed, current: certificationUsed }).nullable(),
  /** The AMI % of the test that applies (election or designation); null: none applies. */
  test_percentage: z.number().nullable(),
  limits: z.array(limitUsed),
  tests: z.object({
    income: householdIncome.extend({ passes: z.boolean().nullable() }).nullable(),
    rent: z
      .object({
        date: z.string(),
        tenant_rent: z.string(),
        utility_allowance: z.string(),
        non_optional_charges: z.string(),
        gross_rent: z.string(),
        limit: money,
        /** Gross rent over the limit, "0.00" when within it. */
        over_by: money,
        passes: z.boolean().nullable(),
      })
      .nullable(),
    student: z.object({ status: z.enum(STUDENT_STATUSES).nullable(), passes: z.boolean() }).nullable(),
    over_income: householdIncome
      .extend({ percent: z.number().int(), line: money, over: z.boolean().nullable() })
      .nullable(),
    low_income: z.object({ low_income: z.boolean(), reasons: z.array(z.enum(LOW_INCOME_REASONS)) }),
    /** A HOME unit's rent once its household is over 80 % AMI (24 CFR 92.252(i)(2)). */
    home_rent: worksheetHomeRent.nullable(),
    /** Only for a vacant unit (Treas. Reg. 1.42-5(c)(1)(ix)). */
    vacant_unit_rule: z.object({ held: z.boolean() }).nullable(),
  }),
});
export type UnitComplianceWorksheet = z.infer<typeof unitComplianceWorksheet>;

/** The date (today by default) and, for the PDF, the reader's language (English by default). */
export const worksheetQuery = z.object({
  date: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date('Enter a date as YYYY-MM-DD').optional()),
  lang: z.enum(['en', 'pt', 'es']).optional(),
});
export type WorksheetLanguage = 'en' | 'pt' | 'es';

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
