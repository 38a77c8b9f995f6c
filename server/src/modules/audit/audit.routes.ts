import { auditEntry, auditQuery } from '@lar/contracts/audit';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../../lib/record-routes.ts';
import { auditExportRoute } from './audit-export.ts';
import { AuditLogService } from './audit-log.service.ts';

export default async function auditRoutes(app: FastifyInstance) {
  const service = new AuditLogService(app.deps);
  auditExportRoute(app);

  recordRoutes(app, { tags: ['audit'], answer: auditEntry }).list(
    {
      url: '/api/audit-log',
      permission: 'read_audit_log',
      summary: "One record's history, newest first: who changed what and when, before and after",
      querystring: auditQuery,
    },
    (actor, query) => service.history(actor, query),
  );
}
