import {
  type Candidate,
  candidate,
  candidateBody,
  candidateListQuery,
  candidateLookup,
  candidateLookupQuery,
  candidateUpdateBody,
} from '@lar/contracts/candidates';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { CandidateService } from './candidate.service.ts';

/**
 * Applicants' records. Registering and editing them is a leasing agent's daily work, open to every
 * staff account; deleting one is for main accounts (decision 017).
 */
export default async function candidateRoutes(app: FastifyInstance) {
  const service = new CandidateService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['candidates'];

  r.get(
    '/api/candidates',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'Candidates, filtered and paged, each with its current occupancy',
        querystring: candidateListQuery,
        response: { 200: z.array(candidate), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { json, total } = await service.list(actorOf(req), req.query);
      sendTotal(reply, total);
      return sendJsonText<Candidate[]>(reply, json);
    },
  );

  r.get(
    '/api/candidates/lookup',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'Id and name only, for choosing a tenant (any staff member)',
        querystring: candidateLookupQuery,
        response: { 200: z.array(candidateLookup), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await service.lookup(
        actorOf(req),
        req.query.q,
        req.query.limit,
        req.query.offset,
      );
      sendTotal(reply, total);
      return rows;
    },
  );

  r.get(
    '/api/candidates/:id',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'One candidate, with the full document number',
        params: idParam,
        response: { 200: candidate, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => sendJsonText<Candidate>(reply, await service.get(actorOf(req), req.params.id)),
  );

  r.post(
    '/api/candidates',
    {
      config: { permission: 'write_candidates' },
      schema: {
        tags,
        summary: 'Register a candidate',
        body: candidateBody,
        response: { 201: candidate, ...problems(...AUTHENTICATED, 409) },
      },
    },
    async (req, reply) => {
      const json = await service.create(actorOf(req), req.body);
      return sendJsonText<Candidate>(reply.code(201), json);
    },
  );

  r.put(
    '/api/candidates/:id',
    {
      config: { permission: 'write_candidates' },
      schema: {
        tags,
        summary: 'Update a candidate (refused with 409 when `version` is not the current one)',
        params: idParam,
        body: candidateUpdateBody,
        response: { 200: candidate, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req, reply) => {
      const { version, ...values } = req.body;
      const json = await service.update(actorOf(req), req.params.id, version, values);
      return sendJsonText<Candidate>(reply, json);
    },
  );

  r.delete(
    '/api/candidates/:id',
    {
      config: { permission: 'delete_records' },
      schema: {
        tags,
        summary: 'Delete a candidate without occupancies',
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
