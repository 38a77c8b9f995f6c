import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgSelectPrepare } from 'drizzle-orm/pg-core';
import type { TenantTable } from '../db/tenancy.ts';
import type { OrganizationScope, PagePlan } from './prepared-queries.ts';

/** What a list's matches select to be paged by id: the matching rows' ids. */
export type IdMatches = PgSelect<string, { id: PgColumn }, 'partial'>;

/**
 * A list page read in two steps: the page's ids first (the matches in `order`, cut to the plan's
 * page: an index range, without the columns the answer carries), then `rows` for those ids only,
 * in the same order. The answer's columns and joins are read for the page's rows, not for every
 * row skipped on the way to it.
 */
export function preparedPageOfIds<Rows extends PgSelect>(list: {
  rows: Rows;
  table: TenantTable & { id: PgColumn };
  matches: IdMatches;
  order: SQL[];
  tenant: OrganizationScope;
  plan: PagePlan;
}): PgSelectPrepare<Rows> {
  const { rows, table, matches, order, tenant, plan } = list;
  const page = matches
    .orderBy(...order)
    .limit(plan.limit)
    .offset(plan.offset)
    .as('page');
  return rows
    .innerJoin(page, eq(page.id, table.id))
    .where(tenant.where(table))
    .orderBy(...order)
    .prepare(plan.name) as PgSelectPrepare<Rows>;
}
