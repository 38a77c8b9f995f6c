import { z } from 'zod';
import { designationList, unitDesignation } from './compliance/api.ts';
import { RENT_UNIT_TYPES } from './compliance/limits.ts';
import { optionalLongText, optionalMoney, optionalText, requiredText, singleLine } from './fields.ts';
import { booleanQuery, dashboardScopeQuery, idField, pagingQuery, textFilter } from './paging.ts';
import { nullableMoney, recordAnswer } from './record-answer.ts';
import { type UpdateChanges, updatingBody } from './update-body.ts';

/** The unit types are the rent limit tables' columns (`RENT_UNIT_TYPES`): a unit's type names its limit. */
export const UNIT_TYPES = RENT_UNIT_TYPES;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Bedrooms of a unit type; an SRO and a studio have none. */
export const BEDROOMS: Readonly<Record<UnitType, number>> = {
  SRO: 0,
  Studio: 0,
  '1BR': 1,
  '2BR': 2,
  '3BR': 3,
  '4BR': 4,
  '5BR': 5,
};

export const UNIT_NUMBER_MAX = 50;
export const UNIT_STYLE_MAX = 255;
export const NOTES_MAX = 5000;
export const AMENITY_MAX = 100;
export const AMENITIES_MAX = 50;
export const BATHROOMS_MAX = 20;
export const SQUARE_FEET_MAX = 100_000;

export const UnitIssue = {
  BATHROOMS_STEP: 'bathrooms_step',
  AMI_LEVEL_WITHOUT_PROGRAM: 'ami_level_without_program',
  AMI_LEVEL_MISMATCH: 'ami_level_mismatch',
} as const;

/** Amenities arrive as a list or as the form's comma-separated text; stored as a trimmed list. */
const amenities = z
  .union([z.array(singleLine().max(AMENITY_MAX)), singleLine().max(AMENITIES_MAX * (AMENITY_MAX + 2))])
  .transform((v) =>
    (typeof v === 'string' ? v.split(',') : v).map((a) => a.trim()).filter((a) => a.length > 0),
  )
  .pipe(
    z
      .array(z.string().max(AMENITY_MAX, `Each amenity must have at most ${AMENITY_MAX} characters`))
      .max(AMENITIES_MAX, `At most ${AMENITIES_MAX} amenities`),
  )
  .default([]);

const bathrooms = z
  .number()
  .min(0)
  .max(BATHROOMS_MAX)
  .refine((v) => Number.isInteger(v * 2), {
    message: 'Bathrooms go in steps of 0.5',
    params: { code: UnitIssue.BATHROOMS_STEP },
  })
  .nullish()
  .transform((v) => v ?? null);

export const unitBody = z.strictObject({
  property_id: idField,
  /** One of the property's buildings; left out, the property's only one (or, on update, the unit's own). */
  building_id: idField.optional(),
  // Required of every write; the column stays nullable for units saved before it was (decision 005).
  unit_number: requiredText(UNIT_NUMBER_MAX, 'Unit number'),
  unit_type: z.enum(UNIT_TYPES, 'Choose a unit type'),
  unit_style: optionalText(UNIT_STYLE_MAX),
  bathrooms,
  square_feet: z
    .number()
    .int('Square feet must be a whole number')
    .min(0)
    .max(SQUARE_FEET_MAX)
    .nullish()
    .transform((v) => v ?? null),
  /**
   * The rent per month of a comparable unassisted unit: a HOME tenant over 80 % AMI pays at most
   * the lesser of it and 30 % of the adjusted income (24 CFR 92.252(i)(2), decision 061).
   */
  market_rent: optionalMoney,
  gov_program_id: idField.nullish().transform((v) => v ?? null),
  ami_level_id: idField.nullish().transform((v) => v ?? null),
  is_ada_compliant: z.boolean().default(false),
  amenities,
  notes: optionalLongText(NOTES_MAX),
  /** Programs besides the primary one, each at an AMI %. Absent on update: the stored ones stay. */
  designations: designationList.optional(),
});
export type UnitBody = z.input<typeof unitBody>;
export type UnitValues = z.output<typeof unitBody>;

export const unitListQuery = pagingQuery.extend({
  ...dashboardScopeQuery,
  /** Matches the unit number or the property name. */
  q: textFilter,
  /** `true`: only the units with neither an ACTIVE nor a PENDING occupancy. */
  vacant: booleanQuery,
});
export type UnitListQuery = z.infer<typeof unitListQuery>;

export const unit = recordAnswer({
  property_id: z.number().int(),
  property_name: z.string(),
  building_id: z.number().int(),
  building_name: z.string(),
  unit_number: z.string().nullable(),
  unit_type: z.enum(UNIT_TYPES),
  unit_style: z.string().nullable(),
  bathrooms: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  /** Null when not recorded. */
  market_rent: nullableMoney,
  gov_program_id: z.number().int().nullable(),
  gov_program_name: z.string().nullable(),
  ami_level_id: z.number().int().nullable(),
  ami_level_name: z.string().nullable(),
  is_ada_compliant: z.boolean(),
  amenities: z.array(z.string()),
  notes: z.string().nullable(),
  designations: z.array(unitDesignation),
});
export type Unit = z.infer<typeof unit>;

/** PUT: a field left out stays as stored (decision 037); `version`, when given, is the one the edit started from. */
export const unitUpdateBody = updatingBody(unitBody.shape, unit);
export type UnitUpdateBody = z.input<typeof unitUpdateBody>;
export type UnitChanges = UpdateChanges<typeof unitUpdateBody>;

/** "60% AMI": how a level is named in unit listings. */
export function amiLevelName(percentage: number): string {
  return `${Number(percentage.toFixed(2))}% AMI`;
}
