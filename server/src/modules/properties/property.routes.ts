import { nameListQuery } from '@lar/contracts/paging';
import {
  type PropertyContact,
  type PropertyContactInput,
  property,
  propertyContact,
  propertyContactCreateBody,
  propertyContactUpdateBody,
  propertyCreateBody,
  propertyDetailsBody,
  propertyListQuery,
  propertySummary,
  propertyUpdateBody,
} from '@lar/contracts/properties';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../../lib/record-routes.ts';
import { ContactService, registerContactRoutes } from '../contacts/index.ts';
import { PropertyService } from './property.service.ts';
import { propertyContactOwner } from './property-contacts.ts';
import { propertyExportRoute } from './property-export.ts';

/**
 * The original API's paths (decision 006): `/api/properties` lists, `/api/property` creates,
 * `/api/property/{id}` reads, replaces and deletes, `/api/properties/{id}` takes the simpler
 * details form, and `/api/property/{propertyId}/contacts` and `/api/property/contact/{contactId}`
 * serve contacts.
 */
export default async function propertyRoutes(app: FastifyInstance) {
  const service = new PropertyService(app.deps);
  const tags = ['properties'];

  const properties = recordRoutes(app, { tags, answer: property, service });

  propertyExportRoute(app);

  properties.list(
    {
      url: '/api/properties',
      summary: 'Properties, filtered by a piece of the name (q) or company, sorted by name',
      querystring: propertyListQuery,
      item: propertySummary,
    },
    (actor, query) => service.list(actor, query),
  );

  properties.create(
    {
      url: '/api/property',
      summary: 'Create a property (its company and one of that company’s contacts are required)',
      body: propertyCreateBody,
      errors: [404],
    },
    (actor, body) => service.create(actor, body),
  );

  properties.get({ url: '/api/property/:id', summary: 'One property with every field' });

  properties.update(
    {
      url: '/api/property/:id',
      summary: 'Update a property: the fields sent, the others kept (409 if it changed since `version`)',
      body: propertyUpdateBody,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  properties.update(
    {
      url: '/api/properties/:id',
      summary: 'Update the details form fields (name, type, location, address)',
      description:
        'name is stored as property_name, address1 as street1, address2 as street2; property_type and ' +
        'property_location are columns of their own; city, state and postal_code are the same fields.',
      body: propertyDetailsBody,
    },
    (actor, id, body) => service.updateDetails(actor, id, body),
  );

  properties.delete({
    url: '/api/property/:id',
    summary: 'Delete a property and its contacts (409 while other records, such as units, need it)',
    message: 'Property deleted',
  });

  registerContactRoutes(
    app,
    new ContactService<PropertyContact, PropertyContactInput>(app.deps, propertyContactOwner),
    {
      tags,
      ownerPath: '/api/property/:propertyId/contacts',
      ownerParam: 'propertyId',
      contactPath: '/api/property/contact/:contactId',
      listQuery: nameListQuery,
      answer: propertyContact,
      createBody: propertyContactCreateBody,
      updateBody: propertyContactUpdateBody,
      summaries: {
        list: "A property's contacts",
        create: 'Add a contact to a property (a new primary contact replaces the old one)',
        update:
          "Update a property's contact: the fields sent, the others kept (409 if it changed since `version`)",
        delete: "Delete a property's contact",
      },
      deleteMayConflict: false,
    },
  );
}
