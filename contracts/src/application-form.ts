import { z } from 'zod';
import { LISTING_CLOSURES } from './application-window.ts';
import { ID_MAX } from './paging.ts';
import { money } from './record-answer.ts';

/**
 * What the public application form reads before it is filled (issue 24, decision 031): the
 * property and unit applied for and the property's active preferences, and the properties whose
 * waitlist takes applications without a listing.
 */

const idText = z.coerce.number().int().min(1).max(ID_MAX);

/** `GET /api/public/application-form`: a listing (the unit's id) or a property, one of the two. */
export const applicationFormQuery = z
  .strictObject({
    listing_id: idText.optional(),
    property_id: idText.optional(),
  })
  .refine((q) => (q.listing_id === undefined) !== (q.property_id === undefined), {
    message: 'Give a listing or a property',
    path: ['listing_id'],
  });

export const applicationFormPreference = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});

export const applicationForm = z.object({
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    street1: z.string().nullable(),
    street2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
  }),
  /** The listed unit applied for; null for the property's waitlist. */
  unit: z
    .object({
      id: z.number().int(),
      unit_number: z.string().nullable(),
      unit_type: z.string(),
      rent: money,
      /** The last day that takes applications; null: no deadline. */
      application_deadline: z.string().nullable(),
      by_lottery: z.boolean(),
      /** Why the listing takes no more applications (decision 050): the form is not shown. */
      applications_closed: z.enum(LISTING_CLOSURES).nullable(),
    })
    .nullable(),
  /** The property's active preferences, in rank order (the waitlist's groups). */
  preferences: z.array(applicationFormPreference),
});
export type ApplicationForm = z.infer<typeof applicationForm>;

/** `GET /api/public/waitlists`: the site organization's properties taking waitlist applications. */
export const publicWaitlist = z.object({
  property_id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export const publicWaitlists = z.array(publicWaitlist);
export type PublicWaitlist = z.infer<typeof publicWaitlist>;
