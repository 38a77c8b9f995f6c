import {
  type ComplianceReportRow,
  complianceReportQuery,
  complianceReportRow,
} from '@lar/contracts/compliance/report';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { route } from '../../lib/route.ts';
import { ComplianceReportService } from './report.service.ts';
import { complianceReportExportRoutes } from './report-export.ts';

const tags = ['compliance'];

/** The compliance report of ACTIVE occupancies, as a paged list (decision 020) and as files (decision 028). */
export default async function complianceReportRoutes(app: FastifyInstance) {
  const service = new ComplianceReportService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/compliance/occupancies',
      permission: 'read_records',
      tags,
      summary:
        'Every ACTIVE occupancy of a property (or of the organization) with its compliance figures and status, by property and unit number; `only_exceptions=true` keeps those that are not compliant, `view` those a dashboard compliance figure counts',
      querystring: complianceReportQuery,
      response: { 200: z.array(complianceReportRow) },
      errors: [404],
    },
    async (req, reply) => {
      const { json, total } = await service.pageText(actorOf(req), req.query);
      sendTotal(reply, total);
      // Written once from typed rows and the occupancies' own JSON text, not checked again on the
      // way out (a 50-unit property's answer is 68 KB). The tests hold it to the declared schema.
      return sendJsonText<ComplianceReportRow[]>(reply, json);
    },
  );

  complianceReportExportRoutes(app, service);
}
