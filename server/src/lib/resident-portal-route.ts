import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ResidentActor, residentOf } from './actor.ts';
import type { ActionSpec } from './record-action.ts';
import { route } from './route.ts';

/**
 * Routes of the resident portal (decision 075), each a call of the service with the signed-in
 * resident and the body: the household is always the session's, never an id sent by the client,
 * and who may call is `resident_portal`. The request is passed too, for a route that records where
 * it came from.
 *
 * As in `recordActions`, the zod type provider cannot follow a generic body schema; the body is
 * validated before the handler and cast to what the schema gives.
 */
export function residentPortalRoutes(app: FastifyInstance, tags: string[]) {
  return <B = undefined, A = unknown>(
    spec: ActionSpec<B, A>,
    act: (resident: ResidentActor, body: B, request: FastifyRequest) => Promise<A>,
  ): void => {
    const { answer, status = 200, ...own } = spec;
    const response: Record<number, z.ZodType> = { [status]: answer };
    route(app, { ...own, permission: 'resident_portal', tags, response }, async (req, reply) => {
      const result = await act(residentOf(req), req.body as B, req);
      reply.code(status);
      return result;
    });
  };
}
