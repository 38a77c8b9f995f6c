import {
  type ManagerContact,
  type ManagerContactInput,
  managerContactCreateBody,
} from '@lar/contracts/property-managers';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import { propertyManagerContacts, propertyManagers } from '../../db/schema/property-managers.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { countRows } from '../../db/tenant-rows.ts';
import { inUse } from '../../lib/app-error.ts';
import { countOf } from '../../lib/count-of.ts';
import type { EveryFieldHasItsColumn } from '../../lib/field-columns.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { recordShape } from '../../lib/record-shape.ts';
import type { ContactOwner } from '../contacts/index.ts';

const contacts = propertyManagerContacts;

/** A management company's contact, as the API answers it. */
export const managerContactShape = recordShape<ManagerContact>({
  id: contacts.id,
  property_manager_id: contacts.property_manager_id,
  full_name: contacts.full_name,
  email: contacts.email,
  phone: contacts.phone,
  position: contacts.position,
  department: contacts.department,
  primary_contact: contacts.primary_contact,
  preferencial: contacts.preferencial,
  version: contacts.version,
  created_at: jsonTimestamp(contacts.createdAt),
  updated_at: jsonTimestamp(contacts.updatedAt),
});

/** How many properties name this contact as their company contact. */
function propertiesUsing(q: Queryable, tenant: Tenant, contactId: number): Promise<number> {
  return countRows(q, tenant, properties, eq(properties.property_manager_contact_id, contactId));
}

/** Fails to compile when a field of the contact's body has no column of its name. */
const _everyFieldHasItsColumn: EveryFieldHasItsColumn<ManagerContactInput, typeof contacts> = true;

/** A company's contacts: refused deletion while a property names the contact as its company contact. */
export const managerContacts: ContactOwner<ManagerContact> = {
  entity: 'property_manager_contact',
  ownerName: 'Property manager',
  ownerTable: propertyManagers,
  contacts,
  fields: Object.keys(managerContactCreateBody.shape),
  ownerColumn: contacts.property_manager_id,
  ownerKey: 'property_manager_id',
  shape: managerContactShape,
  ownerOf: (contact) => contact.property_manager_id,
  async assertDeletable(q, tenant, contactId) {
    const using = await propertiesUsing(q, tenant, contactId);
    if (using > 0) {
      throw inUse(
        `This contact is the company contact of ${countOf(using, 'property', 'properties')}. ` +
          'Choose another contact for them first.',
      );
    }
  },
};
