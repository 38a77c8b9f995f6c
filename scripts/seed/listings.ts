import type { SeedContext } from './context.ts';
import { REFERENCE_DATE } from './scale.ts';

/** One unit in this many is listed on the public site: 2,000 of the large set's 100,000. */
export const LISTED_EVERY = 50;

/**
 * Lists every 50th unit of the organization with an asking rent of $800 to $2,240 and an
 * availability in the 90 days after the reference date (some of them occupied, as listings are
 * when a household has not yet moved out); the public search reads them (decision 030).
 */
export async function seedListings(ctx: SeedContext): Promise<number> {
  const rows = await ctx.session.query<{ n: number }>(
    `WITH listed AS (
       INSERT INTO unit_listings (organization_id, unit_id, listed, available_from, asking_rent, description)
       SELECT organization_id, id, true, $2::date + (id % 90), 800 + (id % 25) * 60, 'A bright, quiet apartment.'
         FROM units WHERE organization_id = $1 AND id % $3 = 0
       RETURNING 1)
     SELECT count(*)::int AS n FROM listed`,
    [ctx.organizationId, REFERENCE_DATE, LISTED_EVERY],
  );
  return rows[0]?.n ?? 0;
}
