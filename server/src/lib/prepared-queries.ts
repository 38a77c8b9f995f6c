import { createHash } from 'node:crypto';
import { PAGE_SIZES } from '@lar/contracts/paging';
import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tenant } from '../db/tenancy.ts';

/**
 * Drizzle builds a query's SQL and its execution plumbing on every call: for a list with joins,
 * about 1.5 ms of CPU, more than PostgreSQL spends answering it. The hot list queries are built
 * once per database handle and key, with a placeholder for every value, and then only executed.
 *
 * A key holds the organization (its id is bound when the query is built, so a query built for one
 * organization can never run for another) and the shape of the filters; the values go in at
 * execution. Prepared with an empty name, PostgreSQL plans each execution with its actual values;
 * see `pagePlan` for the statements it plans once per connection.
 */
const MAX_PER_DATABASE = 500;
const caches = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(database: object, key: string, build: () => T): T {
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  const hit = cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const query = build();
  cache.set(key, query);
  // Oldest first: a bound keeps memory flat however many organizations use the process.
  if (cache.size > MAX_PER_DATABASE) cache.delete(cache.keys().next().value as string);
  return query;
}

/**
 * A statement with one SQL text per organization (one record by id): built once per database
 * handle and organization, and named `family` so that PostgreSQL plans it once per connection
 * (the organization is a bound value, so every organization's statement has the same text).
 */
export function preparedRecord<T>(
  database: object,
  family: string,
  organizationId: number,
  build: (name: string) => T,
): T {
  if (Buffer.byteLength(family) > 63) throw new Error(`statement name too long: ${family}`);
  return prepared(database, JSON.stringify([family, organizationId]), () => build(family));
}

/**
 * Page sizes the screens ask for. A list whose filters are equalities is planned once per
 * connection (a named statement) when its page size is one of these, written into the SQL text:
 * with the size as a parameter, PostgreSQL's generic plan guesses that a tenth of the matches are
 * fetched and hash-joins all of them (measured on the occupancy list: 35 ms instead of 4). Any
 * other size stays a parameter of an unnamed statement, planned on each execution, so the number
 * of statements each connection keeps stays small.
 *
 * The first page has its offset written in too. PostgreSQL keeps a named statement's generic plan
 * only when it costs no more than the plans made for the actual values; with the offset a
 * parameter, the generic plan is costed as if it skipped a tenth of the rows, so for offset 0 the
 * value-specific plan always looked cheaper and was made again on every execution (1.6 ms of
 * planning for the occupancy list, three times its execution). Deeper pages cost more than that
 * guess and keep the generic plan.
 */
const NAMED_PAGE_SIZES: ReadonlySet<number> = new Set(PAGE_SIZES);

export interface PagePlan {
  /** For `.limit()`: the size written into the SQL text, or the placeholder `limit`. */
  limit: number | Placeholder;
  /** For `.offset()`: 0 written into the SQL text for a first page, else the placeholder `offset`. */
  offset: number | Placeholder;
  /** For `.prepare()`: a statement name, or empty for a statement planned on each execution. */
  name: string;
  /** Part of the `prepared` key: statements with different written-in values differ. */
  key: string;
}

/** The page as the placeholders `limit` and `offset` of an unnamed statement, planned each time. */
export const PLANNED_EACH_TIME: PagePlan = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  name: '',
  key: 'param',
};

/**
 * A constant limit or offset written into the SQL text, for `.limit()` and `.offset()` (Drizzle
 * renders an SQL object given to them as it is). Drizzle sends a plain number as a parameter, and
 * a generic plan then guesses how many rows it takes: a skip scan's `limit 1` was planned as 155
 * rows a step, and the statement's cost crossed the threshold of JIT compilation (35 ms a run).
 */
export const written = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
};

/**
 * How a list of the given statement family takes its page. `statement` names the SQL text (the
 * list and its filter shape, not the organization: the organization is a bound value, so every
 * organization's statement has the same text and shares the server-side plan).
 */
export function pagePlan(statement: string, page: { limit: number; offset: number }): PagePlan {
  if (!NAMED_PAGE_SIZES.has(page.limit)) return PLANNED_EACH_TIME;
  const first = page.offset === 0;
  const key = `${page.limit}${first ? '|first' : ''}`;
  const name = `${statement}|${key}`;
  if (Buffer.byteLength(name) > 63) throw new Error(`statement name too long: ${name}`);
  return { limit: written(page.limit), offset: first ? written(0) : sql.placeholder('offset'), name, key };
}

/**
 * `column` is one of the ids of the placeholder `name`, an integer array: a list of any length is
 * one parameter, so a statement prepared by name serves every list (an IN list would change the
 * statement's text with its length).
 */
export const amongIds = (column: SQLWrapper, name: string): SQL =>
  sql`${column} = ANY(${sql.placeholder(name)}::int[])`;

/** How a filter's value enters a query: as itself, or as a named placeholder of a prepared one. */
export type Bind = <T>(name: string, value: T) => T | Placeholder | SQL;
export const literal: Bind = (_name, value) => value;
export const placeholder: Bind = (name) => sql.placeholder(name);

/**
 * A named placeholder read through a scalar subquery, whose value no plan sees: not the generic
 * plan, and not the plans PostgreSQL makes for the actual values of a named statement's first
 * five executions. PostgreSQL keeps the generic plan only when it costs no more than those; when
 * the values make the others look cheaper, it plans every execution anew, for good. With the
 * values unseen, every plan is costed alike and the generic one is kept from the sixth execution.
 * For statements whose best plan does not depend on their values (a name word's index range):
 * the one-word name search was planned on every request, 0.9 ms of planning for 1 ms of work.
 * Text is compared in the "C" collation, the byte order of the columns it is used with.
 */
export const unseen: Bind = (name, value) =>
  typeof value === 'number'
    ? sql`(select ${sql.placeholder(name)}::integer)`
    : sql`(select ${sql.placeholder(name)}::text collate "C")`;

/** What scopes a statement to one organization: its `Tenant`, or `unseenOrganization` of it. */
export type OrganizationScope = Pick<Tenant, 'where'>;

/**
 * The tenant's organization condition with its id read through a scalar subquery, as `unseen`
 * reads a value, for a named statement whose plan must not depend on which organization runs it.
 * The id stays a value bound into the statement built for that organization.
 */
export function unseenOrganization(tenant: Tenant): OrganizationScope {
  const id = sql`(select ${tenant.organizationId}::integer)`;
  return { where: (table, ...conditions) => and(eq(table.organizationId, id), ...conditions) as SQL };
}

/**
 * How one filter shapes a list's SQL text: `set`, by whether it is given at all (undefined, null
 * and '' are not); `value`, by its value (a status, a mode); `count`, by its length (a list of
 * words, each a condition of its own).
 */
export type FilterRole = 'set' | 'value' | 'count';

/** Every filter of one list, each with its role: the statement's key is built from all of them. */
export type FilterDescriptor = Readonly<Record<string, FilterRole>>;

/** The filters' values as a list passes them: exactly the descriptor's names. */
export type FilterValues<D extends FilterDescriptor> = {
  readonly [K in keyof D]: D[K] extends 'count'
    ? ReadonlyArray<unknown>
    : D[K] extends 'value'
      ? string | number | boolean | undefined
      : unknown;
};

/** A family of list statements (one list's SQL, by filter shape) and its filters. */
export interface ListStatement<D extends FilterDescriptor> {
  readonly family: string;
  readonly filters: D;
}

export const listStatement = <D extends FilterDescriptor>(family: string, filters: D): ListStatement<D> => ({
  family,
  filters,
});

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The shape of the filters as text: every filter of the descriptor in its order, each as its role
 * reads it. Two different shapes never give the same text (JSON of the parts), and a value passed
 * under a name the descriptor lacks is refused: a filter left out of the key would let two
 * different filters run one statement, with the wrong rows rather than slow ones.
 */
export function shapeOf<D extends FilterDescriptor>(
  statement: ListStatement<D>,
  values: FilterValues<D>,
): string {
  for (const name of Object.keys(values)) {
    if (!Object.hasOwn(statement.filters, name))
      throw new Error(`${statement.family}: filter "${name}" is not in its descriptor`);
  }
  const parts = Object.entries(statement.filters).map(([name, role]) => {
    const value = (values as Record<string, unknown>)[name];
    if (role === 'count') return (value as ReadonlyArray<unknown>).length;
    if (role === 'value') return value === undefined ? null : value;
    return isGiven(value);
  });
  return JSON.stringify([statement.family, parts]);
}

/**
 * A statement name within PostgreSQL's 63 bytes for a shape: the family for reading, a digest of
 * the shape for uniqueness.
 */
const statementName = (family: string, shape: string) =>
  `${family}|${createHash('sha256').update(shape).digest('base64url').slice(0, 16)}`;

/**
 * A list page's statement for one organization and filter shape, built by `build` once.
 * `plannedEachTime` when the filters' best plan depends on their values (a text to look for): then
 * it is an unnamed statement, planned on each execution.
 */
export function preparedPage<D extends FilterDescriptor, T>(
  database: object,
  statement: ListStatement<D>,
  scope: { organizationId: number; filters: FilterValues<D>; plannedEachTime: boolean },
  page: { limit: number; offset: number },
  build: (plan: PagePlan) => T,
): T {
  const shape = shapeOf(statement, scope.filters);
  const plan = scope.plannedEachTime
    ? PLANNED_EACH_TIME
    : pagePlan(statementName(statement.family, shape), page);
  return prepared(database, JSON.stringify([shape, scope.organizationId, plan.key]), () => build(plan));
}
