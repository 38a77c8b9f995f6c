import { idParamNamed, type NameListQuery } from '@lar/contracts/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendPage } from '../../lib/paged-list.ts';
import { route } from '../../lib/route.ts';
import { successMessage } from '../../lib/route-schemas.ts';
import type { ContactService } from './contact.service.ts';
import type { ContactAnswer, ContactInput } from './contact-owner.ts';

/** The paths, schemas and words of one owner's contact routes; the rest is the same for both. */
export interface ContactRoutes<
  Param extends string,
  Answer extends ContactAnswer,
  Input extends ContactInput,
> {
  tags: string[];
  /** The list's and create's path, e.g. `/api/property/:propertyId/contacts`, and its id's name. */
  ownerPath: string;
  ownerParam: Param;
  /** The path of one contact, e.g. `/api/property/contact/:contactId`. */
  contactPath: string;
  listQuery: z.ZodType<NameListQuery, unknown>;
  answer: z.ZodType<Answer>;
  createBody: z.ZodType<Input, unknown>;
  /** A field left out stays as stored (decision 037). */
  updateBody: z.ZodType<Partial<Input> & { version?: number | undefined }, unknown>;
  summaries: { list: string; create: string; update: string; delete: string };
  /** Whether a delete can be refused with 409 (the contact is in use). */
  deleteMayConflict: boolean;
}

const contactIdParam = idParamNamed('contactId');

/** Lists, creates, replaces and deletes one owner's contacts through `service`. */
export function registerContactRoutes<
  Param extends string,
  Answer extends ContactAnswer,
  Input extends ContactInput,
>(app: FastifyInstance, service: ContactService<Answer, Input>, spec: ContactRoutes<Param, Answer, Input>) {
  // The zod type provider's types cannot follow the owner's generic schemas: the schemas still
  // validate and serialize (the app's compilers), and these readers give the handlers what they
  // have validated.
  const { tags, summaries } = spec;
  const ownerParam = idParamNamed(spec.ownerParam);
  const ownerIdOf = (req: FastifyRequest) => (req.params as Record<Param, number>)[spec.ownerParam];
  const contactIdOf = (req: FastifyRequest) => (req.params as z.infer<typeof contactIdParam>).contactId;
  // Widened for the same reason: the answers are typed by the service.
  const answer: z.ZodType = spec.answer;

  route(
    app,
    {
      method: 'GET',
      url: spec.ownerPath,
      permission: 'read_records',
      tags,
      summary: summaries.list,
      params: ownerParam,
      querystring: spec.listQuery,
      response: { 200: z.array(answer) },
      errors: [404],
    },
    async (req, reply) =>
      sendPage<Answer>(reply, await service.list(actorOf(req), ownerIdOf(req), req.query as NameListQuery)),
  );

  route(
    app,
    {
      method: 'POST',
      url: spec.ownerPath,
      permission: 'write_records',
      tags,
      summary: summaries.create,
      params: ownerParam,
      body: spec.createBody,
      response: { 201: answer },
      errors: [404],
    },
    async (req, reply) => {
      const created = await service.create(actorOf(req), ownerIdOf(req), req.body as Input);
      reply.code(201);
      return created;
    },
  );

  route(
    app,
    {
      method: 'PUT',
      url: spec.contactPath,
      permission: 'write_records',
      tags,
      summary: summaries.update,
      params: contactIdParam,
      body: spec.updateBody,
      response: { 200: answer },
      errors: [404, 409],
    },
    async (req): Promise<Answer> =>
      service.update(
        actorOf(req),
        contactIdOf(req),
        req.body as Partial<Input> & { version?: number | undefined },
      ),
  );

  route(
    app,
    {
      method: 'DELETE',
      url: spec.contactPath,
      permission: 'delete_records',
      tags,
      summary: summaries.delete,
      params: contactIdParam,
      response: { 200: successMessage },
      errors: spec.deleteMayConflict ? [404, 409] : [404],
    },
    async (req) => {
      await service.delete(actorOf(req), contactIdOf(req));
      return { success: true as const, message: 'Contact deleted' };
    },
  );
}
