import { z } from 'zod';
import { LISTING_CLOSURES } from './application-window.ts';
import {
  LISTING_ELIGIBILITY,
  MINIMUM_INCOME_STATUSES,
  PROGRAM_INCOME_STATUSES,
} from './compliance/listing-eligibility.ts';
import { listingPhoto } from './listings.ts';
import { money, nullableMoney } from './record-answer.ts';

/** The public search's and a listing page's answers (no login; the site organization's listings). */

/** The household sizes the calculator and a listing's income limits cover: HUD's 1-8, then derived (decision 053). */
export const LISTING_HOUSEHOLD_SIZE_MAX = 12;

/** A program a unit carries and its level, the AMI % (null: the unit has the program without a level). */
export const listingProgram = z.object({ name: z.string(), ami_percentage: z.number().nullable() });
export type ListingProgram = z.infer<typeof listingProgram>;

export const listingEligibilityAnswer = z.object({
  status: z.enum(LISTING_ELIGIBILITY),
  /** The lowest income limit of the unit's programs for the household's size, in dollars. */
  limit: z.number().optional(),
  /** The minimum annual income, in dollars. */
  minimum: z.number().optional(),
  /** The property's minimum income as a multiple of the monthly rent, when it sets one. */
  minimum_multiple: z.string().optional(),
  /** The minimum income's verdict, when the property sets one. */
  minimum_status: z.enum(MINIMUM_INCOME_STATUSES).optional(),
  /** Each program's verdict, in the order of `programs`. */
  programs: z.array(
    listingProgram.extend({
      status: z.enum(PROGRAM_INCOME_STATUSES),
      /** The program's income limit for the household's size, in dollars; absent when unknown. */
      limit: z.number().optional(),
    }),
  ),
});
export type ListingEligibilityAnswer = z.infer<typeof listingEligibilityAnswer>;

const program = listingProgram
  .nullable()
  .describe("The unit's primary program and its AMI %; null for a market-rate unit");

export const publicListingItem = z.object({
  id: z.number().int(),
  unit: z.object({
    unit_type: z.string(),
    bedrooms: z.number().int(),
    bathrooms: z.string().nullable(),
    square_feet: z.number().int().nullable(),
    rent: money,
    available_from: z.string().nullable(),
    /** The last day the listing takes applications; null: no deadline. */
    application_deadline: z.string().nullable(),
    /** The property allocates its units by lottery among the applications received by the deadline. */
    by_lottery: z.boolean(),
    /** Why the listing takes no more applications (decision 050); null while it does. */
    applications_closed: z.enum(LISTING_CLOSURES).nullable(),
    accessible: z.boolean(),
    photo_url: z.string().nullable(),
  }),
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pets_allowed: z.boolean(),
  }),
  program,
  /** Every program the unit carries with its level: the primary one first, then its other designations. */
  programs: z.array(listingProgram),
  eligibility: listingEligibilityAnswer.optional(),
});
export type PublicListingItem = z.infer<typeof publicListingItem>;

export const publicListingPage = z.object({
  items: z.array(publicListingItem),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PublicListingPage = z.infer<typeof publicListingPage>;

export const publicListingDetail = publicListingItem.extend({
  unit: publicListingItem.shape.unit.extend({
    unit_number: z.string().nullable(),
    description: z.string().nullable(),
    amenities: z.array(z.string()),
    photos: z.array(listingPhoto),
  }),
  property: publicListingItem.shape.property.extend({
    street1: z.string().nullable(),
    street2: z.string().nullable(),
    postal_code: z.string().nullable(),
    neighborhood: z.string().nullable(),
    phone: z.string().nullable(),
    /** The utilities the property pays (heat, hot_water, ...). */
    utilities_included: z.array(z.string()),
    parking: z.string().nullable(),
    stove_type: z.string().nullable(),
    washer_dryer_included: z.boolean().nullable(),
    pet_policy: z.string().nullable(),
    pet_fees: z.object({ cat: nullableMoney, dog: nullableMoney, other: nullableMoney }),
    breed_restriction: z.string().nullable(),
    due_at_lease_signing: z.string().nullable(),
    min_income_language: z.string().nullable(),
    min_income_rent_multiple: z.string().nullable(),
  }),
  /**
   * The income limits for 1 to 12 people that apply today, in dollars (null where unknown): the
   * lowest of the unit's programs (`limit`) and each program's, in the order of `programs`. Above
   * 8 people they are derived from the 4-person limit as HUD derives them.
   */
  income_limits: z
    .array(
      z.object({
        household_size: z.number().int(),
        limit: z.number().nullable(),
        programs: z.array(z.number().nullable()),
      }),
    )
    .nullable(),
});
export type PublicListingDetail = z.infer<typeof publicListingDetail>;
