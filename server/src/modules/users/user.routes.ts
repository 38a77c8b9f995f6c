import { type MainUser, mainUser } from '@lar/contracts/auth';
import { pagingQuery } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paged-list.ts';
import { ADMIN_ONLY, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { UserService } from './user.service.ts';

export default async function userRoutes(app: FastifyInstance) {
  const service = new UserService(app.deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['users'],
        summary: "The organization's main accounts",
        querystring: pagingQuery,
        response: { 200: z.array(mainUser), ...problems(...ADMIN_ONLY) },
      },
    },
    async (req, reply) => sendPage<MainUser>(reply, await service.list(actorOf(req), req.query)),
  );
}
