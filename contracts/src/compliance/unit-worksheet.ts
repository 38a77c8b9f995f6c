import { z } from 'zod';
import { CERTIFICATION_TYPES, STUDENT_STATUSES } from '../certifications.ts';
import { type DocumentLanguage, documentLanguageQuery } from '../document-language.ts';
import { optionalDateQuery } from '../paging.ts';
import { money, nullableMoney } from '../record-answer.ts';
import { namedDesignation } from './api.ts';
import { RENT_UNIT_TYPES } from './limits.ts';
import { ELECTION_SOURCES, LOW_INCOME_REASONS } from './low-income-unit.ts';
import { SET_ASIDE_ELECTIONS } from './set-aside.ts';
import { worksheetHomeRent } from './worksheet-home-rent.ts';

/**
 * One unit's compliance worksheet on a date, as an auditor reads it (decision 049): the unit, its
 * household, the certification each test read, the limits with their table, and each test with
 * its figures and outcome. It assembles only: whether the unit is low-income, and every figure of
 * that answer, is low-income-unit.ts's rule (decision 040); the limits are effectiveLimits'; the
 * over-income line is recertification.ts's 140 % (IRC 42(g)(2)(D)).
 */

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
  /** The designation whose table it is. */
  ...namedDesignation.shape,
  /** The table in effect then; nulls: the program has none. */
  table_year: z.number().int().nullable(),
  table_effective_date: z.string().nullable(),
  /** Household size for income limits; null for rent limits (they follow the unit type). */
  household_size: z.number().int().nullable(),
  limit: nullableMoney,
  /** 'table': published; 'derived_from_50' / 'derived': worked from the table; 'above_8': extrapolated. */
  source: z.enum(['table', 'derived_from_50', 'above_8', 'derived']).nullable(),
  /** The lowest of the designations: the limit the test reads. */
  applied: z.boolean(),
});

/** A household's income on a date against the income limit for its size: what both income tests read. */
const householdIncome = z.object({
  date: z.string(),
  household_size: z.number().int().nullable(),
  income: nullableMoney,
  limit: nullableMoney,
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
    market_rent: nullableMoney,
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
        tenant_rent: money,
        utility_allowance: money,
        non_optional_charges: money,
        gross_rent: money,
        limit: nullableMoney,
        /** Gross rent over the limit, "0.00" when within it. */
        over_by: nullableMoney,
        passes: z.boolean().nullable(),
      })
      .nullable(),
    student: z.object({ status: z.enum(STUDENT_STATUSES).nullable(), passes: z.boolean() }).nullable(),
    over_income: householdIncome
      .extend({ percent: z.number().int(), line: nullableMoney, over: z.boolean().nullable() })
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
  date: optionalDateQuery,
  lang: documentLanguageQuery,
});
export type WorksheetLanguage = DocumentLanguage;
