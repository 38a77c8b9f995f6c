import { z } from 'zod';
import {
  booleanField,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUsPostal,
  optionalUsState,
  requiredText,
  TEXT_MAX,
} from './fields.ts';
import { idParamNamed, nameListQuery } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { type UpdateChanges, updatingBody } from './update-body.ts';

/** A management company's text fields are at most 120 characters (decision 006). */
export const MANAGER_TEXT_MAX = 120;

const managerFields = {
  management_co: requiredText(MANAGER_TEXT_MAX, 'Company name'),
  phone: optionalPhone,
  fax: optionalPhone,
  email: optionalEmail,
  address1: optionalText(MANAGER_TEXT_MAX),
  address2: optionalText(MANAGER_TEXT_MAX),
  city: optionalText(MANAGER_TEXT_MAX),
  state: optionalUsState,
  postal_code: optionalUsPostal,
};

export const propertyManagerCreateBody = z.strictObject(managerFields);
export type PropertyManagerCreateBody = z.input<typeof propertyManagerCreateBody>;
export type PropertyManagerInput = z.output<typeof propertyManagerCreateBody>;

const nullableString = z.string().nullable();

export const propertyManager = recordAnswer({
  management_co: z.string(),
  /** The same value as `management_co`: clients of the original API fall back to `name` (decision 006). */
  name: z.string(),
  phone: nullableString,
  fax: nullableString,
  email: nullableString,
  address1: nullableString,
  address2: nullableString,
  city: nullableString,
  state: nullableString,
  postal_code: nullableString,
  /** How many properties this company manages (a company with any cannot be deleted). */
  properties_count: z.number().int(),
});
export type PropertyManager = z.infer<typeof propertyManager>;

/** PUT: a field left out stays as stored (decision 037); `version`, when given, is the one the edit started from. */
export const propertyManagerUpdateBody = updatingBody(managerFields, propertyManager);
export type PropertyManagerUpdateBody = z.input<typeof propertyManagerUpdateBody>;
export type PropertyManagerChanges = UpdateChanges<typeof propertyManagerUpdateBody>;

export const propertyManagerListQuery = nameListQuery;

const contactFields = {
  full_name: requiredText(TEXT_MAX, 'Full name'),
  email: optionalEmail,
  phone: optionalPhone,
  position: optionalText(),
  department: optionalText(),
  /** At most one per company: saving one as primary clears the flag on the others. */
  primary_contact: booleanField,
  /** Shown as "(Preferential)" where properties choose their company contact. */
  preferencial: booleanField,
};

export const managerContactCreateBody = z.strictObject(contactFields);
export type ManagerContactCreateBody = z.input<typeof managerContactCreateBody>;
export type ManagerContactInput = z.output<typeof managerContactCreateBody>;

export const managerContact = recordAnswer({
  property_manager_id: z.number().int(),
  full_name: z.string(),
  email: nullableString,
  phone: nullableString,
  position: nullableString,
  department: nullableString,
  primary_contact: z.boolean(),
  preferencial: z.boolean(),
});
export type ManagerContact = z.infer<typeof managerContact>;

/** PUT: a field left out stays as stored (decision 037). */
export const managerContactUpdateBody = updatingBody(contactFields, managerContact);
export type ManagerContactUpdateBody = z.input<typeof managerContactUpdateBody>;
export type ManagerContactChanges = UpdateChanges<typeof managerContactUpdateBody>;

export const managerIdParam = idParamNamed('managerId');
export const contactIdParam = idParamNamed('contactId');
