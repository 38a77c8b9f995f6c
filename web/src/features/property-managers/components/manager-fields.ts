import type { PropertyManagerCreateBody } from '@lar/contracts/property-managers';

/**
 * Every field of the management company's body and its label's key in this feature's locales. The
 * form labels its inputs from here and its values are typed from the same body, so a field added to
 * the contract and not to the form fails to compile; the fields walk
 * (server/test/architecture/fields-walk.test.ts) finds each label in en, pt and es (decision 037).
 */
export const MANAGER_FIELD_LABELS = {
  management_co: 'fields.management_co',
  phone: 'fields.phone',
  fax: 'fields.fax',
  email: 'fields.email',
  address1: 'fields.address1',
  address2: 'fields.address2',
  city: 'fields.city',
  state: 'fields.state',
  postal_code: 'fields.postal_code',
} as const satisfies Record<keyof PropertyManagerCreateBody, string>;
