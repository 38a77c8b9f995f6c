import { subuser, subuserPatchBody, subuserRegisterBody } from '@lar/contracts/auth';
import { idParam, pagingQuery } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { SubuserService } from './subuser.service.ts';

const subuserList = z.object({ success: z.literal(true), subusers: z.array(subuser), message: z.string() });
type SubuserList = z.infer<typeof subuserList>;

export default async function subuserRoutes(app: FastifyInstance) {
  const service = new SubuserService(app.deps, app.sessionCache);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/subuser/list',
    {
      config: { permission: 'manage_accounts' },
      schema: {
        tags: ['subusers'],
        summary: "The organization's sub-users",
        querystring: pagingQuery,
        response: {
          200: subuserList,
          ...problems(...AUTHENTICATED),
        },
      },
    },
    async (req, reply) => {
      const page = await service.list(actorOf(req), req.query);
      sendTotal(reply, page.total);
      // The page's rows as PostgreSQL wrote them, inside the spec's envelope.
      return sendJsonText<SubuserList>(reply, `{"success":true,"subusers":${page.json},"message":"OK"}`);
    },
  );

  r.post(
    '/api/subuser/register',
    {
      config: { permission: 'manage_accounts' },
      schema: {
        tags: ['subusers'],
        summary: 'Register a sub-user',
        body: subuserRegisterBody,
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), id: z.number().int() }),
          ...problems(...AUTHENTICATED, 409),
        },
      },
    },
    async (req, reply) => {
      const id = await service.register(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: 'Sub-user registered', id };
    },
  );

  r.patch(
    '/api/subuser/:id',
    {
      config: { permission: 'manage_accounts' },
      schema: {
        tags: ['subusers'],
        summary: "Activate, deactivate or reset a sub-user's password",
        params: idParam,
        body: subuserPatchBody,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), subuser }),
          ...problems(...AUTHENTICATED, 404, 409),
        },
      },
    },
    async (req) => {
      const updated = await service.update(actorOf(req), req.params.id, req.body);
      return { success: true as const, message: 'Sub-user updated', subuser: updated };
    },
  );
}
