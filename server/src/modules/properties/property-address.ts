import { properties } from '../../db/schema/properties.ts';

/** A property's name and postal address, as letters and forms print them (`postalAddress`). */
export const propertyAddressColumns = {
  name: properties.property_name,
  street1: properties.street1,
  street2: properties.street2,
  city: properties.city,
  state: properties.state,
  postal_code: properties.postal_code,
};
