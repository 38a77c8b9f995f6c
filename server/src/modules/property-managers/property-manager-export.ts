import { exportQuery } from '@lar/contracts/exports';
import { type PropertyManager, propertyManagerListQuery } from '@lar/contracts/property-managers';
import type { FastifyInstance } from 'fastify';
import { tenantBatches } from '../../lib/export/batches.ts';
import { fieldColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { PropertyManagerRepository } from './property-manager.repository.ts';

const columns = fieldColumns<'property-managers', PropertyManager>('property-managers', {});

/** GET /api/property-manager/export: the management companies as a file, with the list's filter. */
export function propertyManagerExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'property-managers',
    url: '/api/property-manager/export',
    tags: ['property-managers'],
    summary: 'The management companies as CSV or XLSX, with the same filter as the list',
    permission: 'read_records',
    querystring: exportQuery(propertyManagerListQuery),
    columns,
    name: () => 'management-companies',
    rows: tenantBatches(app.deps.database.db, PropertyManagerRepository),
  });
}
