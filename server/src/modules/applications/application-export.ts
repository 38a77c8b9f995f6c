import { type ApplicationListItem, applicationListQuery } from '@lar/contracts/application-review';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { tenantBatches } from '../../lib/export/batches.ts';
import { fieldColumns, money } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { ApplicationRepository } from './application.repository.ts';

const columns = fieldColumns<'applications', ApplicationListItem>('applications', {
  annual_income: (a) => money(a.annual_income),
});

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
    rows: tenantBatches(app.deps.database.db, ApplicationRepository),
  });
}
