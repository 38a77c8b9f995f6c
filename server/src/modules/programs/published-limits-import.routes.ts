import { homeRentImportBody, homeRentImportPreview } from '@lar/contracts/home-rent-limits';
import { hudImportBody, hudImportPreview } from '@lar/contracts/hud-import';
import { govProgram } from '@lar/contracts/programs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HomeRentImportService } from './home-rent-import.service.ts';
import { HudImportService } from './hud-import.service.ts';
import { type LimitsImport, limitsImportRoutes } from './limits-import.routes.ts';

/** The preview and import routes of one file HUD publishes: `/api/govprograms/:id/<path>/preview|import`. */
function publishedFileRoutes<Body>(
  app: FastifyInstance,
  path: string,
  body: z.ZodType<Body, unknown>,
  preview: z.ZodType,
  summaries: { preview: string; import: string },
  service: LimitsImport<Body>,
): void {
  limitsImportRoutes(
    app,
    {
      body,
      preview: { url: `/api/govprograms/:id/${path}/preview`, summary: summaries.preview, answer: preview },
      import: {
        url: `/api/govprograms/:id/${path}/import`,
        summary: summaries.import,
        answer: z.object({ program: govProgram, preview }),
      },
    },
    service,
  );
}

/**
 * The limits HUD publishes for an area, imported as published: Section 8 or MTSP income limits
 * (decision 021) and the High and Low HOME rents (decision 047).
 */
export default async function publishedLimitsImportRoutes(app: FastifyInstance) {
  publishedFileRoutes(
    app,
    'hud-limits',
    hudImportBody,
    hudImportPreview,
    {
      preview:
        "The income limits an area's row of HUD's Section 8 or MTSP file would write, and the stored values they replace; writes nothing",
      import:
        "Write an area's published income limits (Section 8: 30, 50 and 80 %; MTSP: 50 and 60 %) as that year's income tables of the program",
    },
    new HudImportService(app.deps),
  );
  publishedFileRoutes(
    app,
    'home-rents',
    homeRentImportBody,
    homeRentImportPreview,
    {
      preview:
        "The High and Low HOME rents an area's rows of HUD's HOME rent limits would write into a HOME program, and the stored values they replace; writes nothing",
      import:
        "Write an area's published HOME rents as that year's rent limits of a HOME program: Low HOME at 50 %, High HOME at 65 %",
    },
    new HomeRentImportService(app.deps),
  );
}
