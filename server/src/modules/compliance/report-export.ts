import { complianceReportFilters } from '@lar/contracts/compliance/report';
import { exportParams } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { todayIn } from '../../lib/dates.ts';
import { fieldColumns, money } from '../../lib/export/columns.ts';
import { sendExport } from '../../lib/export/export-reply.ts';
import { exportAnswer, exportRoute } from '../../lib/export/export-route.ts';
import { route } from '../../lib/route.ts';
import type { ComplianceReportService, ReportFigures } from './report.service.ts';

const columns = fieldColumns<'compliance', ReportFigures>('compliance', {
  annual_income: (r) => money(r.annual_income),
  income_limit: (r) => money(r.income_limit),
  rent_amount: (r) => money(r.rent_amount),
  utility_allowance: (r) => money(r.utility_allowance),
  non_optional_charges: (r) => money(r.non_optional_charges),
  gross_rent: (r) => money(r.gross_rent),
  max_gross_rent: (r) => money(r.max_gross_rent),
  over_by: (r) => money(r.over_by),
  income_binding_program_id: (r) => r.income_binding?.program_id,
  income_binding_program_name: (r) => r.income_binding?.program_name,
  income_binding_ami_percentage: (r) => r.income_binding?.ami_percentage,
  rent_binding_program_id: (r) => r.rent_binding?.program_id,
  rent_binding_program_name: (r) => r.rent_binding?.program_name,
  rent_binding_ami_percentage: (r) => r.rent_binding?.ami_percentage,
  current_annual_income: (r) => money(r.current_annual_income),
  over_income_programs: (r) =>
    r.over_income_lines
      .filter((l) => l.crossed)
      .map((l) => `${l.program_name} ${l.rule}`)
      .join('; '),
  reasons: (r) => r.reasons,
});

/** The file's name: the report, its property and whether it holds only the exceptions. */
const nameOf = (filters: { property_id?: number | undefined; only_exceptions: boolean }) =>
  `compliance${filters.property_id === undefined ? '' : `-property-${filters.property_id}`}${filters.only_exceptions ? '-exceptions' : ''}`;

const tags = ['compliance'];

/**
 * The compliance report as a file, streamed (decision 028): the labelled export, and the original
 * CSV whose header is the column keys, for the programs that read it.
 */
export function complianceReportExportRoutes(app: FastifyInstance, service: ComplianceReportService) {
  exportRoute(app, {
    list: 'compliance',
    url: '/api/compliance/occupancies/export',
    tags,
    summary: 'The compliance report as CSV or XLSX, with the same filters, every row (amounts as decimals)',
    permission: 'read_records',
    querystring: complianceReportFilters.extend(exportParams),
    errors: [404],
    columns,
    name: nameOf,
    rows: (actor, query) => service.exportBatches(actor, query),
  });

  route(
    app,
    {
      method: 'GET',
      url: '/api/compliance/occupancies.csv',
      permission: 'read_records',
      tags,
      summary:
        'The same report as a CSV file whose header is the column keys (UTF-8, every row, streamed; amounts as plain decimals; text that would start a formula is prefixed with an apostrophe)',
      querystring: complianceReportFilters,
      produces: ['text/csv'],
      response: { 200: exportAnswer },
      errors: [404],
    },
    async (req, reply) =>
      sendExport(reply, {
        list: 'compliance',
        columns,
        batches: await service.exportBatches(actorOf(req), req.query),
        format: 'csv',
        header: 'keys',
        name: nameOf(req.query),
        date: todayIn(app.deps.config.timeZone),
        timeZone: app.deps.config.timeZone,
      }),
  );
}
