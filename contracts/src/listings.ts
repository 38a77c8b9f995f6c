import { z } from 'zod';
import { addFieldIssue, booleanField, FieldIssue, multiLine, optionalDate, optionalMoney } from './fields.ts';
import { decimalInteger, emptyAsUndefined, PAGE_SIZES, pagingQuery, trueOrFalseQuery } from './paging.ts';
import { nullableMoney } from './record-answer.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';

/**
 * A unit's listing on the public site (issue 23, decision 030): staff list a unit with the date it
 * is available, its asking (tenant) rent and one description; a listed unit with no ACTIVE occupancy
 * is found by the public search of the site's organization.
 */

export const LISTING_DESCRIPTION_MAX = 4000;
export const LISTING_PHOTOS_MAX = 8;
/** Bytes of one uploaded photo: 5 MB. */
export const LISTING_PHOTO_BYTES_MAX = 5 * 1024 * 1024;
/** The widths the server stores of every photo, as WebP: a page's image and a search card's. */
export const LISTING_PHOTO_WIDTHS = { large: 1600, small: 400 } as const;
export type ListingPhotoSize = keyof typeof LISTING_PHOTO_WIDTHS;

export const ListingIssue = {
  /** Listed without an asking rent: the search and the calculator need one. */
  RENT_REQUIRED: 'listing_rent_required',
  /** The upload is not a JPEG, PNG or WebP image, by its content. */
  PHOTO_TYPE: 'photo_type',
} as const;

export const listingPhoto = z.object({
  id: z.number().int(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  small_url: z.string(),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

export const listing = z.object({
  unit_id: z.number().int(),
  listed: z.boolean(),
  available_from: z.string().nullable(),
  asking_rent: nullableMoney,
  description: z.string().nullable(),
  /** The last day the listing takes applications; its lottery may run from the next day (decision 033). */
  application_deadline: z.string().nullable(),
  photos: z.array(listingPhoto),
  /** 0 before the unit was ever listed (no listing row yet). */
  version: z.number().int(),
  /** Null before the unit was ever listed. */
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type Listing = z.infer<typeof listing>;

const listingFields = z
  .strictObject({
    listed: booleanField,
    available_from: optionalDate,
    asking_rent: optionalMoney,
    /** One text for every language: staff write it once, in the language of the building's market. */
    description: multiLine()
      .trim()
      .max(LISTING_DESCRIPTION_MAX, `Must have at most ${LISTING_DESCRIPTION_MAX} characters`)
      .nullish()
      .transform((v) => (v ? v : null)),
    application_deadline: optionalDate,
    version: optionalVersion,
  })
  .superRefine((v, ctx) => {
    if (v.listed && v.asking_rent === null)
      addFieldIssue(ctx, 'asking_rent', ListingIssue.RENT_REQUIRED, 'A listed unit needs its asking rent');
  });
/** PUT /api/units/{id}/listing; the listing's answer may be sent back whole (decision 018). */
export const listingBody = acceptingEcho(listingFields, listing);
export type ListingBody = z.input<typeof listingBody>;
export type ListingValues = z.output<typeof listingBody>;

/** A property's minimum income as a multiple of the monthly rent (2.5: 2.5 x rent a month). */
export const MIN_INCOME_MULTIPLE_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;
export const minimumIncomeBody = z.strictObject({
  min_income_rent_multiple: z
    .union([z.number(), z.string().trim().max(10)])
    .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v))
    .refine((v) => v === '' || (MIN_INCOME_MULTIPLE_PATTERN.test(v) && Number(v) > 0), {
      message: 'Enter a multiple greater than 0 with at most 2 decimals, e.g. 2.5',
      params: { code: FieldIssue.MONEY },
    })
    .transform((v) => (v === '' ? null : Number(v).toFixed(2)))
    .nullable(),
});
export const minimumIncome = z.object({
  property_id: z.number().int(),
  min_income_rent_multiple: z.string().nullable(),
});

/** `true` or `false` in a query string; empty or absent is not given. */
const flag = trueOrFalseQuery.transform((v) => (v === undefined ? undefined : v === 'true'));
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
/** Dollars in a query string: digits with at most two decimals, kept as text (no float). */
const amountQuery = z.string().regex(AMOUNT, 'Enter an amount in dollars, e.g. 1500 or 1500.50');

export const LISTING_SORTS = ['rent', 'available'] as const;
export const HOUSEHOLD_SIZE_MAX = 20;
/** The public search pages at most this many listings. */
export const PUBLIC_PAGE_MAX = 50;

export const publicListingQuery = pagingQuery
  .extend({
    limit: z.preprocess(emptyAsUndefined, decimalInteger(1, PUBLIC_PAGE_MAX).default(PAGE_SIZES[1])),
    offset: z.preprocess(emptyAsUndefined, decimalInteger(0, 100_000).default(0)),
    city: optional(
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^[^\p{Cc}]*$/u, 'Must be one line'),
    ),
    /** Exactly this many bedrooms; 0 is a studio or SRO. */
    bedrooms: optional(decimalInteger(0, 5)),
    max_rent: optional(amountQuery),
    accessible: flag,
    pets: flag,
    household_size: optional(decimalInteger(1, HOUSEHOLD_SIZE_MAX)),
    annual_income: optional(amountQuery),
    has_voucher: flag,
    sort: z.preprocess(emptyAsUndefined, z.enum(LISTING_SORTS).default('rent')),
  })
  .refine((q) => (q.household_size === undefined) === (q.annual_income === undefined), {
    message: 'Give household size and annual income together',
    path: ['annual_income'],
  });
export type PublicListingQuery = z.output<typeof publicListingQuery>;

/** The calculator's inputs on a listing's own page. */
export const publicListingDetailQuery = z
  .object({
    household_size: optional(decimalInteger(1, HOUSEHOLD_SIZE_MAX)),
    annual_income: optional(amountQuery),
    has_voucher: flag,
  })
  .refine((q) => (q.household_size === undefined) === (q.annual_income === undefined), {
    message: 'Give household size and annual income together',
    path: ['annual_income'],
  });
