import { idParam, nameListQuery, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import {
  contactIdParam,
  type PropertySummary,
  property,
  propertyContact,
  propertyContactCreateBody,
  propertyContactUpdateBody,
  propertyCreateBody,
  propertyDetailsBody,
  propertyIdParam,
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
import { PropertyService, toPropertyContactDto, toPropertyDto } from './property.service.ts';

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
      schema: {
        tags,
        summary: 'Create a property (its company and one of that company’s contacts are required)',
        body: propertyCreateBody,
        response: { 201: property, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => {
      const row = await service.create(actorOf(req), req.body);
      reply.code(201);
      return toPropertyDto(row);
    },
  );

  r.get(
    '/api/property/:id',
    {
      schema: {
        tags,
        summary: 'One property with every field',
        params: idParam,
        response: { 200: property, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => toPropertyDto(await service.get(actorOf(req), req.params.id)),
  );

  r.put(
    '/api/property/:id',
    {
      schema: {
        tags,
        summary: 'Replace a property (409 if it changed since `version`)',
        params: idParam,
        body: propertyUpdateBody,
        response: { 200: property, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => toPropertyDto(await service.update(actorOf(req), req.params.id, req.body)),
  );

  r.put(
    '/api/properties/:id',
    {
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
    async (req) => toPropertyDto(await service.updateDetails(actorOf(req), req.params.id, req.body)),
  );

  r.delete(
    '/api/property/:id',
    {
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

  r.get(
    '/api/property/:propertyId/contacts',
    {
      schema: {
        tags,
        summary: "A property's contacts",
        params: propertyIdParam,
        querystring: nameListQuery,
        response: { 200: z.array(propertyContact), ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await service.listContacts(actorOf(req), req.params.propertyId, req.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toPropertyContactDto);
    },
  );

  r.post(
    '/api/property/:propertyId/contacts',
    {
      schema: {
        tags,
        summary: 'Add a contact to a property (a new primary contact replaces the old one)',
        params: propertyIdParam,
        body: propertyContactCreateBody,
        response: { 201: propertyContact, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => {
      const row = await service.createContact(actorOf(req), req.params.propertyId, req.body);
      reply.code(201);
      return toPropertyContactDto(row);
    },
  );

  r.put(
    '/api/property/contact/:contactId',
    {
      schema: {
        tags,
        summary: "Replace a property's contact (409 if it changed since `version`)",
        params: contactIdParam,
        body: propertyContactUpdateBody,
        response: { 200: propertyContact, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) =>
      toPropertyContactDto(await service.updateContact(actorOf(req), req.params.contactId, req.body)),
  );

  r.delete(
    '/api/property/contact/:contactId',
    {
      schema: {
        tags,
        summary: "Delete a property's contact",
        params: contactIdParam,
        response: { 200: successMessage, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => {
      await service.deleteContact(actorOf(req), req.params.contactId);
      return { success: true as const, message: 'Contact deleted' };
    },
  );
}
