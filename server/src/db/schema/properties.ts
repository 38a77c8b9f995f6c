import { ALLOCATION_METHODS } from '@lar/contracts/allocation';
import { SET_ASIDE_ELECTIONS } from '@lar/contracts/compliance/set-aside';
import { STOVE_TYPES, UTILITY_PAYERS, YES_NO } from '@lar/contracts/properties';
import { boolean, date, integer, numeric, text } from 'drizzle-orm/pg-core';
import { searchNameColumn, tenantRecordTable } from './columns.ts';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const utilityPayer = (name: string) => text(name, { enum: UTILITY_PAYERS });
const yesNo = (name: string) => text(name, { enum: YES_NO });

/**
 * Properties. Business fields keep their API (snake_case) names as keys, so the ~80 fields pass
 * between the contract and the table without a hand-written mapping that could drift; the shared
 * bookkeeping columns keep the camelCase keys every table uses (`Tenant` reads `organizationId`).
 * Composite foreign keys (company and company contact of the same organization) and checks live
 * in 0002_crm.sql.
 */
export const properties = tenantRecordTable('properties', {
  property_manager_id: integer('property_manager_id').notNull(),
  property_manager_contact_id: integer('property_manager_contact_id').notNull(),
  property_name: text('property_name').notNull(),
  searchName: searchNameColumn('property_name'),
  property_type: text('property_type'),
  property_location: text('property_location'),
  phone: text('phone'),
  fax: text('fax'),
  email: text('email'),
  neighborhood: text('neighborhood'),
  street1: text('street1'),
  street2: text('street2'),
  city: text('city'),
  state: text('state'),
  postal_code: text('postal_code'),
  due_at_lease_signing: text('due_at_lease_signing'),
  move_in_timeline: integer('move_in_timeline'),
  utilities_heat: utilityPayer('utilities_heat'),
  utilities_hot_water: utilityPayer('utilities_hot_water'),
  utilities_sewage: utilityPayer('utilities_sewage'),
  utilities_water: utilityPayer('utilities_water'),
  utilities_electricity: utilityPayer('utilities_electricity'),
  utilities_internet_cable: utilityPayer('utilities_internet_cable'),
  utilities_gas: utilityPayer('utilities_gas'),
  parking: text('parking'),
  parking_details: text('parking_details'),
  stove_type: text('stove_type', { enum: STOVE_TYPES }),
  washer_dryer_included: yesNo('washer_dryer_included'),
  pet_policy: text('pet_policy'),
  pet_allowed: yesNo('pet_allowed'),
  pet_fee_cat: money('pet_fee_cat'),
  pet_fee_dog: money('pet_fee_dog'),
  pet_fee_other: money('pet_fee_other'),
  breed_restriction: text('breed_restriction'),
  lottery_preferences: text('lottery_preferences'),
  min_income_language: text('min_income_language'),
  pre_app_url: text('pre_app_url'),
  pre_app_mail_url: text('pre_app_mail_url'),
  income_cert_rental_app_url: text('income_cert_rental_app_url'),
  income_cert_rental_app_mail_url: text('income_cert_rental_app_mail_url'),
  credit_docs_url: text('credit_docs_url'),
  appeal_url: text('appeal_url'),
  lottery_appeal_url: text('lottery_appeal_url'),
  website_url: text('website_url'),
  video_url: text('video_url'),
  tour_url: text('tour_url'),
  google_map_url: text('google_map_url'),
  property_image1_url: text('property_image1_url'),
  property_image2_url: text('property_image2_url'),
  property_image3_url: text('property_image3_url'),
  unit_selection_sheet_url: text('unit_selection_sheet_url'),
  timeline_url: text('timeline_url'),
  tour_dates: text('tour_dates'),
  contract_expiration: date('contract_expiration', { mode: 'string' }),
  contract_type: text('contract_type'),
  contract_placement_fee: money('contract_placement_fee'),
  units_managed: integer('units_managed'),
  buildings_count: integer('buildings_count'),
  floors_count: integer('floors_count'),
  units_count: integer('units_count'),
  elevators_count: integer('elevators_count'),
  parking_spaces_count: integer('parking_spaces_count'),
  handicap_spaces_count: integer('handicap_spaces_count'),
  motorcycle_spaces_count: integer('motorcycle_spaces_count'),
  bicycle_spaces_count: integer('bicycle_spaces_count'),
  storage_units_count: integer('storage_units_count'),
  laundry_rooms_count: integer('laundry_rooms_count'),
  laundry_machines_count: integer('laundry_machines_count'),
  mailboxes_count: integer('mailboxes_count'),
  trash_chutes_count: integer('trash_chutes_count'),
  recycling_bins_count: integer('recycling_bins_count'),
  compost_bins_count: integer('compost_bins_count'),
  /** 100 % low-income buildings may skip annual recertification after the first year (migration 0029). */
  annual_recertification_waived: boolean('annual_recertification_waived').notNull().default(false),
  deep_rent_skewed: boolean('deep_rent_skewed').notNull().default(false),
  /** The LIHTC minimum set-aside election, checked in migration 0030. */
  set_aside_election: text('set_aside_election', { enum: SET_ASIDE_ELECTIONS }).notNull().default('NONE'),
  /** Minimum income as a multiple of the monthly rent, for the public calculator (migration 0032). */
  min_income_rent_multiple: numeric('min_income_rent_multiple', { precision: 4, scale: 2 }),
  /** FIRST_COME or LOTTERY: how the waitlist orders applications within a preference group (0033). */
  allocation_method: text('allocation_method', { enum: ALLOCATION_METHODS }).notNull().default('FIRST_COME'),
});

export const propertyContacts = tenantRecordTable('property_contacts', {
  property_id: integer('property_id').notNull(),
  full_name: text('full_name').notNull(),
  contact_type: text('contact_type'),
  email: text('email'),
  primary_contact: boolean('primary_contact').notNull().default(false),
});
