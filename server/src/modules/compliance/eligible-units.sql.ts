import { type SQL, sql } from 'drizzle-orm';
import type { pairLimitArrays } from './pair-limits.ts';

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
 * One statement: the vacant units (no ACTIVE or PENDING occupancy) whose every designation (the
 * primary program at its level's AMI %, and each extra designation) has an income limit the income
 * meets. A unit's effective limits are the lowest of its designations', as eligibility.ts takes
 * them: the income limit and the maximum gross rent for its type (unknown when one designation has
 * none), and the binding designation is the one with the lowest rent (ties: the primary, then the
 * extras in the order they were given), or the lowest income limit when none has a rent. A primary
 * program without a level matches no limit, so such a unit is never listed: its limits are missing.
 * Cheapest first: by maximum gross rent (unknown last), property name, unit number, id. The first
 * row carries the total; an empty page still brings one row, with the total and no unit.
 */
export function eligibleUnitsStatement(
  limits: ReturnType<typeof pairLimitArrays>,
  filter: EligibleUnitsFilter,
): SQL {
  const org = filter.organizationId;
  const onProperty = filter.propertyId === undefined ? sql`` : sql`AND u.property_id = ${filter.propertyId}`;
  const marketRate = filter.includeMarketRate
    ? sql`UNION ALL
        SELECT f.id, true, NULL::numeric, NULL::numeric, NULL::int, NULL::numeric
          FROM free f
         WHERE f.gov_program_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM unit_designations d WHERE d.organization_id = ${org} AND d.unit_id = f.id)`
    : sql``;
  return sql`
    WITH lim AS (
      SELECT * FROM unnest(${limits.programIds}::int[], ${limits.percentages}::numeric[], ${limits.unitTypes}::text[],
                           ${limits.incomeLimits}::numeric[], ${limits.maxGrossRents}::numeric[])
          AS lim(program_id, pct, unit_type, income_limit, max_rent)
    ),
    free AS (
      SELECT u.id, u.unit_type, u.unit_number, u.property_id, u.gov_program_id, u.ami_level_id
        FROM units u
       WHERE u.organization_id = ${org} ${onProperty}
         AND NOT EXISTS (SELECT 1 FROM occupancies o
                          WHERE o.organization_id = ${org} AND o.unit_id = u.id AND o.status IN ('ACTIVE', 'PENDING'))
    ),
    desig AS (
      SELECT f.id AS unit_id, f.unit_type, f.gov_program_id AS program_id, al.percentage AS pct, 0 AS ord
        FROM free f
        LEFT JOIN ami_levels al ON al.organization_id = ${org} AND al.id = f.ami_level_id
       WHERE f.gov_program_id IS NOT NULL
      UNION ALL
      SELECT f.id, f.unit_type, d.program_id, d.ami_percentage, d.id
        FROM free f
        JOIN unit_designations d ON d.organization_id = ${org} AND d.unit_id = f.id
    ),
    judged AS (
      SELECT g.unit_id,
             bool_and(l.income_limit IS NOT NULL AND ${filter.income}::numeric <= l.income_limit) AS eligible,
             min(l.income_limit) AS income_limit,
             CASE WHEN bool_and(l.max_rent IS NOT NULL) THEN min(l.max_rent) END AS max_gross_rent,
             CASE WHEN count(l.max_rent) > 0
                  THEN (array_agg(g.program_id ORDER BY l.max_rent, g.ord))[1]
                  ELSE (array_agg(g.program_id ORDER BY l.income_limit, g.ord))[1] END AS binding_program_id,
             CASE WHEN count(l.max_rent) > 0
                  THEN (array_agg(g.pct ORDER BY l.max_rent, g.ord))[1]
                  ELSE (array_agg(g.pct ORDER BY l.income_limit, g.ord))[1] END AS binding_percentage
        FROM desig g
        LEFT JOIN lim l ON l.program_id = g.program_id AND l.pct = g.pct AND l.unit_type = g.unit_type
       GROUP BY g.unit_id
      ${marketRate}
    ),
    matched AS (
      SELECT j.*, f.unit_number, f.unit_type, f.property_id, p.property_name
        FROM judged j
        JOIN free f ON f.id = j.unit_id
        JOIN properties p ON p.organization_id = ${org} AND p.id = f.property_id
       WHERE j.eligible
    )
    SELECT t.total, m.*
      FROM (SELECT count(*)::int AS total FROM matched) t
      LEFT JOIN LATERAL (
        SELECT m.unit_id, m.unit_number, m.unit_type, m.property_id, m.property_name,
               m.income_limit::text AS income_limit, m.max_gross_rent::text AS max_gross_rent,
               m.binding_program_id, gp.name AS binding_program_name,
               m.binding_percentage::text AS binding_percentage
          FROM matched m
          LEFT JOIN gov_programs gp ON gp.organization_id = ${org} AND gp.id = m.binding_program_id
         ORDER BY m.max_gross_rent ASC NULLS LAST, lower(m.property_name), lower(m.unit_number), m.unit_id
         LIMIT ${filter.limit} OFFSET ${filter.offset}
      ) m ON true`;
}
