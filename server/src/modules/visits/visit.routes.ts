import { visitListQuery, visitRequest, visitRequestBody, visitStatusBody } from '@lar/contracts/visits';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { recordActions } from '../../lib/record-action.ts';
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
      errors: [400, 409, 429, 503],
    },
    async (req, reply) => {
      await service.receive(clientAddressKey(req.ip), req.body);
      reply.code(201);
      return { success: true as const, message: 'Request sent' };
    },
  );

  const visits = recordRoutes(app, { tags: ['visits'], answer: visitRequest, service });
  const onRecord = recordActions(app, ['visits']);
  visits.list(
    {
      url: '/api/visit-requests',
      permission: 'handle_visits',
      summary: 'Visit requests, newest first, by status, unit, property and date received',
      querystring: visitListQuery,
    },
    (actor, query) => service.list(actor, query),
  );
  visits.get({ url: '/api/visit-requests/:id', permission: 'handle_visits', summary: 'One visit request' });

  onRecord(
    {
      method: 'PATCH',
      url: '/api/visit-requests/:id',
      permission: 'handle_visits',
      summary: 'Schedule (with the confirmed time), complete, cancel or mark a no-show',
      body: visitStatusBody,
      answer: visitRequest,
      errors: [409],
    },
    (actor, id, body) => service.setStatus(actor, id, body),
  );
}
