import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type ExportLanguage,
  type ExportList,
} from '@lar/contracts/exports';
import type { Permission } from '@lar/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../actor.ts';
import { actorOf } from '../actor.ts';
import { todayIn } from '../dates.ts';
import { route } from '../route.ts';
import type { ErrorStatus } from '../route-schemas.ts';
import type { RowBatches } from './batches.ts';
import type { ExportColumns } from './columns.ts';
import { sendExport } from './export-reply.ts';

/** The OpenAPI answer of an export: a CSV or XLSX file. */
export const exportAnswer = {
  description: 'The file, streamed',
  content: Object.fromEntries(
    Object.values(EXPORT_CONTENT_TYPES).map((type) => [type.split(';')[0] as string, { schema: z.string() }]),
  ),
};

/** What an export's query always holds besides its list's filters. */
type ExportParams = { format: ExportFormat; lang: ExportLanguage };

/** One list's export route (decision 028). */
export interface ExportRouteSpec<L extends ExportList, Q extends ExportParams, P, Row> {
  list: L;
  url: string;
  tags: string[];
  summary: string;
  /** The capability of the list's own route. */
  permission: Permission;
  /** The list's query without its page, with `format` and `lang` (`exportQuery`). */
  querystring: z.ZodType<Q, unknown>;
  params?: z.ZodType<P, unknown>;
  errors?: ErrorStatus[];
  columns: ExportColumns<L, Row>;
  /** The file's name before its date: the list's, or one naming its filter. */
  name: (query: Q, params: P) => string;
  /**
   * The rows with the list's filters and tenant scope. Awaited before the reply starts, so the
   * checks it makes first (a property that is not the caller's is 404) answer as errors do.
   */
  rows: (actor: Actor, query: Q, params: P) => Promise<RowBatches<Row>>;
}

export function exportRoute<L extends ExportList, Q extends ExportParams, P, Row>(
  app: FastifyInstance,
  spec: ExportRouteSpec<L, Q, P, Row>,
): void {
  route(
    app,
    {
      method: 'GET',
      url: spec.url,
      permission: spec.permission,
      tags: spec.tags,
      summary: spec.summary,
      description:
        'CSV (UTF-8 with a byte order mark, CRLF, text that would start a formula prefixed with an apostrophe) or XLSX; headers in `lang`; every row the filters match, streamed in id order.',
      ...(spec.params === undefined ? {} : { params: spec.params }),
      querystring: spec.querystring,
      produces: Object.keys(exportAnswer.content),
      response: { 200: exportAnswer },
      errors: spec.errors ?? [],
    },
    async (req, reply) => {
      const query = req.query as Q;
      const params = req.params as P;
      const batches = await spec.rows(actorOf(req), query, params);
      return sendExport(reply, {
        list: spec.list,
        columns: spec.columns,
        batches,
        format: query.format,
        header: query.lang,
        name: spec.name(query, params),
        date: todayIn(app.deps.config.timeZone),
        timeZone: app.deps.config.timeZone,
        filters: { ...(params ?? {}), ...query },
      });
    },
  );
}
