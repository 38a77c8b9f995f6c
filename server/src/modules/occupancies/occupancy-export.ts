import { exportQuery } from '@lar/contracts/exports';
import { type Occupancy, occupancyListQuery } from '@lar/contracts/occupancies';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import { type ExportColumns, money } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { OccupancyRepository } from './occupancy.repository.ts';

const columns: ExportColumns<'occupancies', Occupancy> = {
  id: (o) => o.id,
  property_name: (o) => o.property_name,
  unit_number: (o) => o.unit_number,
  tenant_name: (o) => o.tenant_name,
  program_name: (o) => o.program_name,
  ami_percentage: (o) => o.ami_percentage,
  rent_amount: (o) => money(o.rent_amount),
  start_date: (o) => o.start_date,
  end_date: (o) => o.end_date,
  status: (o) => o.status,
  household_size: (o) => o.household_size,
  annual_income: (o) => money(o.annual_income),
  end_reason: (o) => o.end_reason,
};

/** GET /api/occupancies/export: the occupancy list's rows as a file, with its filters. */
export function occupancyExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'occupancies',
    url: '/api/occupancies/export',
    tags: ['occupancies'],
    summary: 'The occupancy list as CSV or XLSX, with the same filters',
    permission: 'read_records',
    querystring: exportQuery(occupancyListQuery),
    columns,
    name: () => 'occupancies',
    rows: async (actor, query) => {
      const repo = new OccupancyRepository(app.deps.database.db, actor.tenant);
      return keysetBatches((afterId, size) => repo.exportBatch(query, afterId, size));
    },
  });
}
