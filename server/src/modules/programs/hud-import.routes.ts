import { hudImportBody, hudImportPreview } from '@lar/contracts/hud-limits';
import { idParam } from '@lar/contracts/paging';
import { govProgram } from '@lar/contracts/programs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { HudImportService } from './hud-import.service.ts';

const tags = ['programs'];

/** HUD's Section 8 or MTSP income limits of one area, imported as published (decision 021). */
export default async function hudImportRoutes(app: FastifyInstance) {
  const service = new HudImportService(app.deps);

  route(
    app,
    {
      method: 'POST',
      url: '/api/govprograms/:id/hud-limits/preview',
      permission: 'import_limits',
      tags,
      summary:
        "The income limits an area's row of HUD's Section 8 or MTSP file would write, and the stored values they replace; writes nothing",
      params: idParam,
      body: hudImportBody,
      response: { 200: hudImportPreview },
      errors: [404, 413],
    },
    async (req) => service.preview(actorOf(req), req.params.id, req.body),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/govprograms/:id/hud-limits/import',
      permission: 'import_limits',
      tags,
      summary:
        "Write an area's published income limits (Section 8: 30, 50 and 80 %; MTSP: 50 and 60 %) as that year's income tables of the program",
      params: idParam,
      body: hudImportBody,
      response: { 200: z.object({ program: govProgram, preview: hudImportPreview }) },
      errors: [404, 409, 413],
    },
    async (req) => service.import(actorOf(req), req.params.id, req.body),
  );
}
