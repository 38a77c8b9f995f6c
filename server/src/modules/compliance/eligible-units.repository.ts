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
  income_program_id: number | null;
  income_program_name: string | null;
  income_percentage: string | null;
  rent_program_id: number | null;
  rent_program_name: string | null;
  rent_percentage: string | null;
}

/**
 * One statement: the vacant units (no ACTIVE or PENDING occupancy: `units.taken`, migration 0027)
 * whose every designation (the primary program at its level's AMI %, and each extra designation)
 * has an income limit the income meets. A unit's effective limits are the lowest of its
 * designations', as eligibility.ts's `effectiveLimits` takes them: the income limit and the maximum
 * gross rent for its type (unknown when one designation has none). The income binding is the
 * designation with the lowest income limit, the rent binding the one with the lowest rent (none
 * when no designation has one); ties go to the primary, then the extras in the order they were
 * given. A primary program without a level matches no limit, so such a unit is never listed: its
 * limits are missing. Cheapest first: by maximum gross rent (unknown last), property name, unit
 * number, id. The first row carries the total; an empty page still brings one row, with the total
 * and no unit.
 *
 * A unit's limits are its pair's (`lim`) unless its building's dates hold them otherwise
 * (decision 048): its placed-in-service epoch's held limits (`held_lim`: MTSP hold harmless, HERA
 * special limits), then its floor epoch's gross rent floor (`floor_lim`, Rev. Proc. 94-57), each
 * sent only where it changes the pair's figures (pair-limits.ts). The buildings whose dates fall in
 * such an epoch are found first (none is read when no epoch changes anything), and their vacant
 * units judged one by one.
 *
 * Any other unit with only its primary designation (or none) has the limits of its class: its
 * type, program and level. Such units are judged a class at a time, from the vacant units' counts
 * by class (`vacant_unit_classes`, migration 0028; for one property, from its few vacant units),
 * less the held ones. Units with extra designations (`units.layered`) are judged one by one. The
 * total and the rents the page shows come from those counts; only the units with one of the page's
 * rents are read and ordered (decision 025).
 */
function eligibleUnitsStatement(shape: StatementShape): SQL {
  const org = param('organizationId');
  const onProperty = shape.onProperty ? sql`AND u.property_id = ${param('propertyId')}::int` : sql``;
  const onPropertyOf = (alias: string) =>
    shape.onProperty ? sql`AND ${sql.raw(alias)}.property_id = ${param('propertyId')}::int` : sql``;
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
  // A date's epoch: how many of the bounds are on or before it (pair-limits.ts).
  const epochOf = (date: SQL, bounds: string) =>
    sql`CASE WHEN ${date} IS NULL THEN -1
             ELSE (SELECT count(*)::int FROM unnest(${param(bounds)}::date[]) x WHERE x <= ${date}) END`;
  return sql`
    WITH lim AS (
      SELECT * FROM unnest(${param('programIds')}::int[], ${param('percentages')}::numeric[],
                           ${param('unitTypes')}::text[], ${param('incomeLimits')}::numeric[],
                           ${param('maxGrossRents')}::numeric[])
          AS lim(program_id, pct, unit_type, income_limit, max_rent)
    ),
    held_lim AS MATERIALIZED (
      SELECT * FROM unnest(${param('heldProgramIds')}::int[], ${param('heldPercentages')}::numeric[],
                           ${param('heldUnitTypes')}::text[], ${param('heldEpochs')}::int[],
                           ${param('heldIncomeLimits')}::numeric[], ${param('heldMaxGrossRents')}::numeric[])
          AS h(program_id, pct, unit_type, epoch, income_limit, max_rent)
    ),
    floor_lim AS MATERIALIZED (
      SELECT * FROM unnest(${param('floorProgramIds')}::int[], ${param('floorPercentages')}::numeric[],
                           ${param('floorUnitTypes')}::text[], ${param('floorEpochs')}::int[],
                           ${param('floorRents')}::numeric[])
          AS f(program_id, pct, unit_type, epoch, floor_rent)
    ),
    -- The buildings whose dates change some pair's limits; none is read when no epoch does.
    held_buildings AS MATERIALIZED (
      SELECT b.id, k.pis_epoch, k.floor_epoch
        FROM buildings b
       CROSS JOIN LATERAL (SELECT ${epochOf(sql`b.placed_in_service_date`, 'pisBounds')} AS pis_epoch,
                                  ${epochOf(sql`b.gross_rent_floor_date`, 'floorBounds')} AS floor_epoch) k
       WHERE cardinality(${param('heldEpochs')}::int[]) + cardinality(${param('floorEpochs')}::int[]) > 0
         AND b.organization_id = ${org} ${onPropertyOf('b')}
         AND (k.pis_epoch IN (SELECT epoch FROM held_lim) OR k.floor_epoch IN (SELECT epoch FROM floor_lim))
    ),
    -- Their vacant units with a designation (a market-rate unit has no limit to hold).
    held_units AS MATERIALIZED (
      SELECT u.id, u.unit_type, u.unit_number, u.property_id, u.gov_program_id, u.ami_level_id, u.layered,
             hb.pis_epoch, hb.floor_epoch
        FROM held_buildings hb
        JOIN units u ON u.organization_id = ${org} AND u.building_id = hb.id AND NOT u.taken
                    AND (u.layered OR u.gov_program_id IS NOT NULL)
    ),
    plain AS MATERIALIZED (
      SELECT c.unit_type, c.gov_program_id, c.ami_level_id, c.vacant - coalesce(h.n, 0) AS vacant,
             ${levelPercentage(sql`c.ami_level_id`)} AS pct
        FROM (${plain}) c
        LEFT JOIN (SELECT h.unit_type, h.gov_program_id, coalesce(h.ami_level_id, 0) AS ami_level_id,
                          count(*)::int AS n
                     FROM held_units h WHERE NOT h.layered GROUP BY 1, 2, 3) h
          ON h.unit_type = c.unit_type AND h.gov_program_id = c.gov_program_id AND h.ami_level_id = c.ami_level_id
       WHERE c.vacant > coalesce(h.n, 0)
    ),
    plain_judged AS (
      SELECT c.unit_type, c.gov_program_id, c.ami_level_id, c.vacant, c.pct,
             l.income_limit, l.max_rent AS max_gross_rent
        FROM plain c
        JOIN lim l ON l.program_id = c.gov_program_id AND l.pct = c.pct AND l.unit_type = c.unit_type
       WHERE ${income} <= l.income_limit
      ${marketRate}
    ),
    -- The units judged one by one: the vacant units with extra designations, and the held ones.
    single AS MATERIALIZED (
      SELECT u.id, u.unit_type, u.unit_number, u.property_id, u.gov_program_id, u.ami_level_id, u.layered,
             -1 AS pis_epoch, -1 AS floor_epoch
        FROM units u
       WHERE u.organization_id = ${org} ${onProperty} AND NOT u.taken AND u.layered
         AND NOT EXISTS (SELECT 1 FROM held_units h WHERE h.id = u.id)
      UNION ALL
      SELECT * FROM held_units
    ),
    single_designations AS MATERIALIZED (
      SELECT f.id AS unit_id, f.unit_type, f.pis_epoch, f.floor_epoch, f.gov_program_id AS program_id,
             ${levelPercentage(sql`f.ami_level_id`)} AS pct, 0 AS ord
        FROM single f
       WHERE f.gov_program_id IS NOT NULL
      UNION ALL
      -- A unit's few designations by their index (OFFSET 0 keeps the look-up a look-up), rather
      -- than a hash of every designation of the organization.
      SELECT f.id, f.unit_type, f.pis_epoch, f.floor_epoch, d.program_id, d.ami_percentage, d.id
        FROM single f
       CROSS JOIN LATERAL (SELECT d.program_id, d.ami_percentage, d.id
                             FROM unit_designations d
                            WHERE d.organization_id = ${org} AND d.unit_id = f.id OFFSET 0) d
       WHERE f.layered
    ),
    -- Each designation's limits: the pair's, else its building's held ones, then the floor.
    single_limits AS MATERIALIZED (
      SELECT g.unit_id, g.program_id, g.pct, g.ord,
             CASE WHEN h.program_id IS NULL THEN l.income_limit ELSE h.income_limit END AS income_limit,
             CASE WHEN r.rent IS NULL THEN NULL
                  WHEN fl.floor_rent > r.rent THEN fl.floor_rent
                  ELSE r.rent END AS max_rent
        FROM single_designations g
        LEFT JOIN lim l ON l.program_id = g.program_id AND l.pct = g.pct AND l.unit_type = g.unit_type
        LEFT JOIN held_lim h ON h.program_id = g.program_id AND h.pct = g.pct AND h.unit_type = g.unit_type
                            AND h.epoch = g.pis_epoch
        LEFT JOIN floor_lim fl ON fl.program_id = g.program_id AND fl.pct = g.pct AND fl.unit_type = g.unit_type
                              AND fl.epoch = g.floor_epoch
       CROSS JOIN LATERAL (SELECT CASE WHEN h.program_id IS NULL THEN l.max_rent ELSE h.max_rent END AS rent) r
    ),
    single_judged AS MATERIALIZED (
      SELECT s.unit_id, min(s.income_limit) AS income_limit,
             CASE WHEN bool_and(s.max_rent IS NOT NULL) THEN min(s.max_rent) END AS max_gross_rent
        FROM single_limits s
       GROUP BY s.unit_id
      HAVING bool_and(s.income_limit IS NOT NULL AND ${income} <= s.income_limit)
    ),
    -- How many eligible units each rent has, and how many cheaper ones come before it.
    rents AS MATERIALIZED (
      SELECT r.max_gross_rent, sum(r.n)::int AS n
        FROM (SELECT max_gross_rent, vacant AS n FROM plain_judged
              UNION ALL
              SELECT max_gross_rent, 1 FROM single_judged) r
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
    page_single AS MATERIALIZED (
      SELECT j.* FROM single_judged j
       WHERE EXISTS (SELECT 1 FROM page_rents r WHERE r.max_gross_rent IS NOT DISTINCT FROM j.max_gross_rent)
    ),
    income_binding AS (
      SELECT DISTINCT ON (s.unit_id) s.unit_id, s.program_id, s.pct
        FROM page_single j
        JOIN single_limits s ON s.unit_id = j.unit_id
       ORDER BY s.unit_id, s.income_limit, s.ord
    ),
    rent_binding AS (
      SELECT DISTINCT ON (s.unit_id) s.unit_id, s.program_id, s.pct
        FROM page_single j
        JOIN single_limits s ON s.unit_id = j.unit_id AND s.max_rent IS NOT NULL
       ORDER BY s.unit_id, s.max_rent, s.ord
    ),
    -- The units with one of the page's rents, read by class from the vacant units' class index.
    page_units AS (
      SELECT u.id AS unit_id, u.unit_number, u.unit_type, u.property_id, c.income_limit, c.max_gross_rent,
             nullif(c.gov_program_id, 0) AS income_program_id, c.pct AS income_pct,
             CASE WHEN c.max_gross_rent IS NOT NULL THEN nullif(c.gov_program_id, 0) END AS rent_program_id,
             CASE WHEN c.max_gross_rent IS NOT NULL THEN c.pct END AS rent_pct
        FROM page_classes c
        JOIN units u ON u.organization_id = ${org} AND NOT u.taken AND NOT u.layered
                    AND u.unit_type = c.unit_type
                    AND coalesce(u.gov_program_id, 0) = c.gov_program_id
                    AND coalesce(u.ami_level_id, 0) = c.ami_level_id
                    ${onProperty}
       WHERE NOT EXISTS (SELECT 1 FROM held_units h WHERE h.id = u.id)
      UNION ALL
      SELECT f.id, f.unit_number, f.unit_type, f.property_id, j.income_limit, j.max_gross_rent,
             ib.program_id, ib.pct, rb.program_id, rb.pct
        FROM page_single j
        JOIN single f ON f.id = j.unit_id
        LEFT JOIN income_binding ib ON ib.unit_id = j.unit_id
        LEFT JOIN rent_binding rb ON rb.unit_id = j.unit_id
    )
    SELECT t.total, m.*
      FROM (SELECT coalesce(sum(n), 0)::int AS total FROM rents) t
      LEFT JOIN LATERAL (
        SELECT m.unit_id, m.unit_number, m.unit_type, m.property_id, p.property_name,
               m.income_limit::text AS income_limit, m.max_gross_rent::text AS max_gross_rent,
               m.income_program_id, ip.name AS income_program_name, m.income_pct::text AS income_percentage,
               m.rent_program_id, rp.name AS rent_program_name, m.rent_pct::text AS rent_percentage
          FROM page_units m
          JOIN properties p ON p.organization_id = ${org} AND p.id = m.property_id
          LEFT JOIN gov_programs ip ON ip.organization_id = ${org} AND ip.id = m.income_program_id
          LEFT JOIN gov_programs rp ON rp.organization_id = ${org} AND rp.id = m.rent_program_id
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
