import type { PropertyContact } from '@lar/contracts/properties';
import { properties, propertyContacts } from '../../db/schema/properties.ts';
import type { ContactOwner } from '../contacts/index.ts';
import { propertyContactShape } from './property-shapes.ts';

/** A property's contacts: nothing else refers to them, so they are always deletable. */
export const propertyContactOwner: ContactOwner<PropertyContact> = {
  entity: 'property_contact',
  ownerName: 'Property',
  ownerTable: properties,
  contacts: propertyContacts,
  ownerColumn: propertyContacts.property_id,
  ownerKey: 'property_id',
  shape: propertyContactShape,
  ownerOf: (contact) => contact.property_id,
};
