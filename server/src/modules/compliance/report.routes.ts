import {
  complianceReportFilters,
  complianceReportQuery,
  complianceReportRow,
} from '@lar/contracts/compliance/report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTotal } from '../../lib/list-total.ts';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { ComplianceReportService } from './report.service.ts';

const tags = ['compliance'];

/** The compliance report of ACTIVE occupancies, as a paged list and as a CSV file (decision 020). */
export default async function complianceReportRoutes(app: FastifyInstance) {
  const service = new ComplianceReportService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/compliance/occupancies',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary:
          'Every ACTIVE occupancy of a property (or of the organization) with its compliance figures and status, by property and unit number; `only_exceptions=true` keeps those that are not compliant',
        querystring: complianceReportQuery,
        response: { 200: z.array(complianceReportRow), ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await service.page(actorOf(req), req.query);
      sendTotal(reply, total);
      return rows;
    },
  );

  r.get(
    '/api/compliance/occupancies.csv',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary:
          'The same report as a CSV file (UTF-8, header row, every row up to 100,000; amounts as plain decimals; text that would start a formula is prefixed with an apostrophe)',
        querystring: complianceReportFilters,
        produces: ['text/csv'],
        response: {
          200: { description: 'CSV text', content: { 'text/csv': { schema: z.string() } } },
          ...problems(...AUTHENTICATED, 404),
        },
      },
    },
    async (req, reply) => {
      const { filename, csv } = await service.csv(actorOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
}
