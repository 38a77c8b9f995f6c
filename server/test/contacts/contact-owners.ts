import type { Crm } from '../helpers/crm.ts';

/** What the contact tests need to know of an owner of contacts: a company or a property. */
export interface ContactOwnerCase {
  label: string;
  entity: string;
  ownerKey: string;
  createOwner(c: Crm, token: string): Promise<number>;
  contactsPath(ownerId: number): string;
  contactPath(contactId: number): string;
  /** A contact with every field as a form would send it, and as it is answered. */
  spec: {
    body: Record<string, unknown>;
    expected: Record<string, unknown>;
    /** A piece of the contact's name. */
    piece: string;
    second: { name: string; piece: string; defaults: Record<string, unknown> };
    sortedNames: string[];
    edit: Record<string, unknown>;
    editExpected: Record<string, unknown>;
  };
  invalid: Array<[string, Record<string, unknown>, string, string]>;
}

const sharedInvalid: ContactOwnerCase['invalid'] = [
  ['a missing full name', { full_name: undefined }, 'full_name', 'invalid_type'],
  ['a blank full name', { full_name: ' ' }, 'full_name', 'too_small'],
  ['an empty full name', { full_name: '' }, 'full_name', 'too_small'],
  ['a full name over 150', { full_name: 'x'.repeat(151) }, 'full_name', 'too_big'],
  ['a primary flag that is not a boolean', { primary_contact: 'yes' }, 'primary_contact', 'invalid_type'],
  ['a primary flag given as text', { primary_contact: 'true' }, 'primary_contact', 'invalid_type'],
];

const company: ContactOwnerCase = {
  label: 'company',
  entity: 'property_manager_contact',
  ownerKey: 'property_manager_id',
  createOwner: async (c, token) => (await c.createManager(token)).id,
  contactsPath: (id) => `/api/property-management/${id}/contacts`,
  contactPath: (id) => `/api/property-management/contact/${id}`,
  spec: {
    body: {
      full_name: ' Ana Souza ',
      email: 'ana @harbor.example.com',
      phone: '(617) 555-0130',
      position: 'Leasing Manager',
      department: '',
      primary_contact: true,
      preferencial: true,
    },
    expected: {
      full_name: 'Ana Souza',
      email: 'ana@harbor.example.com',
      phone: '6175550130',
      position: 'Leasing Manager',
      department: null,
      primary_contact: true,
      preferencial: true,
    },
    piece: 'souz',
    second: { name: 'Bruno Lima', piece: 'brun', defaults: { primary_contact: false, preferencial: false } },
    sortedNames: ['Ana Souza', 'Bruno Lima'],
    edit: { position: 'Director' },
    editExpected: { position: 'Director', email: null },
  },
  invalid: [
    ...sharedInvalid,
    ['a bad e-mail', { email: 'ana@' }, 'email', 'invalid_email'],
    ['a phone of 7 digits', { phone: '555-0130' }, 'phone', 'phone_digits'],
    ['a phone input over 30 characters', { phone: '6'.repeat(31) }, 'phone', 'too_big'],
    ['a position over 150', { position: 'x'.repeat(151) }, 'position', 'too_big'],
    ['a department over 150', { department: 'x'.repeat(151) }, 'department', 'too_big'],
    ['a preferencial flag that is not a boolean', { preferencial: 1 }, 'preferencial', 'invalid_type'],
    ['an unknown field', { contact_type: 'Leasing' }, 'contact_type', 'unrecognized_keys'],
  ],
};

const property: ContactOwnerCase = {
  label: 'property',
  entity: 'property_contact',
  ownerKey: 'property_id',
  async createOwner(c, token) {
    const manager = await c.createManager(token);
    const contact = await c.createManagerContact(token, manager.id);
    return (await c.createProperty(token, manager.id, contact.id)).id;
  },
  contactsPath: (id) => `/api/property/${id}/contacts`,
  contactPath: (id) => `/api/property/contact/${id}`,
  spec: {
    body: {
      full_name: ' Diego Ramos ',
      contact_type: 'Superintendent',
      email: 'diego @elm.example.com',
      primary_contact: true,
    },
    expected: {
      full_name: 'Diego Ramos',
      contact_type: 'Superintendent',
      email: 'diego@elm.example.com',
      primary_contact: true,
    },
    piece: 'dieg',
    second: { name: 'Alice Moreau', piece: 'morea', defaults: { primary_contact: false } },
    sortedNames: ['Alice Moreau', 'Diego Ramos'],
    edit: { contact_type: 'Leasing' },
    editExpected: { contact_type: 'Leasing' },
  },
  invalid: [
    ...sharedInvalid,
    ['a contact type over 150', { contact_type: 'x'.repeat(151) }, 'contact_type', 'too_big'],
    ['a bad e-mail', { email: 'diego' }, 'email', 'invalid_email'],
    ['an unknown field', { phone_ext: '12' }, 'phone_ext', 'unrecognized_keys'],
  ],
};

export const OWNERS = [company, property];
