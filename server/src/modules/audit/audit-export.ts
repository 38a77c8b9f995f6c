import { type AuditEntry, auditQuery } from '@lar/contracts/audit';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import { fieldColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { auditHistoryBatch } from './audit-log.repository.ts';

/** A snapshot as compact JSON text: the record's fields as the API answered them. */
const snapshot = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const columns = fieldColumns<'audit-log', AuditEntry>('audit-log', {
  before: (e) => snapshot(e.before),
  after: (e) => snapshot(e.after),
});

/** GET /api/audit-log/export: one record's history as a file (admins, as the history itself). */
export function auditExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'audit-log',
    url: '/api/audit-log/export',
    tags: ['audit'],
    summary: "One record's history as CSV or XLSX, oldest first",
    permission: 'read_audit_log',
    querystring: exportQuery(auditQuery),
    columns,
    name: (query) => `audit-${query.entity}-${query.entity_id}`,
    rows: async (actor, query) =>
      keysetBatches((afterId, size) =>
        auditHistoryBatch(app.deps.database.db, actor.tenant, query, afterId, size),
      ),
  });
}
