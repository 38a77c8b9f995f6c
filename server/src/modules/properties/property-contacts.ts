import {
  type PropertyContact,
  type PropertyContactInput,
  propertyContactCreateBody,
} from '@lar/contracts/properties';
import { properties, propertyContacts } from '../../db/schema/properties.ts';
import type { EveryFieldHasItsColumn } from '../../lib/field-columns.ts';
import type { ContactOwner } from '../contacts/index.ts';
import { propertyContactShape } from './property-shapes.ts';

/** Fails to compile when a field of the contact's body has no column of its name. */
const _everyFieldHasItsColumn: EveryFieldHasItsColumn<PropertyContactInput, typeof propertyContacts> = true;

/** A property's contacts: nothing else refers to them, so they are always deletable. */
export const propertyContactOwner: ContactOwner<PropertyContact> = {
  entity: 'property_contact',
  ownerName: 'Property',
  ownerTable: properties,
  contacts: propertyContacts,
  fields: Object.keys(propertyContactCreateBody.shape),
  ownerColumn: propertyContacts.property_id,
  ownerKey: 'property_id',
  shape: propertyContactShape,
  ownerOf: (contact) => contact.property_id,
};
