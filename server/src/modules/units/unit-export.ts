import { exportQuery } from '@lar/contracts/exports';
import { type Unit, unitListQuery } from '@lar/contracts/units';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import type { ExportColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { UnitRepository } from './unit.repository.ts';

const columns: ExportColumns<'units', Unit> = {
  id: (u) => u.id,
  property_name: (u) => u.property_name,
  unit_number: (u) => u.unit_number,
  unit_type: (u) => u.unit_type,
  unit_style: (u) => u.unit_style,
  bathrooms: (u) => u.bathrooms,
  square_feet: (u) => u.square_feet,
  gov_program_name: (u) => u.gov_program_name,
  ami_level_name: (u) => u.ami_level_name,
  is_ada_compliant: (u) => u.is_ada_compliant,
};

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
    rows: async (actor, query) => {
      const repo = new UnitRepository(app.deps.database.db, actor.tenant);
      return keysetBatches((afterId, size) => repo.exportBatch(query, afterId, size));
    },
  });
}
