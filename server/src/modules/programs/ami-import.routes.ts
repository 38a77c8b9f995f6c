import { amiImportBody, amiImportPreview, importSummary } from '@lar/contracts/ami-csv';
import { idParam } from '@lar/contracts/paging';
import { govProgram } from '@lar/contracts/programs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-reply.ts';
import { route } from '../../lib/route.ts';
import { AmiImportService } from './ami-import.service.ts';
import { limitsImportRoutes } from './limits-import.routes.ts';

const tags = ['programs'];

/** AMI limits to and from CSV: columns year, percentage, limit_type, household_size or unit_type, limit_value. */
export default async function amiImportRoutes(app: FastifyInstance) {
  const service = new AmiImportService(app.deps);

  limitsImportRoutes(
    app,
    {
      body: amiImportBody,
      preview: {
        url: '/api/govprograms/:id/ami-levels/import/preview',
        summary: 'Check a CSV of limits line by line against the program; writes nothing',
        answer: amiImportPreview,
      },
      import: {
        url: '/api/govprograms/:id/ami-levels/import',
        summary: 'Import a CSV of limits in one transaction: every line is written, or none when any is bad',
        answer: z.object({ program: govProgram, summary: importSummary }),
      },
    },
    service,
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/govprograms/:id/ami-levels/export.csv',
      permission: 'read_records',
      tags,
      summary: "The program's limits as CSV, in the columns the import reads",
      params: idParam,
      produces: ['text/csv'],
      response: { 200: csvAnswer },
      errors: [404],
    },
    async (req, reply) => sendCsv(reply, await service.exportCsv(actorOf(req), req.params.id)),
  );
}
