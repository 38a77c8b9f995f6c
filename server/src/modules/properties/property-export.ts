import { exportQuery } from '@lar/contracts/exports';
import { type PropertySummary, propertyListQuery } from '@lar/contracts/properties';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import type { ExportColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { PropertyRepository } from './property.repository.ts';

const columns: ExportColumns<'properties', PropertySummary> = {
  id: (p) => p.id,
  property_name: (p) => p.property_name,
  property_manager_name: (p) => p.property_manager_name,
  phone: (p) => p.phone,
  email: (p) => p.email,
  city: (p) => p.city,
  state: (p) => p.state,
};

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
    rows: async (actor, query) => {
      const repo = new PropertyRepository(app.deps.database.db, actor.tenant);
      return keysetBatches((afterId, size) => repo.exportBatch(query, afterId, size));
    },
  });
}
