import { hudImportBody, hudImportPreview } from '@lar/contracts/hud-limits';
import { govProgram } from '@lar/contracts/programs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HudImportService } from './hud-import.service.ts';
import { limitsImportRoutes } from './limits-import.routes.ts';

/** HUD's Section 8 or MTSP income limits of one area, imported as published (decision 021). */
export default async function hudImportRoutes(app: FastifyInstance) {
  limitsImportRoutes(
    app,
    {
      body: hudImportBody,
      preview: {
        url: '/api/govprograms/:id/hud-limits/preview',
        summary:
          "The income limits an area's row of HUD's Section 8 or MTSP file would write, and the stored values they replace; writes nothing",
        answer: hudImportPreview,
      },
      import: {
        url: '/api/govprograms/:id/hud-limits/import',
        summary:
          "Write an area's published income limits (Section 8: 30, 50 and 80 %; MTSP: 50 and 60 %) as that year's income tables of the program",
        answer: z.object({ program: govProgram, preview: hudImportPreview }),
      },
    },
    new HudImportService(app.deps),
  );
}
