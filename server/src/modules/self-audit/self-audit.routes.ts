import { ownerCertificationQuery } from '@lar/contracts/compliance/owner-certification';
import { selfAudit, selfAuditQuery } from '@lar/contracts/compliance/self-audit';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-reply.ts';
import { pdfRoute } from '../../lib/pdf-reply.ts';
import { route } from '../../lib/route.ts';
import { SelfAuditService } from './self-audit.service.ts';

const tags = ['compliance'];

/**
 * A property's 8823 self-audit (decision 067) as data, CSV and PDF: read like the property's
 * compliance tests (every staff account), 404 when the organization has no such property.
 */
export default async function selfAuditRoutes(app: FastifyInstance) {
  const service = new SelfAuditService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/self-audit',
      permission: 'read_records',
      tags,
      summary:
        "A property's findings on `date` (today by default) by IRS Form 8823 line (11a-11q), each with its unit, household and certifications; the lines Lar's records cannot check are listed as not checked",
      params: idParam,
      querystring: selfAuditQuery,
      response: { 200: selfAudit },
      errors: [404],
    },
    async (req) => service.audit(actorOf(req), req.params.id, req.query.date),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/self-audit.csv',
      permission: 'read_records',
      tags,
      summary:
        "The property's 8823 self-audit as CSV, one row per finding, header of column keys (UTF-8, CRLF; unit numbers that would start a formula prefixed with an apostrophe)",
      params: idParam,
      querystring: selfAuditQuery,
      produces: ['text/csv'],
      response: { 200: csvAnswer },
      errors: [404],
    },
    async (req, reply) => sendCsv(reply, await service.csv(actorOf(req), req.params.id, req.query.date)),
  );

  pdfRoute(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/self-audit.pdf',
      permission: 'read_records',
      tags,
      summary:
        "The property's 8823 self-audit on `date` as a PDF in `lang` (en, pt or es; English by default)",
      params: idParam,
      querystring: selfAuditQuery,
      errors: [404],
    },
    (req) => service.pdf(actorOf(req), req.params.id, req.query.date, req.query.lang ?? 'en'),
  );

  pdfRoute(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/owner-certification.pdf',
      permission: 'read_records',
      tags,
      summary:
        "The owner's annual certification packet of the property for `year` (decision 070), ready to sign: each building's election and applicable fraction (by units, by floor space, the lesser), the minimum set-aside and average income tests and the self-audit's exceptions as of December 31, with the statements of 26 CFR 1.42-5(c)(1), in `lang` (en, pt or es; English by default). 400 for a year before the first building was placed in service or one not yet ended",
      params: idParam,
      querystring: ownerCertificationQuery,
      errors: [400, 404],
    },
    (req) =>
      service.ownerCertificationPdf(actorOf(req), req.params.id, req.query.year, req.query.lang ?? 'en'),
  );
}
