import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';

/** A listed unit as an application or a visit request for it needs to know it (decision 050). */
export interface ListingIntake {
  id: number;
  property_id: number;
  property_name: string;
  unit_number: string | null;
  unit_type: string;
  rent: string;
  application_deadline: string | null;
  by_lottery: boolean;
  lottery_run: boolean;
  /** Held by an ACTIVE or PENDING occupancy (an accepted offer): no longer shown publicly. */
  taken: boolean;
}

/**
 * The unit `unitId` of organization `organizationId` when its listing is on (`listed`), taken or
 * not, else undefined. `share` holds the unit's row until the transaction ends: a lottery run and
 * an offer's acceptance lock it for update, so an application either commits before them (and is
 * in the lottery, or sees the unit free) or waits and sees what they did.
 */
export async function listingIntake(
  q: Queryable,
  organizationId: number,
  unitId: number,
  share = false,
): Promise<ListingIntake | undefined> {
  const [row] = await rowsOf<ListingIntake>(
    q,
    sql`SELECT u.id, u.property_id, p.property_name, u.unit_number, u.unit_type, l.asking_rent::text AS rent,
               l.application_deadline::text AS application_deadline,
               p.allocation_method = 'LOTTERY' AS by_lottery,
               EXISTS (SELECT 1 FROM lottery_runs r
                        WHERE r.organization_id = u.organization_id AND r.unit_id = u.id) AS lottery_run,
               u.taken
          FROM units u
          JOIN unit_listings l ON l.organization_id = u.organization_id AND l.unit_id = u.id
          JOIN properties p ON p.organization_id = u.organization_id AND p.id = u.property_id
         WHERE u.organization_id = ${organizationId} AND u.id = ${unitId} AND l.listed
         ${share ? sql`FOR SHARE OF u` : sql``}`,
  );
  return row === undefined ? undefined : { ...row, id: Number(row.id), property_id: Number(row.property_id) };
}
