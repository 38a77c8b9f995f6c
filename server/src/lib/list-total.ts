import { COUNT_CAP, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/client.ts';

/** A list's total: exact up to COUNT_CAP; past it, COUNT_CAP with `capped`. */
export interface ListTotal {
  total: number;
  capped: boolean;
}

const bounded = (n: number): ListTotal => ({ total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });

/**
 * Counts the rows `matches` selects, stopping at COUNT_CAP + 1: the cost of a count is bounded
 * however many rows a filter matches (an index-only scan of at most 10,001 entries).
 * `matches` is a `select(...).from(...).where(...).$dynamic()` over the list's filter.
 */
export async function boundedTotal(q: Queryable, matches: PgSelect): Promise<ListTotal> {
  const [row] = await q.select({ n: count() }).from(matches.limit(COUNT_CAP + 1).as('matches'));
  return bounded(row?.n ?? 0);
}

/**
 * The same bounded count as a column of the page query, so one round trip brings the page and
 * its total: PostgreSQL evaluates the uncorrelated subquery once, not per row.
 */
export function totalColumn(matches: PgSelect): SQL<number> {
  return sql<number>`(select count(*) from (${matches.limit(COUNT_CAP + 1)}) as matches)`.mapWith(Number);
}

/**
 * The total carried by a page's rows. An empty page has none: at offset 0 the list is empty; past
 * the end (a stale page link), one more query counts.
 */
export async function totalOfPage(
  rows: ReadonlyArray<{ total: number }>,
  offset: number,
  recount: () => Promise<ListTotal>,
): Promise<ListTotal> {
  const first = rows[0];
  if (first) return bounded(first.total);
  return offset === 0 ? bounded(0) : recount();
}

export function sendTotal(reply: FastifyReply, { total, capped }: ListTotal): void {
  reply.header(TOTAL_COUNT_HEADER, total);
  if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
}
