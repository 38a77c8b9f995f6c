import { eligibleUnit, eligibleUnitsQuery } from '@lar/contracts/compliance/eligible-units';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { route } from '../../lib/route.ts';
import { EligibleUnitsService } from './eligible-units.service.ts';

export default async function eligibleUnitsRoutes(app: FastifyInstance) {
  const service = new EligibleUnitsService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/candidates/:id/eligible-units',
      permission: 'read_records',
      tags: ['compliance'],
      summary:
        "The vacant units whose effective income limit the candidate's household meets on `date` (today by default), cheapest maximum gross rent first; 409 HOUSEHOLD_INCOMPLETE when the candidate has no household size or income",
      params: idParam,
      querystring: eligibleUnitsQuery,
      response: { 200: z.array(eligibleUnit) },
      errors: [404, 409],
    },
    async (req, reply) => {
      const { items, total } = await service.list(actorOf(req), req.params.id, req.query);
      sendTotal(reply, total);
      return items;
    },
  );
}
