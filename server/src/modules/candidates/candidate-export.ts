import { type Candidate, candidateListQuery } from '@lar/contracts/candidates';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import { type ExportColumns, money } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { CandidateList } from './candidate-list.repository.ts';

const columns: ExportColumns<'candidates', Candidate> = {
  id: (c) => c.id,
  full_name: (c) => c.full_name,
  email: (c) => c.email,
  phone_number: (c) => c.phone_number,
  postal_code: (c) => c.postal_code,
  birth_date: (c) => c.birth_date,
  household_size: (c) => c.household_size,
  income: (c) => money(c.income),
  is_senior: (c) => c.is_senior,
  is_disabled: (c) => c.is_disabled,
  document_number: (c) => c.document_number,
  occupancy_unit: (c) => c.occupancy?.unit_number,
  occupancy_status: (c) => c.occupancy?.status,
};

/** GET /api/candidates/export: the candidates as a file, with the list's filters. */
export function candidateExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'candidates',
    url: '/api/candidates/export',
    tags: ['candidates'],
    summary: 'The candidates as CSV or XLSX, with the same filters as the list (document numbers masked)',
    permission: 'read_records',
    querystring: exportQuery(candidateListQuery),
    columns,
    name: () => 'candidates',
    rows: async (actor, query) => {
      const list = new CandidateList(app.deps.database.db, actor.tenant);
      return keysetBatches((afterId, size) => list.exportBatch(query, afterId, size));
    },
  });
}
