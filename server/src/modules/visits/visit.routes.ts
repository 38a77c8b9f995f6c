import { idParam } from '@lar/contracts/paging';
import { visitListQuery, visitRequest, visitRequestBody, visitStatusBody } from '@lar/contracts/visits';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { successMessage } from '../../lib/route-schemas.ts';
import { VisitService } from './visit.service.ts';

export default async function visitRoutes(app: FastifyInstance) {
  const service = new VisitService(app.deps);

  route(
    app,
    {
      method: 'POST',
      url: '/api/public/visit-requests',
      public: true,
      tags: ['visits'],
      summary: 'Ask to visit a listed apartment (rate limited like the contact form)',
      body: visitRequestBody,
      response: { 201: successMessage },
      errors: [400, 429, 503],
    },
    async (req, reply) => {
      await service.receive(req.ip, req.body);
      reply.code(201);
      return { success: true as const, message: 'Request sent' };
    },
  );

  const visits = recordRoutes(app, { tags: ['visits'], answer: visitRequest });
  visits.list(
    {
      url: '/api/visit-requests',
      permission: 'handle_visits',
      summary: 'Visit requests, newest first, by status, unit, property and date received',
      querystring: visitListQuery,
    },
    (actor, query) => service.list(actor, query),
  );
  visits.get(
    { url: '/api/visit-requests/:id', permission: 'handle_visits', summary: 'One visit request' },
    (actor, id) => service.get(actor, id),
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/api/visit-requests/:id',
      permission: 'handle_visits',
      tags: ['visits'],
      summary: 'Schedule (with the confirmed time), complete, cancel or mark a no-show',
      params: idParam,
      body: visitStatusBody,
      response: { 200: visitRequest },
      errors: [404, 409],
    },
    (req) => service.setStatus(actorOf(req), req.params.id, req.body),
  );
}
