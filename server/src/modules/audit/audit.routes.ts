import { auditEntry, auditQuery } from '@lar/contracts/audit';
import { TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog } from '../../db/schema/audit.ts';
import { ADMIN_ONLY, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';

export default async function auditRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit-log',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['audit'],
        summary: "One record's history, newest first: who changed what and when, before and after",
        querystring: auditQuery,
        response: { 200: z.array(auditEntry), ...problems(...ADMIN_ONLY) },
      },
    },
    async (req, reply) => {
      const where = actorOf(req).tenant.where(
        auditLog,
        and(eq(auditLog.entity, req.query.entity), eq(auditLog.entityId, req.query.entity_id)),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(req.query.limit)
          .offset(req.query.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      reply.header(TOTAL_COUNT_HEADER, totals?.total ?? 0);
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        actor_username: r.actorUsername,
        at: r.at.toISOString(),
        before: r.before,
        after: r.after,
      }));
    },
  );
}
