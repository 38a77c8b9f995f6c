import { idParam } from '@lar/contracts/paging';
import type { Permission } from '@lar/contracts/permissions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Actor } from './actor.ts';
import { actorOf } from './actor.ts';
import { sendJsonText } from './json-reply.ts';
import type { ListTotal } from './list-total.ts';
import { sendPage } from './paged-list.ts';
import { route } from './route.ts';
import { type ErrorStatus, successMessage } from './route-schemas.ts';

/** What one route of a record says of its own: its path and what it does. */
interface RecordRoute {
  url: string;
  summary: string;
  description?: string;
  /** Who may call it, when not the capability every record's route of its kind names. */
  permission?: Permission;
}

/**
 * One record as a service gives it: the answer, or its JSON text as PostgreSQL wrote it (sent as
 * it is; a record's answer is an object, so text is always the written JSON).
 */
type Written<T> = T | string;

/**
 * A page of records as JSON text and its total (`X-Total-Count`); a list paged by keyset also
 * gives the next page's cursor (`X-Next-Cursor`).
 */
type JsonPage = { json: string; total: ListTotal | number; next?: string | undefined };

function send<T>(reply: FastifyReply, record: Written<T>): T {
  return typeof record === 'string' ? sendJsonText<T>(reply, record) : record;
}

/** The service calls of one record by id that read and delete it the same way for every kind. */
interface RecordCalls<T> {
  get(actor: Actor, id: number): Promise<Written<T>>;
  delete(actor: Actor, id: number): Promise<void>;
}

function callOf<F>(call: F | undefined, url: string): F {
  if (call === undefined)
    throw new Error(`${url}: neither the route nor the record's service gives its call`);
  return call;
}

/**
 * The routes every kind of record has (a paged list, one record by id, create, update, delete),
 * each declared with its path, summary and schemas and a call of the service: the answer schemas,
 * the `:id` param, the statuses (404 for a missing record, 409 for a stale `version` or a record
 * others need) and who may read, write and delete are those of every record.
 *
 * The zod type provider's types cannot follow the generic schemas here: the schemas still validate
 * and serialize (the app's compilers), and the casts give the services what was validated.
 */
export function recordRoutes<T>(
  app: FastifyInstance,
  { tags, answer, service }: { tags: string[]; answer: z.ZodType<T>; service?: Partial<RecordCalls<T>> },
) {
  const serviceGet = service?.get?.bind(service);
  const serviceDelete = service?.delete?.bind(service);
  // Widened for the route's own types; the answers are typed by the services.
  const one: z.ZodType = answer;
  return {
    /** A page of records, filtered by `querystring`; `item` where a list answers less than the record. */
    list<Q>(
      spec: RecordRoute & { querystring: z.ZodType<Q, unknown>; item?: z.ZodType },
      list: (actor: Actor, query: Q) => Promise<JsonPage>,
    ) {
      const { item = one, ...own } = spec;
      route(
        app,
        { method: 'GET', permission: 'read_records', tags, ...own, response: { 200: z.array(item) } },
        async (req, reply) => sendPage<unknown>(reply, await list(actorOf(req), req.query as Q)),
      );
    },

    /** One record by id: the service's `get` unless the route gives its own call. */
    get(spec: RecordRoute, call?: RecordCalls<T>['get']) {
      const get = callOf(call ?? serviceGet, spec.url);
      route(
        app,
        {
          method: 'GET',
          permission: 'read_records',
          tags,
          ...spec,
          params: idParam,
          response: { 200: one },
          errors: [404],
        },
        async (req, reply) => send(reply, await get(actorOf(req), req.params.id)),
      );
    },

    /** A new record, answered with 201; `errors` are the refusals of its references and uniqueness. */
    create<B>(
      spec: RecordRoute & { body: z.ZodType<B, unknown>; errors?: ErrorStatus[] },
      create: (actor: Actor, body: B) => Promise<Written<T>>,
    ) {
      route(
        app,
        { method: 'POST', permission: 'write_records', tags, ...spec, response: { 201: one } },
        async (req, reply) => send(reply.code(201), await create(actorOf(req), req.body as B)),
      );
    },

    /** A change of one record by id; `version` is the body's (decision 018). */
    update<B>(
      spec: RecordRoute & { body: z.ZodType<B, unknown>; method?: 'PUT' | 'PATCH' },
      update: (actor: Actor, id: number, body: B) => Promise<Written<T>>,
    ) {
      route(
        app,
        {
          method: 'PUT',
          permission: 'write_records',
          tags,
          ...spec,
          params: idParam,
          response: { 200: one },
          errors: [404, 409],
        },
        async (req, reply) => send(reply, await update(actorOf(req), req.params.id, req.body as B)),
      );
    },

    /**
     * Deletes one record by id (the service's `delete` unless the route gives its own call):
     * answered with 204, or with a success `message` where the original API said one.
     */
    delete(spec: RecordRoute & { message?: string }, call?: RecordCalls<T>['delete']) {
      const remove = callOf(call ?? serviceDelete, spec.url);
      const { message, ...own } = spec;
      const response = message === undefined ? { 204: z.null() } : { 200: successMessage };
      route(
        app,
        {
          method: 'DELETE',
          permission: 'delete_records',
          tags,
          ...own,
          params: idParam,
          response,
          errors: [404, 409],
        },
        async (req, reply) => {
          await remove(actorOf(req), req.params.id);
          if (message === undefined) return reply.code(204).send(null);
          return { success: true as const, message };
        },
      );
    },
  };
}
