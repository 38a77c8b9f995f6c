import { type AuditEntry, auditEntry, auditQuery } from '@lar/contracts/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paged-list.ts';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { AuditLogService } from './audit-log.service.ts';

export default async function auditRoutes(app: FastifyInstance) {
  const service = new AuditLogService(app.deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit-log',
    {
      config: { permission: 'read_audit_log' },
      schema: {
        tags: ['audit'],
        summary: "One record's history, newest first: who changed what and when, before and after",
        querystring: auditQuery,
        response: { 200: z.array(auditEntry), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => sendPage<AuditEntry>(reply, await service.history(actorOf(req), req.query)),
  );
}
