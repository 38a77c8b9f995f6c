import { idParam, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import {
  contactIdParam,
  managerContact,
  managerContactCreateBody,
  managerContactUpdateBody,
  managerIdParam,
  propertyManager,
  propertyManagerCreateBody,
  propertyManagerListQuery,
  propertyManagerUpdateBody,
} from '@lar/contracts/property-managers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, problems, successMessage } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  PropertyManagerService,
  toManagerContactDto,
  toPropertyManagerDto,
} from './property-manager.service.ts';

/**
 * The original API's paths (decision 006): `/api/property-manager` for companies,
 * `/api/property-management/...` for contacts.
 */
export default async function propertyManagerRoutes(app: FastifyInstance) {
  const service = new PropertyManagerService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['property-managers'];

  r.get(
    '/api/property-manager',
    {
      schema: {
        tags,
        summary: 'Management companies, filtered by a piece of the name (q) and sorted by name',
        querystring: propertyManagerListQuery,
        response: { 200: z.array(propertyManager), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await service.list(actorOf(req), req.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toPropertyManagerDto);
    },
  );

  r.post(
    '/api/property-manager',
    {
      schema: {
        tags,
        summary: 'Create a management company',
        body: propertyManagerCreateBody,
        response: { 201: propertyManager, ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const row = await service.create(actorOf(req), req.body);
      reply.code(201);
      return toPropertyManagerDto(row);
    },
  );

  r.get(
    '/api/property-manager/:id',
    {
      schema: {
        tags,
        summary: 'One management company',
        params: idParam,
        response: { 200: propertyManager, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => toPropertyManagerDto(await service.get(actorOf(req), req.params.id)),
  );

  r.put(
    '/api/property-manager/:id',
    {
      schema: {
        tags,
        summary: 'Replace a management company (409 if it changed since `version`)',
        params: idParam,
        body: propertyManagerUpdateBody,
        response: { 200: propertyManager, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => toPropertyManagerDto(await service.update(actorOf(req), req.params.id, req.body)),
  );

  r.delete(
    '/api/property-manager/:id',
    {
      schema: {
        tags,
        summary: 'Delete a management company and its contacts (409 while it manages properties)',
        params: idParam,
        response: { 200: successMessage, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => {
      await service.delete(actorOf(req), req.params.id);
      return { success: true as const, message: 'Property manager deleted' };
    },
  );

  r.get(
    '/api/property-management/:managerId/contacts',
    {
      schema: {
        tags,
        summary: "A management company's contacts",
        params: managerIdParam,
        querystring: propertyManagerListQuery,
        response: { 200: z.array(managerContact), ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await service.listContacts(actorOf(req), req.params.managerId, req.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toManagerContactDto);
    },
  );

  r.post(
    '/api/property-management/:managerId/contacts',
    {
      schema: {
        tags,
        summary: 'Add a contact to a management company (a new primary contact replaces the old one)',
        params: managerIdParam,
        body: managerContactCreateBody,
        response: { 201: managerContact, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => {
      const row = await service.createContact(actorOf(req), req.params.managerId, req.body);
      reply.code(201);
      return toManagerContactDto(row);
    },
  );

  r.put(
    '/api/property-management/contact/:contactId',
    {
      schema: {
        tags,
        summary: "Replace a management company's contact (409 if it changed since `version`)",
        params: contactIdParam,
        body: managerContactUpdateBody,
        response: { 200: managerContact, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) =>
      toManagerContactDto(await service.updateContact(actorOf(req), req.params.contactId, req.body)),
  );

  r.delete(
    '/api/property-management/contact/:contactId',
    {
      schema: {
        tags,
        summary: "Delete a management company's contact (409 while a property uses it)",
        params: contactIdParam,
        response: { 200: successMessage, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => {
      await service.deleteContact(actorOf(req), req.params.contactId);
      return { success: true as const, message: 'Contact deleted' };
    },
  );
}
