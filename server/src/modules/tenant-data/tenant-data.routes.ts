import { Readable } from 'node:stream';
import { idParam } from '@lar/contracts/paging';
import { tenantDataCheck, tenantDataComparison, tenantDataQuery } from '@lar/contracts/tenant-data';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import { TenantDataService } from './tenant-data.service.ts';

const tags = ['compliance'];
const xmlAnswer = {
  description: 'The XML file, streamed',
  content: { 'application/xml': { schema: z.string() } },
};

/**
 * HUD's LIHTC tenant data file (form HUD-52697, decision 071) of a property or the portfolio as of
 * December 31 of `year`: its checks and its comparison with the year before (every staff account;
 * no sensitive field), and the file itself, which holds the members' reporting data (decision
 * 066) and so needs `read_reporting_data`; each download is audit-logged.
 */
export default async function tenantDataRoutes(app: FastifyInstance) {
  const service = new TenantDataService(app.deps);
  const scopes = [
    { prefix: '/api/property/:id/tenant-data', what: "A property's", params: idParam },
    { prefix: '/api/tenant-data', what: "The portfolio's", params: undefined },
  ] as const;
  for (const { prefix, what, params } of scopes) {
    const propertyOf = (req: { params: unknown }) =>
      params === undefined ? null : (req.params as { id: number }).id;
    route(
      app,
      {
        method: 'GET',
        url: `${prefix}/problems`,
        permission: 'read_records',
        tags,
        summary: `${what} LIHTC tenant data file checks on December 31 of \`year\` (the last full year by default): each problem that blocks the file with the record and field that fix it`,
        ...(params === undefined ? {} : { params }),
        querystring: tenantDataQuery,
        response: { 200: tenantDataCheck },
        errors: params === undefined ? [] : [404],
      },
      async (req) => service.check(actorOf(req), propertyOf(req), req.query.year),
    );
    route(
      app,
      {
        method: 'GET',
        url: `${prefix}/comparison`,
        permission: 'read_records',
        tags,
        summary: `${what} households of December 31 of \`year\` against the year before: households in, out, and whose certified income changed`,
        ...(params === undefined ? {} : { params }),
        querystring: tenantDataQuery,
        response: { 200: tenantDataComparison },
        errors: params === undefined ? [] : [404],
      },
      async (req) => service.compare(actorOf(req), propertyOf(req), req.query.year),
    );
    route(
      app,
      {
        method: 'GET',
        url: `${prefix}.xml`,
        permission: 'read_reporting_data',
        tags,
        summary: `${what} LIHTC tenant data file (HUD-52697) as XML on December 31 of \`year\`, every unit vacant or not, streamed; 409 while a problem blocks it; audit-logged`,
        ...(params === undefined ? {} : { params }),
        querystring: tenantDataQuery,
        produces: ['application/xml'],
        response: { 200: xmlAnswer },
        errors: params === undefined ? [409] : [404, 409],
      },
      async (req, reply) => {
        const { filename, chunks } = await service.file(actorOf(req), propertyOf(req), req.query.year);
        // The body is a stream the reply pipes, batch by batch; its schema documents the text.
        return (reply as FastifyReply)
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(Readable.from(chunks, { objectMode: false }));
      },
    );
  }
}
