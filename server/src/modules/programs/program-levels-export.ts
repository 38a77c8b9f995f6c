import { exportParams } from '@lar/contracts/exports';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { keysetBatches } from '../../lib/export/batches.ts';
import { fieldColumns, money } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { type AmiLevelExportRow, AmiLevelRepository } from './ami-level.repository.ts';
import { ProgramRepository } from './program.repository.ts';

const columns = fieldColumns<'program-levels', AmiLevelExportRow>('program-levels', {
  limit_value: (l) => money(l.limit_value),
});

/** GET /api/govprograms/{id}/ami-levels/export: a program's AMI limit levels as a file. */
export function programLevelsExportRoute(app: FastifyInstance) {
  exportRoute(app, {
    list: 'program-levels',
    url: '/api/govprograms/:id/ami-levels/export',
    tags: ['programs'],
    summary: "A program's AMI limit levels as CSV or XLSX",
    permission: 'read_records',
    params: idParam,
    querystring: z.object(exportParams),
    errors: [404],
    columns,
    name: (_query, params) => `program-${params.id}-levels`,
    rows: async (actor, _query, params) => {
      const db = app.deps.database.db;
      if (!(await new ProgramRepository(db, actor.tenant).exists(params.id))) throw notFound('Program');
      const levels = new AmiLevelRepository(db, actor.tenant);
      return keysetBatches((afterId, size) => levels.exportBatch(params.id, afterId, size));
    },
  });
}
