import { sql } from 'drizzle-orm';
import type { DemoContext } from './demo-data.ts';

/** How many of the demo's vacant units are listed on the public site. */
const LISTED_UNITS = 4;

/**
 * A few of the demo's vacant units listed on the public site (decision 030), so `/apartments` has
 * apartments to search and the calculator listings to answer for on a first start. The asking rent
 * steps up from $1,235 a month.
 */
export async function listingsDemo({ tx, organizationId }: DemoContext): Promise<void> {
  await tx.execute(sql`
    INSERT INTO unit_listings (organization_id, unit_id, listed, available_from, asking_rent, description)
    SELECT u.organization_id, u.id, true, current_date + (row_number() OVER (ORDER BY u.id))::int * 7,
           1150 + (row_number() OVER (ORDER BY u.id))::int * 85,
           'Freshly painted, with large windows and a quiet bedroom side. Laundry in the building.'
      FROM units u
     WHERE u.organization_id = ${organizationId}
       AND NOT u.taken
     ORDER BY u.id
     LIMIT ${LISTED_UNITS}`);
}
