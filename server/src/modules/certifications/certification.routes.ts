import {
  type CertificationCreateValues,
  certification,
  certificationCreateBody,
  certificationList,
  certificationUpdateBody,
  finalizeBody,
  ticQuery,
} from '@lar/contracts/certifications';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { pdfRoute } from '../../lib/pdf-reply.ts';
import { recordActions } from '../../lib/record-action.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { CertificationService, type DraftRules } from './certification.service.ts';
import { ticDocument } from './tic-document.ts';

/**
 * Income certifications (issue 21, decision 026): read with the occupancies, written by those who
 * place households. A finalized certification answers 409 to any change.
 */
export const certificationRoutes = (rules: DraftRules) => (app: FastifyInstance) =>
  registerCertificationRoutes(app, rules);

async function registerCertificationRoutes(app: FastifyInstance, rules: DraftRules) {
  const service = new CertificationService(app.deps, rules);
  const tags = ['certifications'];
  const writes = 'write_occupancies';
  const certifications = recordRoutes(app, { tags, answer: certification });
  const onRecord = recordActions(app, tags);

  route(
    app,
    {
      method: 'GET',
      url: '/api/occupancies/:id/certifications',
      permission: 'read_records',
      tags,
      summary: "An occupancy's certifications, every version, newest effective date first",
      params: idParam,
      response: { 200: certificationList },
      errors: [404],
    },
    async (req, reply) => sendJsonText(reply, await service.listText(actorOf(req), req.params.id)),
  );

  onRecord(
    {
      method: 'POST',
      url: '/api/occupancies/:id/certifications',
      permission: writes,
      summary:
        'Start a draft: from the last finalized certification (or the tenant), or the correction of a finalized one (`supersedes_id`)',
      body: certificationCreateBody,
      answer: certification,
      status: 201,
      errors: [409],
    },
    (actor, id, body) => service.create(actor, id, body as CertificationCreateValues),
  );

  certifications.get(
    {
      url: '/api/certifications/:id',
      summary: 'One certification, with its finalized correction if any (`superseded_by_id`)',
    },
    (actor, id) => service.getText(actor, id),
  );

  certifications.update(
    {
      url: '/api/certifications/:id',
      permission: writes,
      summary: "Replace a draft's content; the server recomputes its totals and determination",
      body: certificationUpdateBody,
    },
    (actor, id, body) => {
      const { version, ...values } = body;
      return service.update(actor, id, version, values);
    },
  );

  onRecord(
    {
      method: 'POST',
      url: '/api/certifications/:id/finalize',
      permission: writes,
      summary: 'Finalize a draft: its determination is computed once more and frozen',
      body: finalizeBody.nullish(),
      answer: certification,
      errors: [409],
    },
    async (actor, id, body) => service.finalize(actor, id, body?.version),
  );

  certifications.delete(
    {
      url: '/api/certifications/:id',
      permission: writes,
      summary: 'Delete a draft (a finalized certification is kept)',
    },
    (actor, id) => service.delete(actor, id),
  );

  pdfRoute(
    app,
    {
      method: 'GET',
      url: '/api/certifications/:id/tic.pdf',
      permission: 'read_records',
      tags,
      summary:
        'The Tenant Income Certification (TIC) as a PDF in `lang` (en, pt or es; English by default): development, household, income, assets, determination, rent, student status, programs and signature lines; a draft is marked as such',
      params: idParam,
      querystring: ticQuery,
      errors: [404],
    },
    (req) =>
      ticDocument(
        app.deps.database.db,
        actorOf(req),
        req.params.id,
        app.deps.config.timeZone,
        req.query.lang ?? 'en',
      ),
  );
}
