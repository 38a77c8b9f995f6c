import type { PropertyContactCreateBody } from '@lar/contracts/properties';
import type { ManagerContactCreateBody } from '@lar/contracts/property-managers';

/**
 * Every field of each kind of contact's body and its label's key in the contacts' locales. The
 * forms label their inputs from here and their values name the same fields (checked beside each
 * form), so a field added to a contract and not to its form fails to compile; the fields walk
 * (server/test/architecture/fields-walk.test.ts) finds each label in en, pt and es (decision 037).
 */
export const COMPANY_CONTACT_FIELD_LABELS = {
  full_name: 'fields.full_name',
  email: 'fields.email',
  phone: 'fields.phone',
  position: 'fields.position',
  department: 'fields.department',
  primary_contact: 'fields.primary_contact',
  preferencial: 'fields.preferencial',
} as const satisfies Record<keyof ManagerContactCreateBody, string>;

export const PROPERTY_CONTACT_FIELD_LABELS = {
  full_name: 'fields.full_name',
  contact_type: 'fields.contact_type',
  email: 'fields.email',
  primary_contact: 'fields.primary_contact',
} as const satisfies Record<keyof PropertyContactCreateBody, string>;
