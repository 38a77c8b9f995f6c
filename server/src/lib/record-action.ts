import { idParam } from '@lar/contracts/paging';
import type { Permission } from '@lar/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Actor, actorOf } from './actor.ts';
import { route } from './route.ts';
import type { ErrorStatus } from './route-schemas.ts';

/** What a route answering with one schema says of its own: a record's action, a resident's route. */
export interface ActionSpec<B, A> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  description?: string;
  body?: z.ZodType<B, unknown>;
  /** The answer, sent with `status` (200 unless said). */
  answer: z.ZodType<A, unknown>;
  status?: 200 | 201;
  errors?: ErrorStatus[];
}

/** What a route on one record, addressed by `:id`, says of its own. */
export interface RecordActionSpec<B, A> extends ActionSpec<B, A> {
  permission: Permission;
  /** Refusals answered with a problem of more fields than the common one, by status. */
  refusals?: Record<number, z.ZodType>;
  /** Refusals besides the 404 of a record that is missing or another organization's. */
  errors?: ErrorStatus[];
}

/**
 * Routes that read or act on one record by its `:id`, each a call of the service with the caller,
 * the id and the body: the id param, the 404 and the tags are those of every such route.
 *
 * As in `recordRoutes`, the zod type provider cannot follow a generic body schema; the body is
 * validated before the handler and cast to what the schema gives.
 */
export function recordActions(app: FastifyInstance, tags: string[]) {
  return <B = undefined, A = unknown>(
    spec: RecordActionSpec<B, A>,
    act: (actor: Actor, id: number, body: B) => Promise<A>,
  ): void => {
    const { answer, status = 200, refusals, errors = [], ...own } = spec;
    const response: Record<number, z.ZodType> = { [status]: answer, ...refusals };
    route(app, { ...own, tags, params: idParam, response, errors: [404, ...errors] }, async (req, reply) => {
      const result = await act(actorOf(req), req.params.id, req.body as B);
      reply.code(status);
      return result;
    });
  };
}
