import { exportQuery } from '@lar/contracts/exports';
import { type PropertyManager, propertyManagerListQuery } from '@lar/contracts/property-managers';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import type { ExportColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { PropertyManagerRepository } from './property-manager.repository.ts';

const columns: ExportColumns<'property-managers', PropertyManager> = {
  id: (m) => m.id,
  management_co: (m) => m.management_co,
  phone: (m) => m.phone,
  fax: (m) => m.fax,
  email: (m) => m.email,
  address1: (m) => m.address1,
  address2: (m) => m.address2,
  city: (m) => m.city,
  state: (m) => m.state,
  postal_code: (m) => m.postal_code,
  properties_count: (m) => m.properties_count,
};

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
    rows: async (actor, query) => {
      const repo = new PropertyManagerRepository(app.deps.database.db, actor.tenant);
      return keysetBatches((afterId, size) => repo.exportBatch(query, afterId, size));
    },
  });
}
