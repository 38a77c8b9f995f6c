import { type RecertificationItem, recertificationListQuery } from '@lar/contracts/certifications';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import type { ExportColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import type { RecertificationService } from './recertification.service.ts';

const columns: ExportColumns<'recertifications', RecertificationItem> = {
  occupancy_id: (r) => r.occupancy_id,
  household: (r) => r.household,
  property_name: (r) => r.property_name,
  unit_number: (r) => r.unit_number,
  due_date: (r) => r.due_date,
  days_left: (r) => r.days_left,
  bucket: (r) => r.bucket,
  over_income: (r) => r.over_income,
  draft_type: (r) => r.draft?.type,
  notice_sent_at: (r) => r.notice_sent_at,
};

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
