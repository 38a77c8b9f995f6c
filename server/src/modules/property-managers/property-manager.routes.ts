import { idParam } from '@lar/contracts/paging';
import {
  type ManagerContact,
  type ManagerContactInput,
  managerContact,
  managerContactCreateBody,
  managerContactUpdateBody,
  type PropertyManager,
  propertyManager,
  propertyManagerCreateBody,
  propertyManagerListQuery,
  propertyManagerUpdateBody,
} from '@lar/contracts/property-managers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendPage } from '../../lib/paged-list.ts';
import { route } from '../../lib/route.ts';
import { successMessage } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { registerContactRoutes } from '../contacts/contact.routes.ts';
import { ContactService } from '../contacts/contact.service.ts';
import { managerContacts } from './manager-contacts.ts';
import { PropertyManagerService } from './property-manager.service.ts';

/**
 * The original API's paths (decision 006): `/api/property-manager` for companies,
 * `/api/property-management/...` for contacts.
 */
export default async function propertyManagerRoutes(app: FastifyInstance) {
  const service = new PropertyManagerService(app.deps);
  const tags = ['property-managers'];

  route(
    app,
    {
      method: 'GET',
      url: '/api/property-manager',
      permission: 'read_records',
      tags,
      summary: 'Management companies, filtered by a piece of the name (q) and sorted by name',
      querystring: propertyManagerListQuery,
      response: { 200: z.array(propertyManager) },
    },
    async (req, reply) => sendPage<PropertyManager>(reply, await service.list(actorOf(req), req.query)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/property-manager',
      permission: 'write_records',
      tags,
      summary: 'Create a management company',
      body: propertyManagerCreateBody,
      response: { 201: propertyManager },
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
      url: '/api/property-manager/:id',
      permission: 'read_records',
      tags,
      summary: 'One management company',
      params: idParam,
      response: { 200: propertyManager },
      errors: [404],
    },
    async (req, reply) =>
      sendJsonText<PropertyManager>(reply, await service.get(actorOf(req), req.params.id)),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/property-manager/:id',
      permission: 'write_records',
      tags,
      summary: 'Replace a management company (409 if it changed since `version`)',
      params: idParam,
      body: propertyManagerUpdateBody,
      response: { 200: propertyManager },
      errors: [404, 409],
    },
    async (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/api/property-manager/:id',
      permission: 'delete_records',
      tags,
      summary: 'Delete a management company and its contacts (409 while it manages properties)',
      params: idParam,
      response: { 200: successMessage },
      errors: [404, 409],
    },
    async (req) => {
      await service.delete(actorOf(req), req.params.id);
      return { success: true as const, message: 'Property manager deleted' };
    },
  );

  registerContactRoutes(
    app,
    new ContactService<ManagerContact, ManagerContactInput>(app.deps, managerContacts),
    {
      tags,
      ownerPath: '/api/property-management/:managerId/contacts',
      ownerParam: 'managerId',
      contactPath: '/api/property-management/contact/:contactId',
      listQuery: propertyManagerListQuery,
      answer: managerContact,
      createBody: managerContactCreateBody,
      updateBody: managerContactUpdateBody,
      summaries: {
        list: "A management company's contacts",
        create: 'Add a contact to a management company (a new primary contact replaces the old one)',
        update: "Replace a management company's contact (409 if it changed since `version`)",
        delete: "Delete a management company's contact (409 while a property uses it)",
      },
      deleteMayConflict: true,
    },
  );
}
