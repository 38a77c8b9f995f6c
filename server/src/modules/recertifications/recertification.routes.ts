import {
  noticeEmailRun,
  noticesBody,
  type RecertificationItem,
  recertificationItem,
  recertificationListQuery,
  recertificationSummary,
  recertificationSummaryQuery,
} from '@lar/contracts/recertifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendPage } from '../../lib/paged-list.ts';
import { pdfRoute } from '../../lib/pdf-reply.ts';
import { route } from '../../lib/route.ts';
import { sendNoticeEmails } from './notice-emails.ts';
import { NOTICES_MAX, RecertificationService } from './recertification.service.ts';
import { recertificationExportRoute } from './recertification-export.ts';

const tags = ['recertifications'];

/** The recertification calendar (issue 21, decision 026): the households due, as of a day. */
export default async function recertificationRoutes(app: FastifyInstance) {
  const service = new RecertificationService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/recertifications',
      permission: 'read_records',
      tags,
      summary:
        'The households due for their annual recertification on `as_of` (today in the configured time zone by default), by due date: one bucket (DUE_120, DUE_90, DUE_60, DUE_30, OVERDUE), or without one every household due within 120 days or overdue',
      querystring: recertificationListQuery,
      response: { 200: z.array(recertificationItem) },
      errors: [404],
    },
    async (req, reply) => sendPage<RecertificationItem>(reply, await service.list(actorOf(req), req.query)),
  );

  recertificationExportRoute(app, service);

  route(
    app,
    {
      method: 'GET',
      url: '/api/recertifications/summary',
      permission: 'read_records',
      tags,
      summary: 'How many households are in each bucket on `as_of`, for the organization or one property',
      querystring: recertificationSummaryQuery,
      response: { 200: recertificationSummary },
      errors: [404],
    },
    async (req) => service.summary(actorOf(req), req.query),
  );

  pdfRoute(
    app,
    {
      method: 'POST',
      url: '/api/recertifications/notices',
      permission: 'write_occupancies',
      tags,
      summary: `The notice letters of every household of one bucket of one property, as one PDF in each household's language, recorded as sent; 409 when the bucket is empty, 400 beyond ${NOTICES_MAX} households`,
      body: noticesBody,
      errors: [404, 409],
    },
    async (req) => {
      const pdf = await service.notices(actorOf(req), req.body);
      return { filename: `notices-${req.body.bucket.toLowerCase()}.pdf`, pdf, download: true };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/recertifications/notice-emails',
      permission: 'write_records',
      tags,
      summary:
        "Runs the daily job now, for the caller's organization: e-mails the 120-, 90- and 60-day recertification notices due today with a fresh resident portal sign-in link, and the reminders owed 14 days after one when nobody signed in since; each once (decision 080)",
      response: { 200: noticeEmailRun },
    },
    async (req) => sendNoticeEmails(app.deps, { organizationId: actorOf(req).organizationId }),
  );
}
