import {
  complianceReportFilters,
  complianceReportQuery,
  complianceReportRow,
} from '@lar/contracts/compliance/report';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { csvAnswer, sendCsv } from '../../lib/csv-reply.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { ComplianceReportService } from './report.service.ts';

const tags = ['compliance'];

/** The compliance report of ACTIVE occupancies, as a paged list and as a CSV file (decision 020). */
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
        'Every ACTIVE occupancy of a property (or of the organization) with its compliance figures and status, by property and unit number; `only_exceptions=true` keeps those that are not compliant',
      querystring: complianceReportQuery,
      response: { 200: z.array(complianceReportRow) },
      errors: [404],
    },
    async (req, reply) => {
      const { rows, total } = await service.page(actorOf(req), req.query);
      sendTotal(reply, total);
      return rows;
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/compliance/occupancies.csv',
      permission: 'read_records',
      tags,
      summary:
        'The same report as a CSV file (UTF-8, header row, every row up to 100,000; amounts as plain decimals; text that would start a formula is prefixed with an apostrophe)',
      querystring: complianceReportFilters,
      produces: ['text/csv'],
      response: { 200: csvAnswer },
      errors: [404],
    },
    async (req, reply) => sendCsv(reply, await service.csv(actorOf(req), req.query)),
  );
}
