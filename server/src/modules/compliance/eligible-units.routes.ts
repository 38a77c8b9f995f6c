import { eligibleUnit, eligibleUnitsQuery } from '@lar/contracts/compliance/eligible-units';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTotal } from '../../lib/list-total.ts';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { EligibleUnitsService } from './eligible-units.ts';

export default async function eligibleUnitsRoutes(app: FastifyInstance) {
  const service = new EligibleUnitsService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/candidates/:id/eligible-units',
    {
      config: { permission: 'read_records' },
      schema: {
        tags: ['compliance'],
        summary:
          "The vacant units whose effective income limit the candidate's household meets on `date` (today by default), cheapest maximum gross rent first; 409 HOUSEHOLD_INCOMPLETE when the candidate has no household size or income",
        params: idParam,
        querystring: eligibleUnitsQuery,
        response: { 200: z.array(eligibleUnit), ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req, reply) => {
      const { items, total } = await service.list(actorOf(req), req.params.id, req.query);
      sendTotal(reply, total);
      return items;
    },
  );
}
