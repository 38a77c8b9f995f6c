import { idParam } from '@lar/contracts/paging';
import { type Unit, unit, unitBody, unitListQuery, unitUpdateBody } from '@lar/contracts/units';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { UnitService } from './unit.service.ts';

export default async function unitRoutes(app: FastifyInstance) {
  const service = new UnitService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['units'];

  r.get(
    '/api/units',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary:
          'Units of one property (`property_id`) or of all, searchable by unit number or property name',
        querystring: unitListQuery,
        response: { 200: z.array(unit), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { json, total } = await service.list(actorOf(req), req.query);
      sendTotal(reply, total);
      return sendJsonText<Unit[]>(reply, json);
    },
  );

  r.get(
    '/api/units/:id',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'One unit',
        params: idParam,
        response: { 200: unit, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => service.get(actorOf(req), req.params.id),
  );

  r.post(
    '/api/units',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary: 'Create a unit',
        body: unitBody,
        response: { 201: unit, ...problems(...AUTHENTICATED, 409) },
      },
    },
    async (req, reply) => {
      const created = await service.create(actorOf(req), req.body);
      reply.code(201);
      return created;
    },
  );

  r.put(
    '/api/units/:id',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary: 'Update a unit (refused with 409 when `version` is not the current one)',
        params: idParam,
        body: unitUpdateBody,
        response: { 200: unit, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => {
      const { version, ...values } = req.body;
      return service.update(actorOf(req), req.params.id, version, values);
    },
  );

  r.delete(
    '/api/units/:id',
    {
      config: { permission: 'delete_records' },
      schema: {
        tags,
        summary: 'Delete a unit that has no occupancies',
        params: idParam,
        response: { 204: z.null(), ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req, reply) => {
      await service.delete(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
