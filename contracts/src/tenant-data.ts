import { z } from 'zod';
import { nullableMoney } from './record-answer.ts';

/**
 * HUD's LIHTC tenant data file (form HUD-52697, OMB 2528-0320; 42 U.S.C. 1437z-8; issue 39,
 * decision 071): a property's or the portfolio's units as of December 31 of a year, the checks
 * that block the file, and the comparison with the year before. The sensitive members' answers
 * (decision 066) are never part of these answers: only the XML file holds them.
 */

/** The year whose December 31 the file describes; the last full year by default. */
export const tenantDataQuery = z.strictObject({
  year: z.coerce
    .number({ error: 'Enter a year such as 2025' })
    .int('Enter a year such as 2025')
    .min(2008, 'The data collection starts with HERA (2008)')
    .max(2100, 'Enter a year such as 2025')
    .optional(),
});
export type TenantDataQuery = z.infer<typeof tenantDataQuery>;

/** The problems that block the file, each fixed on one record's field. */
export const TENANT_DATA_PROBLEMS = [
  'BIN_MISSING',
  'UNIT_NUMBER_MISSING',
  'UNIT_NUMBER_TOO_LONG',
  'UNIT_NUMBER_CHARACTERS',
  'CERTIFICATION_MISSING',
  'CERTIFICATION_UNSIGNED',
  'MEMBER_BIRTH_DATE_MISSING',
  /** A value HUD's element rules refuse (an address the building and property lack). */
  'ELEMENT_INVALID',
] as const;
export type TenantDataProblemCode = (typeof TENANT_DATA_PROBLEMS)[number];

/** The records a problem is fixed on. */
export const FIX_RECORDS = ['building', 'unit', 'occupancy', 'certification'] as const;
export type FixRecord = (typeof FIX_RECORDS)[number];

/**
 * The longest unit number Lar sends: the agencies match a file's units to theirs by BIN and unit
 * number, and their portals' unit fields are short. HUD's XML documentation types UnitNumber as a
 * string without a length; 10 is Lar's choice (decision 071).
 */
export const UNIT_NUMBER_MAX = 10;
/** Letters, digits, spaces and hyphens: what a unit number is matched on. */
export const UNIT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export const tenantDataProblem = z.object({
  code: z.enum(TENANT_DATA_PROBLEMS),
  property_id: z.number().int(),
  unit_id: z.number().int(),
  unit_number: z.string().nullable(),
  building_id: z.number().int(),
  /** The household on December 31, if any: a certification is opened through it. */
  occupancy_id: z.number().int().nullable(),
  /** The record whose field fixes it, and the field (a member's as `members.2.birth_date`). */
  record: z.enum(FIX_RECORDS),
  record_id: z.number().int(),
  field: z.string(),
});
export type TenantDataProblem = z.infer<typeof tenantDataProblem>;

/**
 * The problems a check lists, in unit order: a portfolio never fixed can hold hundreds of thousands
 * (every unit of a building without a BIN), which no one reads in a list and which would hold the
 * server's and the browser's memory; the counts cover them all.
 */
export const TENANT_DATA_PROBLEMS_LISTED = 200;

export const tenantDataCheck = z.object({
  year: z.number().int(),
  as_of: z.iso.date(),
  units: z.number().int(),
  occupied: z.number().int(),
  /** Every problem found; the file is refused while it is above 0. */
  problem_count: z.number().int(),
  /** How many of each kind, for every kind found. */
  problem_counts: z.partialRecord(z.enum(TENANT_DATA_PROBLEMS), z.number().int()),
  /** The first `TENANT_DATA_PROBLEMS_LISTED` problems. */
  problems: z.array(tenantDataProblem),
});
export type TenantDataCheck = z.infer<typeof tenantDataCheck>;

/** One household of a year's file, as the comparison names it (no sensitive data). */
export const comparedHousehold = z.object({
  occupancy_id: z.number().int(),
  property_id: z.number().int(),
  unit_id: z.number().int(),
  unit_number: z.string().nullable(),
  head_name: z.string().nullable(),
  annual_income: nullableMoney,
});
export type ComparedHousehold = z.infer<typeof comparedHousehold>;

export const tenantDataComparison = z.object({
  year: z.number().int(),
  previous_year: z.number().int(),
  households_in: z.array(comparedHousehold),
  households_out: z.array(comparedHousehold),
  income_changes: z.array(comparedHousehold.extend({ previous_annual_income: nullableMoney })),
});
export type TenantDataComparison = z.infer<typeof tenantDataComparison>;
