import { exportQuery } from '@lar/contracts/exports';
import { type Occupancy, occupancyListQuery } from '@lar/contracts/occupancies';
import type { FastifyInstance } from 'fastify';
import { tenantBatches } from '../../lib/export/batches.ts';
import { fieldColumns, money } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { OccupancyRepository } from './occupancy.repository.ts';

const columns = fieldColumns<'occupancies', Occupancy>('occupancies', {
  rent_amount: (o) => money(o.rent_amount),
  annual_income: (o) => money(o.annual_income),
});

/** GET /api/occupancies/export: the occupancy list's rows as a file, with its filters. */
export function occupancyExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'occupancies',
    url: '/api/occupancies/export',
    tags: ['occupancies'],
    summary: 'The occupancy list as CSV or XLSX, with the same filters',
    permission: 'read_records',
    // The whole list: a page's cursor is no filter.
    querystring: exportQuery(occupancyListQuery.omit({ after: true })),
    columns,
    name: () => 'occupancies',
    rows: tenantBatches(app.deps.database.db, OccupancyRepository),
  });
}
