import { exportQuery } from '@lar/contracts/exports';
import { type Unit, unitListQuery } from '@lar/contracts/units';
import type { FastifyInstance } from 'fastify';
import { tenantBatches } from '../../lib/export/batches.ts';
import { fieldColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { UnitRepository } from './unit.repository.ts';

const columns = fieldColumns<'units', Unit>('units', {});

/** GET /api/units/export: the units as a file, with the list's filters. */
export function unitExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'units',
    url: '/api/units/export',
    tags: ['units'],
    summary: 'The units as CSV or XLSX, with the same filters as the list',
    permission: 'read_records',
    querystring: exportQuery(unitListQuery),
    columns,
    name: () => 'units',
    rows: tenantBatches(app.deps.database.db, UnitRepository),
  });
}
