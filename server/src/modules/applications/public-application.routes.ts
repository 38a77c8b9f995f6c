import multipart from '@fastify/multipart';
import { applicationForm, applicationFormQuery, publicWaitlists } from '@lar/contracts/application-form';
import {
  applicationReceipt,
  applicationStatusAnswer,
  applicationStatusQuery,
} from '@lar/contracts/applications';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { MemoryRateLimiter } from '../../lib/memory-rate-limiter.ts';
import { route } from '../../lib/route.ts';
import { ApplicationFormReader } from './application-form.ts';
import { ApplicationIntakeService } from './application-intake.service.ts';
import { APPLICATION_MULTIPART_LIMITS, readApplicationUpload } from './application-upload.ts';

/** The public site's applications (no login): the form's facts, submitting, and the status check. */
export default async function publicApplicationRoutes(app: FastifyInstance) {
  const intake = new ApplicationIntakeService(app.deps);
  const reader = new ApplicationFormReader(app.deps);
  const reads = new MemoryRateLimiter(app.deps.config.publicRateLimitPerMinute);
  // This plugin's own multipart parser, with an application's limits: registered in this plugin's
  // scope, it applies to its routes only (the listing photos have theirs).
  await app.register(multipart, { limits: APPLICATION_MULTIPART_LIMITS });
  const tags = ['applications'];

  route(
    app,
    {
      method: 'POST',
      url: '/api/public/applications',
      public: true,
      tags,
      summary:
        'Apply for a listed apartment or a property’s waitlist (multipart: field `application` as JSON, files `documents`: PDF, JPEG or PNG by content, 10 MB each, 10 at most)',
      description:
        'A listing takes applications until the end of its deadline day in TIME_ZONE and until its lottery runs; after that, or once its unit is let, the answer is 409 `APPLICATIONS_CLOSED` with `reason` (`DEADLINE_PASSED`, `LOTTERY_RUN`, `UNIT_TAKEN`) and nothing is stored (decision 050).',
      response: { 201: applicationReceipt },
      errors: [400, 409, 413, 415, 429, 503],
    },
    async (req, reply) => {
      // Counted before the body is read, so a flood is turned away before its uploads are taken in.
      await intake.limit('application', clientAddressKey(req.ip));
      const upload = await readApplicationUpload(req, app.deps.spool);
      try {
        // Stored in turn with the app's other uploads (decision 093), read from disk then (095).
        const reference = await app.deps.uploads.run(() => intake.submit(upload));
        reply.code(201);
        return { reference };
      } finally {
        await app.deps.spool.discard(upload.documents.map((d) => d.file));
      }
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/public/applications/status',
      public: true,
      tags,
      summary:
        'An application’s status and waitlist position, for its reference and e-mail (both must match; 404 otherwise)',
      querystring: applicationStatusQuery,
      response: { 200: applicationStatusAnswer },
      errors: [400, 404, 429, 503],
    },
    async (req) => {
      await intake.limit('application-status', clientAddressKey(req.ip));
      return intake.status(req.query.reference, req.query.email);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/public/application-form',
      public: true,
      tags,
      summary:
        'What the application form shows for a listing or a property: the property, the unit and the property’s active preferences in rank order',
      querystring: applicationFormQuery,
      response: { 200: applicationForm },
      errors: [400, 404, 429, 503],
    },
    (req) => {
      reads.hit(clientAddressKey(req.ip));
      return reader.form(req.query);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/public/waitlists',
      public: true,
      tags,
      summary: 'The site organization’s properties that take waitlist applications, by name',
      response: { 200: publicWaitlists },
      errors: [429, 503],
    },
    (req) => {
      reads.hit(clientAddressKey(req.ip));
      return reader.waitlists();
    },
  );
}
