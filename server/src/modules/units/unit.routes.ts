import { idParam } from '@lar/contracts/paging';
import { type Unit, unit, unitBody, unitListQuery, unitUpdateBody } from '@lar/contracts/units';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../../lib/paged-list.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { UnitService } from './unit.service.ts';

export default async function unitRoutes(app: FastifyInstance) {
  const service = new UnitService(app.deps);
  const tags = ['units'];

  route(
    app,
    {
      method: 'GET',
      url: '/api/units',
      permission: 'read_records',
      tags,
      summary: 'Units of one property (`property_id`) or of all, searchable by unit number or property name',
      querystring: unitListQuery,
      response: { 200: z.array(unit) },
    },
    async (req, reply) => sendPage<Unit>(reply, await service.list(actorOf(req), req.query)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/units/:id',
      permission: 'read_records',
      tags,
      summary: 'One unit',
      params: idParam,
      response: { 200: unit },
      errors: [404],
    },
    async (req) => service.get(actorOf(req), req.params.id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/units',
      permission: 'write_records',
      tags,
      summary: 'Create a unit',
      body: unitBody,
      response: { 201: unit },
      errors: [409],
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
      method: 'PUT',
      url: '/api/units/:id',
      permission: 'write_records',
      tags,
      summary: 'Update a unit (refused with 409 when `version` is not the current one)',
      params: idParam,
      body: unitUpdateBody,
      response: { 200: unit },
      errors: [404, 409],
    },
    async (req) => {
      const { version, ...values } = req.body;
      return service.update(actorOf(req), req.params.id, version, values);
    },
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/api/units/:id',
      permission: 'delete_records',
      tags,
      summary: 'Delete a unit that has no occupancies',
      params: idParam,
      response: { 204: z.null() },
      errors: [404, 409],
    },
    async (req, reply) => {
      await service.delete(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
