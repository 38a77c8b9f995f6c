import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text as it is. Fastify passes a string with a JSON content type straight through,
 * without the route's response serializer: for answers PostgreSQL already wrote as JSON
 * (json-rows.ts, a program's levels), which tests hold to the answers that go through the schema.
 * Typed as the route's answer so that routes keep their declared response schema.
 */
export function sendJsonText<T>(reply: FastifyReply, json: string): T {
  return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
}
