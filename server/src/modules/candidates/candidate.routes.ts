import {
  candidate,
  candidateBody,
  candidateListQuery,
  candidateLookup,
  candidateLookupQuery,
  candidateUpdateBody,
} from '@lar/contracts/candidates';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { CandidateService } from './candidate.service.ts';
import { candidateExportRoute } from './candidate-export.ts';

/**
 * Applicants' records. Registering and editing them is a leasing agent's daily work, open to every
 * staff account; deleting one is for main accounts (decision 017).
 */
export default async function candidateRoutes(app: FastifyInstance) {
  const service = new CandidateService(app.deps);
  const tags = ['candidates'];

  const candidates = recordRoutes(app, { tags, answer: candidate, service });

  candidateExportRoute(app);

  candidates.list(
    {
      url: '/api/candidates',
      summary: 'Candidates, filtered and paged, each with its current occupancy',
      querystring: candidateListQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/candidates/lookup',
      permission: 'read_records',
      tags,
      summary: 'Id and name only, for choosing a tenant (any staff member)',
      querystring: candidateLookupQuery,
      response: { 200: z.array(candidateLookup) },
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

  candidates.get({ url: '/api/candidates/:id', summary: 'One candidate, with the full document number' });

  candidates.create(
    {
      url: '/api/candidates',
      permission: 'write_candidates',
      summary: 'Register a candidate',
      body: candidateBody,
      errors: [409],
    },
    (actor, body) => service.create(actor, body),
  );

  candidates.update(
    {
      url: '/api/candidates/:id',
      permission: 'write_candidates',
      summary: 'Update a candidate (refused with 409 when `version` is not the current one)',
      body: candidateUpdateBody,
    },
    (actor, id, { version, ...values }) => service.update(actor, id, version, values),
  );

  candidates.delete({ url: '/api/candidates/:id', summary: 'Delete a candidate without occupancies' });
}
