import { subuser, subuserPatchBody, subuserRegisterBody } from '@lar/contracts/auth';
import { idParam, pagingQuery, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { SubuserService } from './subuser.service.ts';

export default async function subuserRoutes(app: FastifyInstance) {
  const service = new SubuserService(app.deps, app.sessionCache);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { adminOnly: true };

  r.get(
    '/api/subuser/list',
    {
      config: adminOnly,
      schema: {
        tags: ['subusers'],
        summary: "The organization's sub-users",
        querystring: pagingQuery,
        response: {
          200: z.object({ success: z.literal(true), subusers: z.array(subuser), message: z.string() }),
          ...problems(...ADMIN_ONLY),
        },
      },
    },
    async (req, reply) => {
      const { rows, total } = await service.list(actorOf(req), req.query.limit, req.query.offset);
      reply.header(TOTAL_COUNT_HEADER, total);
      return { success: true as const, subusers: rows.map(service.toDto), message: 'OK' };
    },
  );

  r.post(
    '/api/subuser/register',
    {
      config: adminOnly,
      schema: {
        tags: ['subusers'],
        summary: 'Register a sub-user',
        body: subuserRegisterBody,
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), id: z.number().int() }),
          ...problems(...ADMIN_ONLY, 409),
        },
      },
    },
    async (req, reply) => {
      const row = await service.register(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: 'Sub-user registered', id: row.id };
    },
  );

  r.patch(
    '/api/subuser/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['subusers'],
        summary: "Activate, deactivate or reset a sub-user's password",
        params: idParam,
        body: subuserPatchBody,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), subuser }),
          ...problems(...ADMIN_ONLY, 404, 409),
        },
      },
    },
    async (req) => {
      const row = await service.update(actorOf(req), req.params.id, req.body);
      return { success: true as const, message: 'Sub-user updated', subuser: service.toDto(row) };
    },
  );
}
