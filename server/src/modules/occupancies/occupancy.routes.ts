import { notEligibleExtension } from '@lar/contracts/compliance/api';
import {
  type Occupancy,
  type OccupancyValues,
  occupancy,
  occupancyBody,
  occupancyListQuery,
  occupancyUpdateBody,
  reactivateBody,
  terminateBody,
} from '@lar/contracts/occupancies';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { AUTHENTICATED, problemSchema, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { OccupancyService } from './occupancy.service.ts';

/** Terminate with nothing said: today, no reason (the original client's DELETE, an empty POST). */
const NO_TERMINATION = { end_date: null, end_reason: null, end_reason_details: null, version: undefined };

export default async function occupancyRoutes(app: FastifyInstance) {
  const service = new OccupancyService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['occupancies'];
  const one = { 200: occupancy, ...problems(...AUTHENTICATED, 404, 409) };
  // A write may be refused by the compliance gate: 409 NOT_ELIGIBLE with its figures, 403 to an override by a non-admin.
  const checked = { 403: problemSchema, 409: problemSchema.extend(notEligibleExtension) };

  r.get(
    '/api/occupancies',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'Occupancy history, newest first; empty filter values mean no filter',
        querystring: occupancyListQuery,
        response: { 200: z.array(occupancy), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { json, total } = await service.list(actorOf(req), req.query);
      sendTotal(reply, total);
      return sendJsonText<Occupancy[]>(reply, json);
    },
  );

  r.get(
    '/api/occupancies/:id',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'One occupancy',
        params: idParam,
        response: { 200: occupancy, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => sendJsonText<Occupancy>(reply, await service.getText(actorOf(req), req.params.id)),
  );

  r.post(
    '/api/occupancies',
    {
      config: { permission: 'write_occupancies' },
      schema: {
        tags,
        summary: 'Place a tenant in a unit (one ACTIVE occupancy per unit and per tenant)',
        body: occupancyBody,
        response: { 201: occupancy, ...problems(...AUTHENTICATED, 409), ...checked },
      },
    },
    async (req, reply) => {
      const created = await service.create(actorOf(req), req.body as OccupancyValues);
      reply.code(201);
      return created;
    },
  );

  r.put(
    '/api/occupancies/:id',
    {
      config: { permission: 'write_occupancies' },
      schema: {
        tags,
        summary: 'Update an occupancy (refused with 409 when `version` is not the current one)',
        params: idParam,
        body: occupancyUpdateBody,
        response: { ...one, ...checked },
      },
    },
    async (req) => {
      const { version, ...values } = req.body;
      return service.update(actorOf(req), req.params.id, version, values as OccupancyValues);
    },
  );

  r.post(
    '/api/occupancies/:id/terminate',
    {
      config: { permission: 'write_occupancies' },
      schema: {
        tags,
        summary:
          'End an occupancy: move-out date (today unless given), reason and status ENDED; the row is kept',
        params: idParam,
        body: terminateBody.nullish(),
        response: one,
      },
    },
    async (req) => {
      const { version, ...termination } = req.body ?? NO_TERMINATION;
      return service.terminate(actorOf(req), req.params.id, termination, version);
    },
  );

  r.post(
    '/api/occupancies/:id/reactivate',
    {
      config: { permission: 'write_occupancies' },
      schema: {
        tags,
        summary:
          'Clear the end date and make it ACTIVE again, subject to the one-active rules and the compliance gate (decision 022)',
        params: idParam,
        body: reactivateBody.nullish(),
        response: { ...one, ...checked },
      },
    },
    async (req) => service.reactivate(actorOf(req), req.params.id, req.body?.version),
  );

  r.delete(
    '/api/occupancies/:id',
    {
      config: { permission: 'write_occupancies' },
      schema: {
        tags,
        summary: 'Terminate (as the original client calls it): ends the occupancy today, keeps the row',
        params: idParam,
        response: one,
      },
    },
    async (req) => service.terminate(actorOf(req), req.params.id, NO_TERMINATION),
  );
}
