import { Readable } from 'node:stream';
import { idParam } from '@lar/contracts/paging';
import { tenantDataCheck, tenantDataComparison, tenantDataQuery } from '@lar/contracts/tenant-data';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import type { ErrorStatus } from '../../lib/route-schemas.ts';
import { TenantDataService } from './tenant-data.service.ts';

const tags = ['compliance'];

/** A read of one property (`propertyId`) or of the portfolio (null) on December 31 of `year`. */
type ScopeRead<T> = (actor: Actor, propertyId: number | null, year: number | undefined) => Promise<T>;

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
    // Every route of a scope reads `year` and, for one property, its `:id` (404 when the
    // organization has no such property).
    const scoped = {
      method: 'GET' as const,
      tags,
      ...(params === undefined ? {} : { params }),
      querystring: tenantDataQuery,
    };
    const errors = (...own: ErrorStatus[]): ErrorStatus[] => (params === undefined ? own : [404, ...own]);
    const propertyOf = (req: { params: unknown }) =>
      params === undefined ? null : (req.params as { id: number }).id;

    /**
     * A JSON report on the scope's year, for every staff account. The caller's `answer` and `read`
     * agree on `T`; the zod type provider cannot follow a generic schema, so the route sees it widened.
     */
    const report = <T>(path: string, summary: string, answer: z.ZodType<T>, read: ScopeRead<T>) => {
      const widened: z.ZodType = answer;
      route(
        app,
        {
          ...scoped,
          url: `${prefix}/${path}`,
          permission: 'read_records',
          summary,
          response: { 200: widened },
          errors: errors(),
        },
        async (req) => read(actorOf(req), propertyOf(req), req.query.year),
      );
    };

    report(
      'problems',
      `${what} LIHTC tenant data file checks on December 31 of \`year\` (the last full year by default): each problem that blocks the file with the record and field that fix it`,
      tenantDataCheck,
      (actor, propertyId, year) => service.check(actor, propertyId, year),
    );
    report(
      'comparison',
      `${what} households of December 31 of \`year\` against the year before: households in, out, and whose certified income changed`,
      tenantDataComparison,
      (actor, propertyId, year) => service.compare(actor, propertyId, year),
    );
    route(
      app,
      {
        ...scoped,
        url: `${prefix}.xml`,
        permission: 'read_reporting_data',
        summary: `${what} LIHTC tenant data file (HUD-52697) as XML on December 31 of \`year\`, every unit vacant or not, streamed; 409 while a problem blocks it; audit-logged`,
        produces: ['application/xml'],
        response: { 200: xmlAnswer },
        errors: errors(409),
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
