import { COUNT_CAP, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/client.ts';
import type { Tenant, TenantTable } from '../db/tenancy.ts';

/** A list's total: exact up to COUNT_CAP; past it, COUNT_CAP with `capped`. */
export interface ListTotal {
  total: number;
  capped: boolean;
}

const bounded = (n: number): ListTotal => ({ total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });

/** Counts every row `matches` selects (a `select(...).from(...).where(...).$dynamic()`). */
export async function exactTotal(q: Queryable, matches: PgSelect): Promise<number> {
  const [row] = await q.select({ n: count() }).from(matches.as('matches'));
  return row?.n ?? 0;
}

/**
 * Counts the rows `matches` selects, stopping at COUNT_CAP + 1: the cost of a count is bounded
 * however many rows a filter matches (an index-only scan of at most 10,001 entries).
 */
export async function boundedTotal(q: Queryable, matches: PgSelect): Promise<ListTotal> {
  return bounded(await exactTotal(q, matches.limit(COUNT_CAP + 1)));
}

/**
 * An exact count of `matches` as a column of the page query, so one round trip brings the page and
 * its total: PostgreSQL evaluates the uncorrelated subquery once, not per row. As it is, for lists
 * that stay small (an organization's properties).
 */
export function exactTotalColumn(matches: PgSelect): SQL<number> {
  return sql<number>`(select count(*) from (${matches}) as matches)`.mapWith(Number);
}

/**
 * A list's total read from a table of counts that triggers keep (occupancy_counts, migration 0007;
 * application_counts, migration 0070): the sum of `n` over the organization's rows `conditions`
 * name, as a column of the page query. Exact; the page reports it bounded like the others.
 */
export function keptTotalColumn(
  q: Queryable,
  tenant: Tenant,
  counts: PgTable & TenantTable & { n: PgColumn },
  ...conditions: Array<SQL | undefined>
): SQL<number> {
  const counted = q
    .select({ n: sql`coalesce(sum(${counts.n}), 0)` })
    .from(counts)
    .where(tenant.where(counts, ...conditions));
  return sql<number>`(${counted})`.mapWith(Number);
}

/** The bounded count (COUNT_CAP + 1 at most) as a column of the page query. */
export function totalColumn(matches: PgSelect): SQL<number> {
  return exactTotalColumn(matches.limit(COUNT_CAP + 1));
}

type PageRows = ReadonlyArray<{ total: number }>;

/**
 * The total carried by a page's rows, as `read` makes it of a count. An empty page has none: at
 * offset 0 the list is empty; past the end (a stale page link), `recount` runs one more query.
 */
function totalFromPage<T>(rows: PageRows, offset: number, read: (n: number) => T, recount: () => Promise<T>) {
  const first = rows[0];
  if (first) return Promise.resolve(read(first.total));
  return offset === 0 ? Promise.resolve(read(0)) : recount();
}

/** The bounded total of a page whose rows carry `totalColumn`. */
export const totalOfPage = (rows: PageRows, offset: number, recount: () => Promise<ListTotal>) =>
  totalFromPage(rows, offset, bounded, recount);

/** The exact total of a page whose rows carry `exactTotalColumn`. */
export const exactTotalOfPage = (rows: PageRows, offset: number, recount: () => Promise<number>) =>
  totalFromPage(rows, offset, (n) => n, recount);

export function sendTotal(reply: FastifyReply, { total, capped }: ListTotal): void {
  reply.header(TOTAL_COUNT_HEADER, total);
  if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
}
