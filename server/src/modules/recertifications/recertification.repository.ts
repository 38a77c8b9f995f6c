import type { CertificationType } from '@lar/contracts/certifications';
import type { Language } from '@lar/contracts/languages';
import { PAGE_SIZES } from '@lar/contracts/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client.ts';
import { isoTimestamp, JsonText, jsonObject, jsonTimestamp, jsonWhenPresent } from '../../lib/json-rows.ts';
import { renderedOnce, runStatement } from '../../lib/rendered-statements.ts';
import { bucketSql, type DueRange } from './buckets.ts';

/**
 * The recertification calendar's statements, on `recertification_schedule` (migration 0029, kept by
 * triggers): a bucket is a range of due dates, so a page is an index range scan in due-date order
 * and a count an index-only range count. Rendered once per process and run prepared by name, every
 * value a parameter (the organization too), so each is planned once per connection.
 */

/** One household due on the page, as PostgreSQL sends it; `total` is the bounded count. */
export interface RecertificationRow {
  occupancy_id: number;
  tenant_id: number;
  household: string;
  language: Language | null;
  unit_id: number;
  unit_number: string;
  property_id: number;
  property_name: string;
  due_date: string;
  days_left: number;
  over_income: boolean;
  draft_id: number | null;
  draft_type: CertificationType | null;
  notice_sent_at: string | null;
  total: number;
}

export interface DueFilter {
  organizationId: number;
  propertyId: number | undefined;
  /** The management company's properties (decision 072). */
  managerId: number | undefined;
  asOf: string;
  range: DueRange;
}

/** Which of the narrowing filters a statement carries: each a statement of its own. */
interface DueScope {
  property: boolean;
  manager: boolean;
}

const scopeOf = (filter: { propertyId: number | undefined; managerId: number | undefined }): DueScope => ({
  property: filter.propertyId !== undefined,
  manager: filter.managerId !== undefined,
});

/** The scope's part of a statement's name. */
const scopeName = (scope: DueScope) =>
  scope.property || scope.manager
    ? [scope.property ? 'property' : '', scope.manager ? 'manager' : ''].filter(Boolean).join('-')
    : 'all';

const param = (name: string) => sql.placeholder(name);

/**
 * The schedule's rows in the range: the partial indexes' predicate, with the property's and the
 * company's when given (the company's properties on their (organization_id, property_manager_id) index).
 */
function dueRows(scope: DueScope, bounds = { from: 'from', to: 'to' }): SQL {
  const property = scope.property ? sql`AND s.property_id = ${param('propertyId')}::int` : sql``;
  const manager = scope.manager
    ? sql`AND s.property_id IN (SELECT pm.id FROM properties pm
              WHERE pm.organization_id = ${param('organizationId')}::int
                AND pm.property_manager_id = ${param('managerId')}::int)`
    : sql``;
  return sql`FROM recertification_schedule s
   WHERE s.organization_id = ${param('organizationId')}::int ${property} ${manager}
     AND s.due_date IS NOT NULL
     AND s.due_date >= ${param(bounds.from)}::date AND s.due_date <= ${param(bounds.to)}::date`;
}

/**
 * A page of households, due date then occupancy id, with the count bounded at `countCap` + 1.
 * The page's schedule rows come first (at most `limit`), then only those are joined to their
 * occupancy, tenant, unit, property, draft and latest notice. The limit is written into the text
 * for the screens' page sizes: as a parameter, a generic plan guesses a tenth of the matches and
 * hash-joins them (prepared-queries.ts, pagePlan).
 */
function pageStatement(scope: DueScope, limit: SQL, countCap: number, output: Output): SQL {
  const org = param('organizationId');
  const fields = output === 'json' ? sql`${ITEM_JSON.text} AS json` : ROW_FIELDS;
  return sql`
    WITH page AS MATERIALIZED (
      SELECT s.occupancy_id, s.property_id, s.unit_id, s.due_date, s.over_income
        ${dueRows(scope)}
       ORDER BY s.due_date, s.occupancy_id
       LIMIT ${limit} OFFSET ${param('offset')}::int
    )
    SELECT ${fields},
           (SELECT count(*) FROM (SELECT 1 ${dueRows(scope)} LIMIT ${sql.raw(String(countCap + 1))}) m)::int AS total
      FROM page p
      JOIN occupancies o ON o.organization_id = ${org}::int AND o.id = p.occupancy_id
      JOIN candidates c ON c.organization_id = o.organization_id AND c.id = o.tenant_id
      JOIN units u ON u.organization_id = o.organization_id AND u.id = p.unit_id
      JOIN properties pr ON pr.organization_id = o.organization_id AND pr.id = p.property_id
      LEFT JOIN income_certifications d
        ON d.organization_id = o.organization_id AND d.occupancy_id = o.id AND d.status = 'DRAFT'
      LEFT JOIN LATERAL (
        SELECT rn.sent_at FROM recertification_notices rn
         WHERE rn.organization_id = o.organization_id AND rn.occupancy_id = o.id
           AND rn.due_date = p.due_date
         ORDER BY rn.sent_at DESC LIMIT 1) n ON true
     ORDER BY p.due_date, p.occupancy_id`;
}

/** A page's rows as fields (for the notices) or as the list's JSON items, written by PostgreSQL. */
type Output = 'rows' | 'json';

const DAYS_LEFT = sql`(p.due_date - ${param('asOf')}::date)`;
const quoted = (text: SQL) => new JsonText(sql`'"' || ${text} || '"'`);
const digits = (value: SQL) => new JsonText(sql`${value}::text`);

const ROW_FIELDS = sql`p.occupancy_id, o.tenant_id, c.full_name AS household, c.language,
           p.unit_id, coalesce(u.unit_number, '') AS unit_number, p.property_id, pr.property_name,
           to_char(p.due_date, 'YYYY-MM-DD') AS due_date, ${DAYS_LEFT}::int AS days_left, p.over_income,
           d.id AS draft_id, d.type AS draft_type, ${isoTimestamp(sql`n.sent_at`)} AS notice_sent_at`;

/**
 * One `recertificationItem` as JSON text, sent as it is (decision 015): decoding, mapping and
 * serializing the rows in the server cost more than PostgreSQL spent finding them.
 */
const ITEM_JSON = jsonObject({
  occupancy_id: digits(sql`p.occupancy_id`),
  tenant_id: digits(sql`o.tenant_id`),
  household: sql`c.full_name`,
  unit_id: digits(sql`p.unit_id`),
  unit_number: sql`coalesce(u.unit_number, '')`,
  property_id: digits(sql`p.property_id`),
  property_name: sql`pr.property_name`,
  due_date: quoted(sql`to_char(p.due_date, 'YYYY-MM-DD')`),
  days_left: digits(DAYS_LEFT),
  bucket: quoted(bucketSql(DAYS_LEFT)),
  over_income: digits(sql`p.over_income`),
  draft: jsonWhenPresent(sql`d.id`, jsonObject({ id: digits(sql`d.id`), type: quoted(sql`d.type`) })),
  notice_sent_at: jsonTimestamp(sql`n.sent_at`),
});

const NAMED_SIZES: ReadonlySet<number> = new Set(PAGE_SIZES);

/**
 * The page of households due in `filter`'s range, and their bounded count on every row. Page sizes
 * other than the screens' are a parameter of an unnamed statement, planned on each execution.
 */
function runPage<Row>(
  database: DbHandle,
  filter: DueFilter,
  page: { limit: number; offset: number },
  countCap: number,
  output: Output,
): Promise<Row[]> {
  const scope = scopeOf(filter);
  const family = `recertifications.${output}.${scopeName(scope)}.${countCap}`;
  const statement = NAMED_SIZES.has(page.limit)
    ? renderedOnce(`${family}.${page.limit}`, () =>
        pageStatement(scope, sql.raw(String(page.limit)), countCap, output),
      )
    : {
        ...renderedOnce(`${family}.param`, () =>
          pageStatement(scope, sql`${param('limit')}::int`, countCap, output),
        ),
        name: '',
      };
  return runStatement<Row>(database, statement, { ...values(filter), ...page });
}

/** The households of the page as fields (the notices read them). */
export const recertificationRows = (
  database: DbHandle,
  filter: DueFilter,
  page: { limit: number; offset: number },
  countCap: number,
) => runPage<RecertificationRow>(database, filter, page, countCap, 'rows');

/** The page as the list's items, JSON text per row, each with the bounded count. */
export const recertificationPage = (
  database: DbHandle,
  filter: DueFilter,
  page: { limit: number; offset: number },
  countCap: number,
) => runPage<{ json: string; total: number }>(database, filter, page, countCap, 'json');

/** The bounded count alone: for a page past the end, which brings no row to carry it. */
export async function recertificationCount(database: DbHandle, filter: DueFilter, countCap: number) {
  const scope = scopeOf(filter);
  const statement = renderedOnce(
    `recertifications.count.${scopeName(scope)}.${countCap}`,
    () =>
      sql`SELECT count(*)::int AS n FROM (SELECT 1 ${dueRows(scope)} LIMIT ${sql.raw(String(countCap + 1))}) m`,
  );
  const [row] = await runStatement<{ n: number }>(database, statement, values(filter));
  return row?.n ?? 0;
}

function values(filter: DueFilter) {
  return {
    organizationId: filter.organizationId,
    propertyId: filter.propertyId,
    managerId: filter.managerId,
    asOf: filter.asOf,
    from: filter.range.from,
    to: filter.range.to,
  };
}

/** The five buckets' counts: five index-only range counts, in one statement. */
export async function bucketCounts(
  database: DbHandle,
  organizationId: number,
  scoped: { propertyId: number | undefined; managerId: number | undefined },
  ranges: ReadonlyArray<DueRange>,
): Promise<number[]> {
  const scope = scopeOf(scoped);
  const statement = renderedOnce(`recertifications.summary.${scopeName(scope)}.${ranges.length}`, () => {
    const counts = ranges.map(
      (_, i) =>
        sql`(SELECT count(*)::int ${dueRows(scope, { from: `from${i}`, to: `to${i}` })}) AS n${sql.raw(String(i))}`,
    );
    return sql`SELECT ${sql.join(counts, sql`, `)}`;
  });
  const bounds = Object.fromEntries(
    ranges.flatMap((r, i) => [
      [`from${i}`, r.from],
      [`to${i}`, r.to],
    ]),
  );
  const [row] = await runStatement<Record<string, number>>(database, statement, {
    organizationId,
    propertyId: scoped.propertyId,
    managerId: scoped.managerId,
    ...bounds,
  });
  return ranges.map((_, i) => row?.[`n${i}`] ?? 0);
}
