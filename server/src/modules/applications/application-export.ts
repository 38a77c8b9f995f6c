import { type ApplicationListItem, applicationListQuery } from '@lar/contracts/application-review';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import { type ExportColumns, money } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { ApplicationRepository } from './application.repository.ts';

const columns: ExportColumns<'applications', ApplicationListItem> = {
  id: (a) => a.id,
  reference: (a) => a.reference,
  property_name: (a) => a.property_name,
  unit_number: (a) => a.unit_number,
  head_name: (a) => a.head_name,
  email: (a) => a.email,
  household_size: (a) => a.household_size,
  annual_income: (a) => money(a.annual_income),
  status: (a) => a.status,
  duplicate_flag: (a) => a.duplicate_flag,
  waitlist_position: (a) => a.waitlist_position,
  submitted_at: (a) => a.submitted_at,
};

/** GET /api/applications/export: the application list's rows as a file, with its filters (decision 028). */
export function applicationExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'applications',
    url: '/api/applications/export',
    tags: ['applications'],
    summary: 'The application list as CSV or XLSX, with the same filters',
    permission: 'review_applications',
    querystring: exportQuery(applicationListQuery),
    columns,
    name: () => 'applications',
    rows: async (actor, query) => {
      const repo = new ApplicationRepository(app.deps.database.db, actor.tenant);
      return keysetBatches((afterId, size) => repo.exportBatch(query, afterId, size));
    },
  });
}
