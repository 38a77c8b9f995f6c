import { z } from 'zod';
import { ALLOCATION_METHODS } from './allocation.ts';
import { SET_ASIDE_ELECTIONS } from './compliance/set-aside.ts';
import {
  booleanField,
  optionalChoice,
  optionalDate,
  optionalEmail,
  optionalLongText,
  optionalMoney,
  optionalPhone,
  optionalText,
  optionalUrl,
  optionalUsPostal,
  optionalUsState,
  optionalWholeNumber,
  requiredText,
  sameSchema,
  TEXT_MAX,
  usAddressFields,
} from './fields.ts';
import { ID_MAX, idParamNamed, nameListQuery, optionalIdQuery } from './paging.ts';
import { nullableMoney, recordAnswer } from './record-answer.ts';
import { acceptingEcho, optionalVersion, type UpdateChanges, updatingBody } from './update-body.ts';

export const BREED_RESTRICTION_MAX = 255;
/** Move-in timeline in whole days; ten years is far past any real lease-up. */
export const MOVE_IN_DAYS_MAX = 3650;

export const UTILITY_PAYERS = ['tenant', 'property'] as const;
export const STOVE_TYPES = ['Electric', 'Gas'] as const;
export const YES_NO = ['Yes', 'No'] as const;

/** The property's name, kind and where it is and is reached: texts, stored as the API names them. */
export const IDENTITY_FIELDS = [
  'property_name',
  'property_type',
  'property_location',
  'phone',
  'fax',
  'email',
  'neighborhood',
  'street1',
  'street2',
  'city',
  'state',
  'postal_code',
] as const;

/** Who pays each utility. */
export const UTILITY_FIELDS = [
  'utilities_heat',
  'utilities_hot_water',
  'utilities_sewage',
  'utilities_water',
  'utilities_electricity',
  'utilities_internet_cable',
  'utilities_gas',
] as const;

export const URL_FIELDS = [
  'pre_app_url',
  'pre_app_mail_url',
  'income_cert_rental_app_url',
  'income_cert_rental_app_mail_url',
  'credit_docs_url',
  'appeal_url',
  'lottery_appeal_url',
  'website_url',
  'video_url',
  'tour_url',
  'google_map_url',
  'property_image1_url',
  'property_image2_url',
  'property_image3_url',
  'unit_selection_sheet_url',
  'timeline_url',
] as const;

/** The property's count fields, as decision 006 lists them. */
export const COUNT_FIELDS = [
  'buildings_count',
  'floors_count',
  'units_count',
  'elevators_count',
  'parking_spaces_count',
  'handicap_spaces_count',
  'motorcycle_spaces_count',
  'bicycle_spaces_count',
  'storage_units_count',
  'laundry_rooms_count',
  'laundry_machines_count',
  'mailboxes_count',
  'trash_chutes_count',
  'recycling_bins_count',
  'compost_bins_count',
] as const;

export const PET_FEE_FIELDS = ['pet_fee_cat', 'pet_fee_dog', 'pet_fee_other'] as const;

const managerRef = z.number({ error: 'Choose a management company' }).int().min(1).max(ID_MAX);
const contactRef = z.number({ error: 'Choose a contact of the management company' }).int().min(1).max(ID_MAX);

const propertyFields = {
  property_manager_id: managerRef,
  /** Required: once a company is chosen, one of its contacts must be. */
  property_manager_contact_id: contactRef,
  property_name: requiredText(TEXT_MAX, 'Property name'),
  property_type: optionalText(),
  property_location: optionalText(),
  phone: optionalPhone,
  fax: optionalPhone,
  email: optionalEmail,
  neighborhood: optionalText(),
  ...usAddressFields,
  due_at_lease_signing: optionalText(),
  move_in_timeline: optionalWholeNumber(MOVE_IN_DAYS_MAX),
  ...sameSchema(UTILITY_FIELDS, optionalChoice(UTILITY_PAYERS)),
  parking: optionalText(),
  parking_details: optionalLongText(),
  stove_type: optionalChoice(STOVE_TYPES),
  washer_dryer_included: optionalChoice(YES_NO),
  pet_policy: optionalLongText(),
  pet_allowed: optionalChoice(YES_NO),
  ...sameSchema(PET_FEE_FIELDS, optionalMoney),
  breed_restriction: optionalText(BREED_RESTRICTION_MAX),
  lottery_preferences: optionalLongText(),
  min_income_language: optionalLongText(),
  ...sameSchema(URL_FIELDS, optionalUrl),
  tour_dates: optionalLongText(),
  contract_expiration: optionalDate,
  contract_type: optionalText(),
  contract_placement_fee: optionalMoney,
  units_managed: optionalWholeNumber(),
  ...sameSchema(COUNT_FIELDS, optionalWholeNumber()),
  /** A 100 % low-income building excused from annual recertification after the first year (issue 21). */
  annual_recertification_waived: booleanField,
  /** A deep rent-skewed project: over income above 170 % instead of 140 % (IRC 42(g)(2)(D)(ii)). */
  deep_rent_skewed: booleanField,
  /** The LIHTC minimum set-aside election; NONE for a property outside LIHTC (decision 027). */
  set_aside_election: z
    .enum(SET_ASIDE_ELECTIONS, { error: `Choose one of: ${SET_ASIDE_ELECTIONS.join(', ')}` })
    .default('NONE'),
};

export const propertyCreateBody = z.strictObject(propertyFields);
export type PropertyCreateBody = z.input<typeof propertyCreateBody>;
export type PropertyInput = z.output<typeof propertyCreateBody>;

/**
 * PUT /api/properties/{id}, the simpler details form (decision 006). Its names map onto the property's own
 * columns: name -> property_name, address1 -> street1, address2 -> street2; property_type and
 * property_location are columns of their own; city, state and postal_code are the same columns.
 */
const propertyDetailsFields = z.strictObject({
  name: requiredText(TEXT_MAX, 'Property name'),
  property_type: optionalText(),
  property_location: optionalText(),
  address1: optionalText(),
  address2: optionalText(),
  city: optionalText(),
  state: optionalUsState,
  postal_code: optionalUsPostal,
  version: optionalVersion,
});

const text = z.string().nullable();
const count = z.number().int().nullable();
export const property = recordAnswer({
  property_manager_id: z.number().int(),
  property_manager_name: z.string(),
  property_manager_contact_id: z.number().int(),
  property_manager_contact_name: z.string(),
  property_name: z.string(),
  property_type: text,
  property_location: text,
  phone: text,
  fax: text,
  email: text,
  neighborhood: text,
  street1: text,
  street2: text,
  city: text,
  state: text,
  postal_code: text,
  due_at_lease_signing: text,
  move_in_timeline: count,
  ...sameSchema(UTILITY_FIELDS, z.enum(UTILITY_PAYERS).nullable()),
  parking: text,
  parking_details: text,
  stove_type: z.enum(STOVE_TYPES).nullable(),
  washer_dryer_included: z.enum(YES_NO).nullable(),
  pet_policy: text,
  pet_allowed: z.enum(YES_NO).nullable(),
  ...sameSchema(PET_FEE_FIELDS, nullableMoney),
  breed_restriction: text,
  lottery_preferences: text,
  min_income_language: text,
  ...sameSchema(URL_FIELDS, text),
  tour_dates: text,
  contract_expiration: text,
  contract_type: text,
  contract_placement_fee: nullableMoney,
  units_managed: count,
  ...sameSchema(COUNT_FIELDS, count),
  annual_recertification_waived: z.boolean(),
  deep_rent_skewed: z.boolean(),
  set_aside_election: z.enum(SET_ASIDE_ELECTIONS),
  /** Set by PUT /api/property/{id}/allocation (decision 033); read-only here. */
  allocation_method: z.enum(ALLOCATION_METHODS),
});
export type Property = z.infer<typeof property>;

/**
 * PUT /api/property/{id}: a field left out stays as stored (decision 037); `version`, when given,
 * is the one the edit started from.
 */
export const propertyUpdateBody = updatingBody(propertyFields, property);
export type PropertyUpdateBody = z.input<typeof propertyUpdateBody>;
export type PropertyChanges = UpdateChanges<typeof propertyUpdateBody>;

export const propertyDetailsBody = acceptingEcho(propertyDetailsFields, property);
export type PropertyDetailsBody = z.input<typeof propertyDetailsBody>;
export type PropertyDetailsInput = z.output<typeof propertyDetailsBody>;

/** A row of the property list: name, phone, e-mail, city and state, plus what the screen acts on. */
export const propertySummary = property.pick({
  id: true,
  property_name: true,
  phone: true,
  email: true,
  city: true,
  state: true,
  property_manager_id: true,
  property_manager_name: true,
  version: true,
});
export type PropertySummary = z.infer<typeof propertySummary>;

export const propertyListQuery = nameListQuery.extend({
  /** Only the properties of one management company. */
  property_manager_id: optionalIdQuery,
});

const contactFields = {
  full_name: requiredText(TEXT_MAX, 'Full name'),
  contact_type: optionalText(),
  email: optionalEmail,
  /** At most one per property: saving one as primary clears the flag on the others. */
  primary_contact: booleanField,
};

export const propertyContactCreateBody = z.strictObject(contactFields);
export type PropertyContactCreateBody = z.input<typeof propertyContactCreateBody>;
export type PropertyContactInput = z.output<typeof propertyContactCreateBody>;

export const propertyContact = recordAnswer({
  property_id: z.number().int(),
  full_name: z.string(),
  contact_type: text,
  email: text,
  primary_contact: z.boolean(),
});
export type PropertyContact = z.infer<typeof propertyContact>;

/** PUT: a field left out stays as stored (decision 037). */
export const propertyContactUpdateBody = updatingBody(contactFields, propertyContact);
export type PropertyContactUpdateBody = z.input<typeof propertyContactUpdateBody>;
export type PropertyContactChanges = UpdateChanges<typeof propertyContactUpdateBody>;

export const propertyIdParam = idParamNamed('propertyId');
export const contactIdParam = idParamNamed('contactId');
