import { boolean, integer, text } from 'drizzle-orm/pg-core';
import { searchNameColumn, tenantRecordTable } from './columns.ts';

/**
 * Management companies and their contacts. As in `properties.ts`, business fields keep their API
 * names as keys; composite foreign keys and checks live in 0002_crm.sql.
 */
export const propertyManagers = tenantRecordTable('property_managers', {
  management_co: text('management_co').notNull(),
  searchName: searchNameColumn('management_co'),
  phone: text('phone'),
  fax: text('fax'),
  email: text('email'),
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  state: text('state'),
  postal_code: text('postal_code'),
});

export const propertyManagerContacts = tenantRecordTable('property_manager_contacts', {
  property_manager_id: integer('property_manager_id').notNull(),
  full_name: text('full_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  position: text('position'),
  department: text('department'),
  primary_contact: boolean('primary_contact').notNull().default(false),
  preferencial: boolean('preferencial').notNull().default(false),
});
