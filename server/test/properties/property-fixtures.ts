import { COUNT_FIELDS, URL_FIELDS, UTILITY_FIELDS } from '@lar/contracts/properties';
import { beforeAll } from 'vitest';
import { type CrmSuite, crmSuite, type Row } from '../helpers/crm.ts';
import { unique } from '../helpers/test-app.ts';

/** A company of the test's organization with two contacts, the first preferential. */
export interface Company {
  id: number;
  contactId: number;
  otherContactId: number;
}

/** The fields a property needs, with its company's preferential contact. */
export const minimalProperty = (company: Company) => ({
  property_manager_id: company.id,
  property_manager_contact_id: company.contactId,
  property_name: unique('Property '),
});

/** Every field of a property, as a form would send it. */
export function fullPropertyBody(company: Company): Record<string, unknown> {
  return {
    ...minimalProperty(company),
    property_name: 'Elm Street Apartments',
    property_type: 'Multifamily',
    property_location: 'Near the Red Line',
    phone: '(617) 555-0140',
    fax: '617-555-0141',
    email: ' leasing@elm .example.com',
    neighborhood: 'Dorchester',
    street1: '12 Elm St',
    street2: '',
    city: 'Boston',
    state: 'MA',
    postal_code: '02124',
    due_at_lease_signing: 'First month and security deposit',
    move_in_timeline: '45',
    ...Object.fromEntries(UTILITY_FIELDS.map((f, i) => [f, i % 2 === 0 ? 'tenant' : 'property'])),
    parking: 'Yes',
    parking_details: 'One space per unit, $50/month',
    stove_type: 'Gas',
    washer_dryer_included: 'Yes',
    pet_policy: 'Cats and small dogs',
    pet_allowed: 'Yes',
    pet_fee_cat: 25,
    pet_fee_dog: '40.5',
    pet_fee_other: '',
    breed_restriction: 'No restricted breeds',
    lottery_preferences: 'Local residents',
    min_income_language: '2.5x the rent',
    ...Object.fromEntries(URL_FIELDS.map((f) => [f, `https://elm.example.com/${f}`])),
    tour_dates: 'Saturdays 10-12',
    contract_expiration: '2027-06-30',
    contract_type: 'Management agreement',
    contract_placement_fee: '1500',
    units_managed: '48',
    ...Object.fromEntries(COUNT_FIELDS.map((f, i) => [f, i])),
  };
}

/** A CRM suite with a company of `orgA` and its properties' bodies. */
export interface PropertySuite extends Omit<CrmSuite, 'createProperty'> {
  company: Company;
  minimal(): ReturnType<typeof minimalProperty>;
  fullBody(): Record<string, unknown>;
  /** A property of the suite's company, by `token` (orgA's admin by default). */
  createProperty(token?: string, body?: Record<string, unknown>): Promise<Row>;
}

export function propertySuite(labelA: string, labelB: string): PropertySuite {
  const crm = crmSuite(labelA, labelB);
  const suite: PropertySuite = Object.assign(crm, {
    company: undefined as unknown as Company,
    minimal: () => minimalProperty(suite.company),
    fullBody: () => fullPropertyBody(suite.company),
    createProperty: async (token = crm.orgA.adminToken, body: Record<string, unknown> = {}) =>
      crm.created(await crm.call(token, 'POST', '/api/property', { ...suite.minimal(), ...body })),
  });
  beforeAll(async () => {
    suite.company = await crm.createCompany(crm.orgA.adminToken);
  });
  return suite;
}
