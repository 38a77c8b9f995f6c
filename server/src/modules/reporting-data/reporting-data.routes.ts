import { idParam } from '@lar/contracts/paging';
import { reportingDataAnswer, reportingDataBody } from '@lar/contracts/reporting-data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import type { RecordKind } from './reporting-data.repository.ts';
import { ReportingDataService } from './reporting-data.service.ts';

/**
 * Household data for reporting (issue 39, decision 066): read and recorded only through these
 * routes, by accounts with `read_reporting_data`; every read is audit-logged.
 */
export default async function reportingDataRoutes(app: FastifyInstance) {
  const service = new ReportingDataService(app.deps);
  const tags = ['reporting-data'];
  const places: Array<{ kind: RecordKind; path: string; what: string }> = [
    {
      kind: 'certification',
      path: '/api/certifications/:id/reporting-data',
      what: "A certification's household",
    },
    { kind: 'application', path: '/api/applications/:id/reporting-data', what: "An application's household" },
  ];
  for (const { kind, path, what } of places) {
    route(
      app,
      {
        method: 'GET',
        url: path,
        permission: 'read_reporting_data',
        tags,
        summary: `${what} data for reporting (race and ethnicity, disability, last 4 of the SSN, rental assistance); each read is audit-logged`,
        params: idParam,
        response: { 200: reportingDataAnswer },
        errors: [404],
      },
      async (req) => service.read(actorOf(req), kind, req.params.id),
    );
  }
  route(
    app,
    {
      method: 'PUT',
      url: '/api/certifications/:id/reporting-data',
      permission: 'read_reporting_data',
      tags,
      summary: "Record a certification's household data for reporting, replacing what was recorded",
      params: idParam,
      body: reportingDataBody,
      response: { 204: z.null() },
      errors: [400, 404],
    },
    async (req, reply) => {
      await service.write(actorOf(req), 'certification', req.params.id, req.body);
      return reply.code(204).send(null);
    },
  );
}
