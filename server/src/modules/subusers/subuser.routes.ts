import { subuser, subuserPatchBody, subuserRegisterBody } from '@lar/contracts/auth';
import { idParam, pagingQuery } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { route } from '../../lib/route.ts';
import { SubuserService } from './subuser.service.ts';

const subuserList = z.object({ success: z.literal(true), subusers: z.array(subuser), message: z.string() });
type SubuserList = z.infer<typeof subuserList>;

export default async function subuserRoutes(app: FastifyInstance) {
  const service = new SubuserService(app.deps, app.deps.caches.sessions);

  route(
    app,
    {
      method: 'GET',
      url: '/api/subuser/list',
      permission: 'manage_accounts',
      tags: ['subusers'],
      summary: "The organization's sub-users",
      querystring: pagingQuery,
      response: { 200: subuserList },
    },
    async (req, reply) => {
      const page = await service.list(actorOf(req), req.query);
      sendTotal(reply, page.total);
      // The page's rows as PostgreSQL wrote them, inside the spec's envelope.
      return sendJsonText<SubuserList>(reply, `{"success":true,"subusers":${page.json},"message":"OK"}`);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/subuser/register',
      permission: 'manage_accounts',
      tags: ['subusers'],
      summary: 'Register a sub-user',
      body: subuserRegisterBody,
      response: { 201: z.object({ success: z.literal(true), message: z.string(), id: z.number().int() }) },
      errors: [409],
    },
    async (req, reply) => {
      const id = await service.register(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: 'Sub-user registered', id };
    },
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/api/subuser/:id',
      permission: 'manage_accounts',
      tags: ['subusers'],
      summary: "Activate, deactivate or reset a sub-user's password",
      params: idParam,
      body: subuserPatchBody,
      response: { 200: z.object({ success: z.literal(true), message: z.string(), subuser }) },
      errors: [404, 409],
    },
    async (req) => {
      const updated = await service.update(actorOf(req), req.params.id, req.body);
      return { success: true as const, message: 'Sub-user updated', subuser: updated };
    },
  );
}
