import type { ApplicationBody } from '@lar/contracts/applications';

/**
 * Every field of the application's body and its label in the applying locales (`form.<label>`):
 * the listing or the property is the page's target, named by the form's title; the others are
 * the form's inputs, labelled from here. A field added to the contract and not to the form fails
 * to compile (this map, `emptyApplication`); the fields walk
 * (server/test/architecture/fields-walk.test.ts) finds each label in en, pt and es.
 */
export const APPLICATION_FIELD_LABELS = {
  listing_id: 'titleListing',
  property_id: 'titleWaitlist',
  email: 'email',
  phone: 'phone',
  language: 'language',
  members: 'membersLegend',
  total_assets: 'assets',
  preference_ids: 'preferencesLegend',
  reporting: 'reportingLegend',
  consent: 'consent',
  website: 'website',
} as const satisfies Record<keyof ApplicationBody, string>;

/** The body's fields the page's target gives rather than an input. */
export type ApplicationTargetField = 'listing_id' | 'property_id';

/** The key of `field`'s label in the applying namespace. */
export const applicationFieldLabel = (field: keyof typeof APPLICATION_FIELD_LABELS) =>
  `form.${APPLICATION_FIELD_LABELS[field]}` as const;
