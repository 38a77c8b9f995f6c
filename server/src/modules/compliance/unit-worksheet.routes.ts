import { unitComplianceWorksheet, worksheetQuery } from '@lar/contracts/compliance/unit-worksheet';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { pdfRoute } from '../../lib/pdf-reply.ts';
import { route } from '../../lib/route.ts';
import { UnitWorksheetService } from './unit-worksheet.service.ts';

const tags = ['compliance'];

/**
 * A unit's compliance worksheet (decision 049), as data and as a PDF: read like the property's
 * compliance tests (every staff account), 404 when the organization has no such unit.
 */
export function unitWorksheetRoutes(app: FastifyInstance): void {
  const worksheets = new UnitWorksheetService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/units/:id/compliance-worksheet',
      permission: 'read_records',
      tags,
      summary:
        "A unit's compliance worksheet on `date` (today by default): the unit, its household, the certifications and limit tables each test read, and each test (income at move-in, gross rent, student status, the 140 % line, the vacant unit rule) with its figures and outcome",
      params: idParam,
      querystring: worksheetQuery,
      response: { 200: unitComplianceWorksheet },
      errors: [404],
    },
    async (req) => worksheets.worksheet(actorOf(req), req.params.id, req.query.date),
  );

  pdfRoute(
    app,
    {
      method: 'GET',
      url: '/api/units/:id/compliance-worksheet.pdf',
      permission: 'read_records',
      tags,
      summary:
        "A unit's compliance worksheet on `date` as a PDF in `lang` (en, pt or es; English by default)",
      params: idParam,
      querystring: worksheetQuery,
      errors: [404],
    },
    (req) => worksheets.pdf(actorOf(req), req.params.id, req.query.date, req.query.lang ?? 'en'),
  );
}
