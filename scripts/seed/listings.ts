import type { SeedContext } from './context.ts';
import { REFERENCE_DATE } from './scale.ts';

/** One unit in this many is listed on the public site: 2,000 of the large set's 100,000. */
export const LISTED_EVERY = 50;

/**
 * Lists units of the organization with no ACTIVE occupancy (one in 50 of all its units, spread over
 * its properties) with an asking rent of $800 to $2,240 and an availability in the 90 days after the
 * reference date; the public search reads them (decision 030). All of them vacant: every listing
 * passes the search's occupancy test, its most expensive case.
 */
export async function seedListings(ctx: SeedContext, units: number): Promise<number> {
  const rows = await ctx.session.query<{ n: number }>(
    `WITH listed AS (
       INSERT INTO unit_listings (organization_id, unit_id, listed, available_from, asking_rent, description)
       SELECT organization_id, id, true, $2::date + (id % 90), 800 + (id % 25) * 60, 'A bright, quiet apartment.'
         FROM units u
        WHERE organization_id = $1
          AND NOT EXISTS (SELECT 1 FROM occupancies o
                           WHERE o.organization_id = u.organization_id AND o.unit_id = u.id AND o.status = 'ACTIVE')
        ORDER BY (id * 7919) % 100003
        LIMIT $3
       RETURNING 1)
     SELECT count(*)::int AS n FROM listed`,
    [ctx.organizationId, REFERENCE_DATE, Math.floor(units / LISTED_EVERY)],
  );
  return rows[0]?.n ?? 0;
}
