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
 * One statement: the vacant units (no ACTIVE or PENDING occupancy: `units.taken`, migration 0027)
 * whose every designation (the primary program at its level's AMI %, and each extra designation)
 * has an income limit the income meets. A unit's effective limits are the lowest of its
 * designations', as eligibility.ts takes them: the income limit and the maximum gross rent for its
 * type (unknown when one designation has none), and the binding designation is the one with the
 * lowest rent (ties: the primary, then the extras in the order they were given), or the lowest
 * income limit when none has a rent. A primary program without a level matches no limit, so such
 * a unit is never listed: its limits are missing. Cheapest first: by maximum gross rent (unknown
 * last), property name, unit number, id. The first row carries the total; an empty page still
 * brings one row, with the total and no unit. Units with extra designations are grouped to take
 * their strictest limits; the others (most) are judged by a plain join. The binding designation
 * is found for the page's units only: ordering every unit's designations to pick it was most of
 * the statement's time.
 */
export function eligibleUnitsStatement(
  limits: ReturnType<typeof pairLimitArrays>,
  filter: EligibleUnitsFilter,
): SQL {
  const org = filter.organizationId;
  const onProperty = filter.propertyId === undefined ? sql`` : sql`AND u.property_id = ${filter.propertyId}`;
  const marketRate = filter.includeMarketRate
    ? sql`UNION ALL
        SELECT f.id, true, NULL::numeric, NULL::numeric, false
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
      SELECT u.id, u.unit_type, u.unit_number, u.property_id, u.gov_program_id, u.ami_level_id,
             al.percentage AS pct
        FROM units u
        LEFT JOIN ami_levels al ON al.organization_id = ${org} AND al.id = u.ami_level_id
       WHERE u.organization_id = ${org} ${onProperty} AND NOT u.taken
    ),
    -- Most units have only their primary designation: they are judged by one join, no grouping.
    single AS (
      SELECT f.id AS unit_id, true AS eligible, l.income_limit, l.max_rent AS max_gross_rent,
             l.max_rent IS NOT NULL AS has_rent
        FROM free f
        JOIN lim l ON l.program_id = f.gov_program_id AND l.pct = f.pct AND l.unit_type = f.unit_type
       WHERE ${filter.income}::numeric <= l.income_limit
         AND NOT EXISTS (SELECT 1 FROM unit_designations d WHERE d.organization_id = ${org} AND d.unit_id = f.id)
    ),
    layered AS (
      SELECT f.id AS unit_id, f.unit_type, f.gov_program_id AS program_id, f.pct
        FROM free f
       WHERE f.gov_program_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM unit_designations d WHERE d.organization_id = ${org} AND d.unit_id = f.id)
      UNION ALL
      SELECT f.id, f.unit_type, d.program_id, d.ami_percentage
        FROM free f
        JOIN unit_designations d ON d.organization_id = ${org} AND d.unit_id = f.id
    ),
    judged AS (
      SELECT * FROM single
      UNION ALL
      SELECT g.unit_id,
             bool_and(l.income_limit IS NOT NULL AND ${filter.income}::numeric <= l.income_limit),
             min(l.income_limit),
             CASE WHEN bool_and(l.max_rent IS NOT NULL) THEN min(l.max_rent) END,
             count(l.max_rent) > 0
        FROM layered g
        LEFT JOIN lim l ON l.program_id = g.program_id AND l.pct = g.pct AND l.unit_type = g.unit_type
       GROUP BY g.unit_id
      ${marketRate}
    ),
    matched AS (
      SELECT j.*, f.unit_number, f.unit_type, f.property_id, f.gov_program_id, f.pct, p.property_name
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
               b.program_id AS binding_program_id, gp.name AS binding_program_name,
               b.pct::text AS binding_percentage
          FROM (SELECT * FROM matched
                 ORDER BY max_gross_rent ASC NULLS LAST, lower(property_name), lower(unit_number), unit_id
                 LIMIT ${filter.limit} OFFSET ${filter.offset}) m
          LEFT JOIN LATERAL (
            SELECT g.program_id, g.pct
              FROM (SELECT m.gov_program_id AS program_id, m.pct, 0 AS ord
                     WHERE m.gov_program_id IS NOT NULL
                    UNION ALL
                    SELECT d.program_id, d.ami_percentage, d.id
                      FROM unit_designations d
                     WHERE d.organization_id = ${org} AND d.unit_id = m.unit_id) g
              JOIN lim l ON l.program_id = g.program_id AND l.pct = g.pct AND l.unit_type = m.unit_type
             ORDER BY CASE WHEN m.has_rent THEN l.max_rent ELSE l.income_limit END NULLS LAST, g.ord
             LIMIT 1
          ) b ON true
          LEFT JOIN gov_programs gp ON gp.organization_id = ${org} AND gp.id = b.program_id
         ORDER BY m.max_gross_rent ASC NULLS LAST, lower(m.property_name), lower(m.unit_number), m.unit_id
      ) m ON true`;
}
