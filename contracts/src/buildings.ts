import { z } from 'zod';
import { SET_ASIDE_ELECTIONS } from './compliance/set-aside.ts';
import {
  addFieldIssue,
  optionalDate,
  requiredText,
  singleLine,
  TEXT_MAX,
  usAddressFields,
} from './fields.ts';
import { idField, pagingQuery } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';
import { isUsStateCode } from './us-states.ts';

/**
 * A LIHTC building's identification number as the housing credit agency assigns it and Form 8609
 * carries it (IRS Notice 88-91): the state's two-letter postal code, the last two digits of the
 * allocation year and a five-digit number, "CA-24-00001" (decision 042).
 */
export const BIN_PATTERN = /^([A-Z]{2})-(\d{2})-(\d{5})$/;

/** The earliest first credit year: credits began with buildings placed in service in 1987 (IRC 42). */
export const FIRST_CREDIT_YEAR_MIN = 1987;
export const FIRST_CREDIT_YEAR_MAX = 2200;
/** The earliest gross rent floor date: IRC 42 credits began in 1987, so no allocation is older. */
export const GROSS_RENT_FLOOR_EARLIEST = '1987-01-01';

export const BuildingIssue = {
  BIN_FORMAT: 'bin_format',
  CREDIT_YEAR_WITHOUT_DATE: 'credit_year_without_date',
  CREDIT_YEAR_NOT_PIS: 'credit_year_not_pis',
  /** A gross rent floor date before 1987, when IRC 42 credits began. */
  RENT_FLOOR_BEFORE_CREDITS: 'rent_floor_before_credits',
  /** A unit of a property that has no building (all deleted). */
  NO_BUILDING: 'no_building',
  /** A unit of a property with several buildings, saved without naming one. */
  BUILDING_REQUIRED: 'building_required',
} as const;

const binMessage = 'Enter the BIN as on Form 8609: state, year and number, such as CA-24-00001';

/**
 * The BIN, typed with or without its dashes and in either case; stored as "CA-24-00001". Empty
 * means none yet (the agency assigns it at allocation).
 */
const bin = singleLine()
  .trim()
  .max(20, binMessage)
  .transform((v) => {
    const compact = v.replace(/[\s-]/g, '').toUpperCase();
    return compact.length === 9 ? `${compact.slice(0, 2)}-${compact.slice(2, 4)}-${compact.slice(4)}` : v;
  })
  .refine((v) => v === '' || (BIN_PATTERN.test(v) && isUsStateCode(v.slice(0, 2))), {
    message: binMessage,
    params: { code: BuildingIssue.BIN_FORMAT },
  })
  .nullish()
  .transform((v) => (v ? v : null));

const firstCreditYear = z
  .number({ error: 'Enter the first credit year as a year, such as 2025' })
  .int('Enter the first credit year as a year, such as 2025')
  .min(FIRST_CREDIT_YEAR_MIN, `The first credit year is ${FIRST_CREDIT_YEAR_MIN} or later`)
  .max(FIRST_CREDIT_YEAR_MAX, `The first credit year is ${FIRST_CREDIT_YEAR_MAX} or earlier`)
  .nullish()
  .transform((v) => v ?? null);

/**
 * The date the building's gross rent floor fixes its rents at (Rev. Proc. 94-57): the credit
 * allocation date, or the placed-in-service date where the owner elected it (decision 048).
 */
const grossRentFloorDate = optionalDate.refine((v) => v === null || v >= GROSS_RENT_FLOOR_EARLIEST, {
  message: `The gross rent floor date is ${GROSS_RENT_FLOOR_EARLIEST} or later: IRC 42 credits began in 1987`,
  params: { code: BuildingIssue.RENT_FLOOR_BEFORE_CREDITS },
});

export const buildingFields = {
  bin,
  name: requiredText(TEXT_MAX, 'Building name'),
  ...usAddressFields,
  placed_in_service_date: optionalDate,
  first_credit_year: firstCreditYear,
  gross_rent_floor_date: grossRentFloorDate,
  /** Null: the property's election applies (decision 042). */
  set_aside_election: z
    .enum(SET_ASIDE_ELECTIONS, { error: `Choose one of: ${SET_ASIDE_ELECTIONS.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
};

/**
 * IRC 42(f)(1): the credit period begins with the year the building is placed in service or, at
 * the taxpayer's election, the next one. So the first credit year needs the date, and is its year
 * or the following.
 */
function checkFirstCreditYear(
  v: { placed_in_service_date: string | null; first_credit_year: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.first_credit_year === null) return;
  if (v.placed_in_service_date === null) {
    addFieldIssue(
      ctx,
      'first_credit_year',
      BuildingIssue.CREDIT_YEAR_WITHOUT_DATE,
      'Enter the placed-in-service date before the first credit year',
    );
    return;
  }
  const year = Number(v.placed_in_service_date.slice(0, 4));
  if (v.first_credit_year !== year && v.first_credit_year !== year + 1) {
    addFieldIssue(
      ctx,
      'first_credit_year',
      BuildingIssue.CREDIT_YEAR_NOT_PIS,
      `The first credit year is the placed-in-service year (${year}) or the next (${year + 1})`,
    );
  }
}

export const buildingCreateBody = z
  .strictObject({ property_id: idField, ...buildingFields })
  .superRefine(checkFirstCreditYear);
export type BuildingCreateBody = z.input<typeof buildingCreateBody>;
export type BuildingInput = z.output<typeof buildingCreateBody>;

const text = z.string().nullable();

export const building = recordAnswer({
  property_id: z.number().int(),
  property_name: z.string(),
  bin: text,
  name: z.string(),
  street1: text,
  street2: text,
  city: text,
  state: text,
  postal_code: text,
  placed_in_service_date: text,
  first_credit_year: z.number().int().nullable(),
  gross_rent_floor_date: text,
  set_aside_election: z.enum(SET_ASIDE_ELECTIONS).nullable(),
  /** How many units the building holds; read-only. */
  unit_count: z.number().int(),
});
export type Building = z.infer<typeof building>;

/**
 * PUT /api/buildings/{id} replaces every field; the building stays with its property (a building
 * does not move), so `property_id` is only accepted back with the rest of the answer.
 */
export const buildingUpdateBody = acceptingEcho(
  z.strictObject({ ...buildingFields, version: optionalVersion }).superRefine(checkFirstCreditYear),
  building,
);
export type BuildingUpdateBody = z.input<typeof buildingUpdateBody>;
export type BuildingUpdateInput = z.output<typeof buildingUpdateBody>;

export const buildingListQuery = pagingQuery;
export type BuildingListQuery = z.infer<typeof buildingListQuery>;
