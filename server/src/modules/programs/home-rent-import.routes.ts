import { homeRentImportBody, homeRentImportPreview } from '@lar/contracts/home-rent-limits';
import { govProgram } from '@lar/contracts/programs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HomeRentImportService } from './home-rent-import.service.ts';
import { limitsImportRoutes } from './limits-import.routes.ts';

/** HUD's High and Low HOME rents of one area, imported as published (decision 047). */
export default async function homeRentImportRoutes(app: FastifyInstance) {
  limitsImportRoutes(
    app,
    {
      body: homeRentImportBody,
      preview: {
        url: '/api/govprograms/:id/home-rents/preview',
        summary:
          "The High and Low HOME rents an area's rows of HUD's HOME rent limits would write into a HOME program, and the stored values they replace; writes nothing",
        answer: homeRentImportPreview,
      },
      import: {
        url: '/api/govprograms/:id/home-rents/import',
        summary:
          "Write an area's published HOME rents as that year's rent limits of a HOME program: Low HOME at 50 %, High HOME at 65 %",
        answer: z.object({ program: govProgram, preview: homeRentImportPreview }),
      },
    },
    new HomeRentImportService(app.deps),
  );
}
