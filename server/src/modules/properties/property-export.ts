import { exportQuery } from '@lar/contracts/exports';
import { type PropertySummary, propertyListQuery } from '@lar/contracts/properties';
import type { FastifyInstance } from 'fastify';
import { tenantBatches } from '../../lib/export/batches.ts';
import { fieldColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { PropertyRepository } from './property.repository.ts';

const columns = fieldColumns<'properties', PropertySummary>('properties', {});

/** GET /api/properties/export: the properties as a file, with the list's filters. */
export function propertyExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'properties',
    url: '/api/properties/export',
    tags: ['properties'],
    summary: 'The properties as CSV or XLSX, with the same filters as the list',
    permission: 'read_records',
    querystring: exportQuery(propertyListQuery),
    columns,
    name: () => 'properties',
    rows: tenantBatches(app.deps.database.db, PropertyRepository),
  });
}
