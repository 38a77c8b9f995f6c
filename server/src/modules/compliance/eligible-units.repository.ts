import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbHandle, Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { preparedRecord } from '../../lib/prepared-queries.ts';
import { type RenderedStatement, renderedOnce, runStatement } from '../../lib/rendered-statements.ts';
import type { PairLimitArrays } from './pair-limits.ts';

/** What the search asks of the units, besides the limits of every pair. */
export interface EligibleUnitsFilter {
  organizationId: number;
  /** The household's annual income, as a decimal string. */
  income: string;
  propertyId: number | undefined;
  includeMarketRate: boolean;
  limit: number;
  offset: number;
}

export interface EligibleUnitRow {
  total: number;
  unit_id: number | null;
  unit_number: string | null;
  unit_type: string | null;
  property_id: number | null;
  property_name: string | null;
  income_limit: string | null;
  max_gross_rent: string | null;
  binding_program_id: number | null;
  binding_program_name: string | null;
  binding_percentage: string | null;
}

/**
 * One statement: the vacant units (no ACTIVE or PENDING occupancy: `units.taken`, migration 0027)
 * whose every designation (the primary program at its level's AMI %, and each extra designation)
 * has an income limit the income meets. A unit's effective limits are the lowest of its
 * designations', as eligibility.ts takes them: the income limit and the maximum gross rent for its
 * type (unknown when one designation has none), and the binding designation is the one with the
 * lowest rent (ties: the primary, then the extras in the order they were given), or the lowest
 * income limit when none has a rent. A primary program without a level matches no limit, so such
 * a unit is never listed: its limits are missing. Cheapest first: by maximum gross rent (unknown
 * last), property name, unit number, id. The first row carries the total; an empty page still
 * brings one row, with the total and no unit.
 *
 * A unit with only its primary designation (or none) has the limits of its class: its type,
 * program and level. Such units are judged a class at a time, from the vacant units' counts by
 * class (`vacant_unit_classes`, migration 0028; for one property, from its few vacant units).
 * Units with extra designations (`units.layered`) are judged one by one. The total and the rents
 * the page shows come from those counts; only the units with one of the page's rents are read and
 * ordered (decision 025).
 */
function eligibleUnitsStatement(shape: StatementShape): SQL {
  const org = param('organizationId');
  const onProperty = shape.onProperty ? sql`AND u.property_id = ${param('propertyId')}::int` : sql``;
  // Classes key "no program" and "no level" as 0, as the counts and their index do.
  const plain = !shape.onProperty
    ? sql`SELECT c.unit_type, c.gov_program_id, c.ami_level_id, c.vacant
              FROM vacant_unit_classes c
             WHERE c.organization_id = ${org} AND c.vacant > 0`
    : sql`SELECT u.unit_type, coalesce(u.gov_program_id, 0) AS gov_program_id,
                   coalesce(u.ami_level_id, 0) AS ami_level_id, count(*)::int AS vacant
              FROM units u
             WHERE u.organization_id = ${org} ${onProperty} AND NOT u.taken AND NOT u.layered
             GROUP BY 1, 2, 3`;
  const marketRate = shape.includeMarketRate
    ? sql`UNION ALL
        SELECT c.unit_type, c.gov_program_id, c.ami_level_id, c.vacant, NULL::numeric, NULL::numeric, NULL::numeric
          FROM plain c
         WHERE c.gov_program_id = 0`
    : sql``;
  const income = sql`${param('income')}::numeric`;
  // A level's AMI %, looked up by its key for each class or unit rather than by hashing every level.
  const levelPercentage = (levelId: SQL) =>
    sql`(SELECT al.percentage FROM ami_levels al WHERE al.organization_id = ${org} AND al.id = ${levelId})`;
  return sql`
    WITH lim AS (
      SELECT * FROM unnest(${param('programIds')}::int[], ${param('percentages')}::numeric[],
                           ${param('unitTypes')}::text[], ${param('incomeLimits')}::numeric[],
                           ${param('maxGrossRents')}::numeric[])
          AS lim(program_id, pct, unit_type, income_limit, max_rent)
    ),
    plain AS MATERIALIZED (
      SELECT c.*, ${levelPercentage(sql`c.ami_level_id`)} AS pct FROM (${plain}) c
    ),
    plain_judged AS (
      SELECT c.unit_type, c.gov_program_id, c.ami_level_id, c.vacant, c.pct,
             l.income_limit, l.max_rent AS max_gross_rent
        FROM plain c
        JOIN lim l ON l.program_id = c.gov_program_id AND l.pct = c.pct AND l.unit_type = c.unit_type
       WHERE ${income} <= l.income_limit
      ${marketRate}
    ),
    -- The vacant units with extra designations, one by one: every designation must admit the income.
    layered AS MATERIALIZED (
      SELECT u.id, u.unit_type, u.unit_number, u.property_id, u.gov_program_id, u.ami_level_id
        FROM units u
       WHERE u.organization_id = ${org} ${onProperty} AND NOT u.taken AND u.layered
    ),
    layered_designations AS MATERIALIZED (
      SELECT f.id AS unit_id, f.unit_type, f.gov_program_id AS program_id,
             ${levelPercentage(sql`f.ami_level_id`)} AS pct, 0 AS ord
        FROM layered f
       WHERE f.gov_program_id IS NOT NULL
      UNION ALL
      -- A unit's few designations by their index (OFFSET 0 keeps the look-up a look-up), rather
      -- than a hash of every designation of the organization.
      SELECT f.id, f.unit_type, d.program_id, d.ami_percentage, d.id
        FROM layered f
       CROSS JOIN LATERAL (SELECT d.program_id, d.ami_percentage, d.id
                             FROM unit_designations d
                            WHERE d.organization_id = ${org} AND d.unit_id = f.id OFFSET 0) d
    ),
    layered_judged AS MATERIALIZED (
      SELECT g.unit_id, min(l.income_limit) AS income_limit,
             CASE WHEN bool_and(l.max_rent IS NOT NULL) THEN min(l.max_rent) END AS max_gross_rent,
             count(l.max_rent) > 0 AS has_rent
        FROM layered_designations g
        LEFT JOIN lim l ON l.program_id = g.program_id AND l.pct = g.pct AND l.unit_type = g.unit_type
       GROUP BY g.unit_id
      HAVING bool_and(l.income_limit IS NOT NULL AND ${income} <= l.income_limit)
    ),
    -- How many eligible units each rent has, and how many cheaper ones come before it.
    rents AS MATERIALIZED (
      SELECT r.max_gross_rent, sum(r.n)::int AS n
        FROM (SELECT max_gross_rent, vacant AS n FROM plain_judged
              UNION ALL
              SELECT max_gross_rent, 1 FROM layered_judged) r
       GROUP BY r.max_gross_rent
    ),
    page_rents AS MATERIALIZED (
      SELECT * FROM (
        SELECT max_gross_rent, n, (sum(n) OVER (ORDER BY max_gross_rent ASC NULLS LAST) - n)::int AS before
          FROM rents) ranked
       WHERE before < ${param('end')}::int AND before + n > ${param('offset')}::int
    ),
    page_classes AS MATERIALIZED (
      SELECT c.* FROM plain_judged c
       WHERE EXISTS (SELECT 1 FROM page_rents r WHERE r.max_gross_rent IS NOT DISTINCT FROM c.max_gross_rent)
    ),
    page_layered AS MATERIALIZED (
      SELECT j.* FROM layered_judged j
       WHERE EXISTS (SELECT 1 FROM page_rents r WHERE r.max_gross_rent IS NOT DISTINCT FROM j.max_gross_rent)
    ),
    layered_binding AS (
      SELECT DISTINCT ON (g.unit_id) g.unit_id, g.program_id, g.pct
        FROM page_layered j
        JOIN layered_designations g ON g.unit_id = j.unit_id
        JOIN lim l ON l.program_id = g.program_id AND l.pct = g.pct AND l.unit_type = g.unit_type
       ORDER BY g.unit_id, CASE WHEN j.has_rent THEN l.max_rent ELSE l.income_limit END NULLS LAST, g.ord
    ),
    -- The units with one of the page's rents, read by class from the vacant units' class index.
    page_units AS (
      SELECT u.id AS unit_id, u.unit_number, u.unit_type, u.property_id, c.income_limit, c.max_gross_rent,
             nullif(c.gov_program_id, 0) AS binding_program_id, c.pct AS binding_pct
        FROM page_classes c
        JOIN units u ON u.organization_id = ${org} AND NOT u.taken AND NOT u.layered
                    AND u.unit_type = c.unit_type
                    AND coalesce(u.gov_program_id, 0) = c.gov_program_id
                    AND coalesce(u.ami_level_id, 0) = c.ami_level_id
                    ${onProperty}
      UNION ALL
      SELECT f.id, f.unit_number, f.unit_type, f.property_id, j.income_limit, j.max_gross_rent, b.program_id, b.pct
        FROM page_layered j
        JOIN layered f ON f.id = j.unit_id
        LEFT JOIN layered_binding b ON b.unit_id = j.unit_id
    )
    SELECT t.total, m.*
      FROM (SELECT coalesce(sum(n), 0)::int AS total FROM rents) t
      LEFT JOIN LATERAL (
        SELECT m.unit_id, m.unit_number, m.unit_type, m.property_id, p.property_name,
               m.income_limit::text AS income_limit, m.max_gross_rent::text AS max_gross_rent,
               m.binding_program_id, gp.name AS binding_program_name, m.binding_pct::text AS binding_percentage
          FROM page_units m
          JOIN properties p ON p.organization_id = ${org} AND p.id = m.property_id
          LEFT JOIN gov_programs gp ON gp.organization_id = ${org} AND gp.id = m.binding_program_id
         ORDER BY m.max_gross_rent ASC NULLS LAST, lower(p.property_name), lower(m.unit_number), m.unit_id
         LIMIT ${param('limit')}::int OFFSET ${param('offset')}::int - (SELECT coalesce(min(before), 0) FROM page_rents)
      ) m ON true`;
}

/** What changes the statement's text: each shape is one statement, prepared by name. */
interface StatementShape {
  onProperty: boolean;
  includeMarketRate: boolean;
}

const param = (name: string) => sql.placeholder(name);

/**
 * The four statements, rendered once per process. Every value is a parameter (the organization
 * too), so each is planned once per connection rather than on every search: its planning cost
 * about 3 ms of PostgreSQL's time a request.
 */
function statementFor(shape: StatementShape): RenderedStatement {
  const name = `compliance.eligible_units.${shape.onProperty ? 'property' : 'all'}.${shape.includeMarketRate ? 'market' : 'limited'}`;
  return renderedOnce(name, () => eligibleUnitsStatement(shape));
}

/** The page of eligible units and the total, as rows (see eligibleUnitsStatement). */
export function eligibleUnitRows(
  database: DbHandle,
  limits: PairLimitArrays,
  filter: EligibleUnitsFilter,
): Promise<EligibleUnitRow[]> {
  const statement = statementFor({
    onProperty: filter.propertyId !== undefined,
    includeMarketRate: filter.includeMarketRate,
  });
  return runStatement<EligibleUnitRow>(database, statement, {
    ...limits,
    organizationId: filter.organizationId,
    income: filter.income,
    propertyId: filter.propertyId,
    limit: filter.limit,
    offset: filter.offset,
    end: filter.offset + filter.limit,
  });
}

/** The candidate's household size and income, or undefined when the organization has no such candidate. */
export async function candidateHousehold(q: Queryable, tenant: Tenant, candidateId: number) {
  const household = preparedRecord(q, 'compliance.household', tenant.organizationId, (name) =>
    q
      .select({ householdSize: candidates.householdSize, income: candidates.income })
      .from(candidates)
      .where(tenant.where(candidates, eq(candidates.id, sql.placeholder('id'))))
      .prepare(name),
  );
  const [candidate] = await household.execute({ id: candidateId });
  return candidate;
}
