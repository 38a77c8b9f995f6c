import { idParam, nameListQuery } from '@lar/contracts/paging';
import {
  type Property,
  type PropertyContact,
  type PropertyContactInput,
  type PropertySummary,
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
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendPage } from '../../lib/paged-list.ts';
import { route } from '../../lib/route.ts';
import { successMessage } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { registerContactRoutes } from '../contacts/contact.routes.ts';
import { ContactService } from '../contacts/contact.service.ts';
import { PropertyService } from './property.service.ts';
import { propertyContactOwner } from './property-contacts.ts';

/**
 * The original API's paths (decision 006): `/api/properties` lists, `/api/property` creates,
 * `/api/property/{id}` reads, replaces and deletes, `/api/properties/{id}` takes the simpler
 * details form, and `/api/property/{propertyId}/contacts` and `/api/property/contact/{contactId}`
 * serve contacts.
 */
export default async function propertyRoutes(app: FastifyInstance) {
  const service = new PropertyService(app.deps);
  const tags = ['properties'];

  route(
    app,
    {
      method: 'GET',
      url: '/api/properties',
      permission: 'read_records',
      tags,
      summary: 'Properties, filtered by a piece of the name (q) or company, sorted by name',
      querystring: propertyListQuery,
      response: { 200: z.array(propertySummary) },
    },
    async (req, reply) => sendPage<PropertySummary>(reply, await service.list(actorOf(req), req.query)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/property',
      permission: 'write_records',
      tags,
      summary: 'Create a property (its company and one of that company’s contacts are required)',
      body: propertyCreateBody,
      response: { 201: property },
      errors: [404],
    },
    async (req, reply) => {
      const created = await service.create(actorOf(req), req.body);
      reply.code(201);
      return created;
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/property/:id',
      permission: 'read_records',
      tags,
      summary: 'One property with every field',
      params: idParam,
      response: { 200: property },
      errors: [404],
    },
    async (req, reply) => sendJsonText<Property>(reply, await service.get(actorOf(req), req.params.id)),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/property/:id',
      permission: 'write_records',
      tags,
      summary: 'Replace a property (409 if it changed since `version`)',
      params: idParam,
      body: propertyUpdateBody,
      response: { 200: property },
      errors: [404, 409],
    },
    async (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/properties/:id',
      permission: 'write_records',
      tags,
      summary: 'Update the details form fields (name, type, location, address)',
      description:
        'name is stored as property_name, address1 as street1, address2 as street2; property_type and ' +
        'property_location are columns of their own; city, state and postal_code are the same fields.',
      params: idParam,
      body: propertyDetailsBody,
      response: { 200: property },
      errors: [404, 409],
    },
    async (req) => service.updateDetails(actorOf(req), req.params.id, req.body),
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/api/property/:id',
      permission: 'delete_records',
      tags,
      summary: 'Delete a property and its contacts (409 while other records, such as units, need it)',
      params: idParam,
      response: { 200: successMessage },
      errors: [404, 409],
    },
    async (req) => {
      await service.delete(actorOf(req), req.params.id);
      return { success: true as const, message: 'Property deleted' };
    },
  );

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
        update: "Replace a property's contact (409 if it changed since `version`)",
        delete: "Delete a property's contact",
      },
      deleteMayConflict: false,
    },
  );
}
