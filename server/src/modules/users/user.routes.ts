import { mainUser } from '@lar/contracts/auth';
import { pagingQuery, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import { asc, count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { ADMIN_ONLY, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';

export default async function userRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
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
    async (req, reply) => {
      const where = actorOf(req).tenant.where(users);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.username))
          .limit(req.query.limit)
          .offset(req.query.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      reply.header(TOTAL_COUNT_HEADER, totals?.total ?? 0);
      return rows.map((u) => ({
        id: u.id,
        username: u.username,
        is_admin: u.isAdmin,
        created_at: u.createdAt.toISOString(),
      }));
    },
  );
}
