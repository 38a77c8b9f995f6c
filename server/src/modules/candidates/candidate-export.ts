import { type Candidate, candidateListQuery } from '@lar/contracts/candidates';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { tenantBatches } from '../../lib/export/batches.ts';
import { fieldColumns, money } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { CandidateList } from './candidate-list.repository.ts';

const columns = fieldColumns<'candidates', Candidate>('candidates', {
  income: (c) => money(c.income),
  occupancy_unit: (c) => c.occupancy?.unit_number,
  occupancy_status: (c) => c.occupancy?.status,
});

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
    rows: tenantBatches(app.deps.database.db, CandidateList),
  });
}
