import {
  COUNT_FIELDS,
  IDENTITY_FIELDS,
  type Property,
  type PropertyContact,
  type PropertySummary,
  URL_FIELDS,
  UTILITY_FIELDS,
} from '@lar/contracts/properties';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { properties, propertyContacts } from '../../db/schema/properties.ts';
import { propertyManagerContacts, propertyManagers } from '../../db/schema/property-managers.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { recordShape } from '../../lib/record-shape.ts';

type PropertyColumns = (typeof properties)['_']['columns'];

/** Columns whose key is their API name, each read as it is. */
function sameNamed<const K extends keyof PropertyColumns>(names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, properties[name]])) as {
    [P in K]: (typeof properties)[P];
  };
}

/** Money as the API answers it: a decimal string with its 2 places ("25.00"), as numeric's text has it. */
const money = (column: AnyPgColumn): SQL => sql`${column}::text`;

/**
 * A property's answer, read with its company and company contact joined (`withNames` in the
 * repository).
 */
export const propertyShape = recordShape<Property>({
  id: properties.id,
  property_manager_id: properties.property_manager_id,
  property_manager_name: propertyManagers.management_co,
  property_manager_contact_id: properties.property_manager_contact_id,
  property_manager_contact_name: propertyManagerContacts.full_name,
  ...sameNamed([
    ...IDENTITY_FIELDS,
    'due_at_lease_signing',
    'move_in_timeline',
    ...UTILITY_FIELDS,
    'parking',
    'parking_details',
    'stove_type',
    'washer_dryer_included',
    'pet_policy',
    'pet_allowed',
  ]),
  pet_fee_cat: money(properties.pet_fee_cat),
  pet_fee_dog: money(properties.pet_fee_dog),
  pet_fee_other: money(properties.pet_fee_other),
  ...sameNamed(['breed_restriction', 'lottery_preferences', 'min_income_language', ...URL_FIELDS]),
  ...sameNamed(['tour_dates', 'contract_expiration', 'contract_type']),
  contract_placement_fee: money(properties.contract_placement_fee),
  ...sameNamed(['units_managed', ...COUNT_FIELDS]),
  annual_recertification_waived: properties.annual_recertification_waived,
  deep_rent_skewed: properties.deep_rent_skewed,
  set_aside_election: properties.set_aside_election,
  allocation_method: properties.allocation_method,
  version: properties.version,
  created_at: jsonTimestamp(properties.createdAt),
  updated_at: jsonTimestamp(properties.updatedAt),
});

/** A row of the property list, read with its company joined. */
export const propertySummaryShape = recordShape<PropertySummary>({
  id: properties.id,
  property_name: properties.property_name,
  phone: properties.phone,
  email: properties.email,
  city: properties.city,
  state: properties.state,
  property_manager_id: properties.property_manager_id,
  property_manager_name: propertyManagers.management_co,
  version: properties.version,
});

/** A property's contact, as the API answers it. */
export const propertyContactShape = recordShape<PropertyContact>({
  id: propertyContacts.id,
  property_id: propertyContacts.property_id,
  full_name: propertyContacts.full_name,
  contact_type: propertyContacts.contact_type,
  email: propertyContacts.email,
  primary_contact: propertyContacts.primary_contact,
  version: propertyContacts.version,
  created_at: jsonTimestamp(propertyContacts.createdAt),
  updated_at: jsonTimestamp(propertyContacts.updatedAt),
});
