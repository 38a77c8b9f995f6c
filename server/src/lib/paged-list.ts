import { NEXT_CURSOR_HEADER } from '@lar/contracts/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { sendJsonText } from './json-reply.ts';
import { jsonArray } from './json-rows.ts';
import { boundedTotal, type ListTotal, sendTotal, totalColumn, totalOfPage } from './list-total.ts';

/**
 * The lists that are not prepared hot lists (prepared-queries.ts): one way to read a page and its
 * total, so none of them counts past COUNT_CAP (decision 008) or pages on its own terms.
 */

/** What a counted row selects: nothing of its own. */
const ONE = sql<number>`1`;

export interface Page {
  limit: number;
  offset: number;
}

/** A page as JSON text (an array of the rows' objects, written by PostgreSQL) and its total. */
export interface JsonPage {
  json: string;
  total: ListTotal;
}

/**
 * A page and its total, bounded at COUNT_CAP. `page` reads the page's rows with `total` as one of
 * its columns, so one round trip brings both; `matches` selects every row the filter matches (built
 * anew on each call: a count adds its own limit). An empty page past the end counts once more.
 */
export async function pagedRows<Row extends { total: number }>(
  q: Queryable,
  offset: number,
  matches: () => PgSelect,
  page: (total: SQL<number>) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: ListTotal }> {
  const rows = await page(totalColumn(matches()));
  const total = await totalOfPage(rows, offset, () => boundedTotal(q, matches()));
  return { rows, total };
}

/** A list of one table whose rows are a record shape's `jsonColumn`. */
export interface JsonListQuery {
  q: Queryable;
  from: PgTable;
  where: SQL;
  orderBy: SQL[];
  json: SQL<string>;
  page: Page;
}

/** A page of `from`'s rows matching `where`, in `orderBy`'s order, as JSON, with its bounded total. */
export async function pagedJson({ q, from, where, orderBy, json, page }: JsonListQuery): Promise<JsonPage> {
  const { rows, total } = await pagedRows(
    q,
    page.offset,
    () => q.select({ one: ONE }).from(from).where(where).$dynamic(),
    (totalOf) =>
      q
        .select({ json, total: totalOf })
        .from(from)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
  );
  return { json: jsonArray(rows), total };
}

/**
 * Sends a page: its total in the headers, its rows as PostgreSQL wrote them. An exact total (a
 * number, for lists that stay small or count their own way) is never capped. A list paged by
 * keyset gives the next page's cursor, sent when there is one.
 */
export function sendPage<T>(
  reply: FastifyReply,
  page: { json: string; total: ListTotal | number; next?: string | undefined },
): T[] {
  sendTotal(reply, typeof page.total === 'number' ? { total: page.total, capped: false } : page.total);
  if (page.next !== undefined) reply.header(NEXT_CURSOR_HEADER, page.next);
  return sendJsonText<T[]>(reply, page.json);
}
