import { type AuditEntry, auditEntry, auditQuery } from '@lar/contracts/audit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendPage } from '../../lib/paged-list.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { AuditLogService } from './audit-log.service.ts';

export default async function auditRoutes(app: FastifyInstance) {
  const service = new AuditLogService(app.deps);
  route(
    app,
    {
      method: 'GET',
      url: '/api/audit-log',
      permission: 'read_audit_log',
      tags: ['audit'],
      summary: "One record's history, newest first: who changed what and when, before and after",
      querystring: auditQuery,
      response: { 200: z.array(auditEntry) },
    },
    async (req, reply) => sendPage<AuditEntry>(reply, await service.history(actorOf(req), req.query)),
  );
}
