import { exportQuery } from '@lar/contracts/exports';
import { type RecertificationItem, recertificationListQuery } from '@lar/contracts/recertifications';
import type { FastifyInstance } from 'fastify';
import { fieldColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import type { RecertificationService } from './recertification.service.ts';

const columns = fieldColumns<'recertifications', RecertificationItem>('recertifications', {
  draft_type: (r) => r.draft?.type,
});

/** GET /api/recertifications/export: the households due as a file, with the list's filters. */
export function recertificationExportRoute(app: FastifyInstance, service: RecertificationService) {
  exportRoute(app, {
    list: 'recertifications',
    url: '/api/recertifications/export',
    tags: ['recertifications'],
    summary:
      'The households due for recertification as CSV or XLSX, with the same filters as the list, by due date',
    permission: 'read_records',
    querystring: exportQuery(recertificationListQuery),
    errors: [404],
    columns,
    name: (query) => (query.bucket ? `recertifications-${query.bucket.toLowerCase()}` : 'recertifications'),
    rows: (actor, query) => service.exportBatches(actor, query),
  });
}
