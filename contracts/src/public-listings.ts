import { z } from 'zod';
import { LISTING_CLOSURES } from './application-window.ts';
import { LISTING_ELIGIBILITY } from './compliance/listing-eligibility.ts';
import { listingPhoto } from './listings.ts';

/** The public search's and a listing page's answers (no login; the site organization's listings). */

export const listingEligibilityAnswer = z.object({
  status: z.enum(LISTING_ELIGIBILITY),
  /** The income limit for the household's size, in dollars. */
  limit: z.number().optional(),
  /** The minimum annual income, in dollars. */
  minimum: z.number().optional(),
});

const program = z
  .object({ name: z.string(), ami_percentage: z.number().nullable() })
  .nullable()
  .describe("The unit's primary program and its AMI %; null for a market-rate unit");

export const publicListingItem = z.object({
  id: z.number().int(),
  unit: z.object({
    unit_type: z.string(),
    bedrooms: z.number().int(),
    bathrooms: z.string().nullable(),
    square_feet: z.number().int().nullable(),
    rent: z.string(),
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

const money = z.string().nullable();

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
    pet_fees: z.object({ cat: money, dog: money, other: money }),
    breed_restriction: z.string().nullable(),
    due_at_lease_signing: z.string().nullable(),
    min_income_language: z.string().nullable(),
    min_income_rent_multiple: z.string().nullable(),
  }),
  /** The income limits for 1 to 8 people that apply today, in dollars (null where unknown). */
  income_limits: z
    .array(z.object({ household_size: z.number().int(), limit: z.number().nullable() }))
    .nullable(),
});
export type PublicListingDetail = z.infer<typeof publicListingDetail>;
