import { idParam, nameListQuery, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { AUTHENTICATED, problems, successMessage } from '../../lib/route-schemas.ts';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['properties'];

  r.get(
    '/api/properties',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'Properties, filtered by a piece of the name (q) or company, sorted by name',
        querystring: propertyListQuery,
        response: { 200: z.array(propertySummary), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { json, total } = await service.list(actorOf(req), req.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return sendJsonText<PropertySummary[]>(reply, json);
    },
  );

  r.post(
    '/api/property',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary: 'Create a property (its company and one of that company’s contacts are required)',
        body: propertyCreateBody,
        response: { 201: property, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => {
      const created = await service.create(actorOf(req), req.body);
      reply.code(201);
      return created;
    },
  );

  r.get(
    '/api/property/:id',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'One property with every field',
        params: idParam,
        response: { 200: property, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => sendJsonText<Property>(reply, await service.get(actorOf(req), req.params.id)),
  );

  r.put(
    '/api/property/:id',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary: 'Replace a property (409 if it changed since `version`)',
        params: idParam,
        body: propertyUpdateBody,
        response: { 200: property, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  r.put(
    '/api/properties/:id',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary: 'Update the details form fields (name, type, location, address)',
        description:
          'name is stored as property_name, address1 as street1, address2 as street2; property_type and ' +
          'property_location are columns of their own; city, state and postal_code are the same fields.',
        params: idParam,
        body: propertyDetailsBody,
        response: { 200: property, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => service.updateDetails(actorOf(req), req.params.id, req.body),
  );

  r.delete(
    '/api/property/:id',
    {
      config: { permission: 'delete_records' },
      schema: {
        tags,
        summary: 'Delete a property and its contacts (409 while other records, such as units, need it)',
        params: idParam,
        response: { 200: successMessage, ...problems(...AUTHENTICATED, 404, 409) },
      },
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
