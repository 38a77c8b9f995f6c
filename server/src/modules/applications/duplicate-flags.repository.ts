import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';

/**
 * Duplicate flags (decision 031): an application is flagged for review, never refused, when
 * another application to the same property has the same e-mail (case aside) or the same head of
 * household's name (case and surrounding blanks aside) and birth date. Both sides are flagged: the
 * new one names the earlier ones in `duplicate_of_ids`, and each earlier one gets the new id.
 */
export interface Applicant {
  organizationId: number;
  propertyId: number;
  email: string;
  headName: string;
  birthDate: string;
}

/** The name as duplicates compare it. */
export const comparableName = (name: string) => name.trim().toLowerCase();

/** A 64-bit advisory lock key for a text, from its SHA-256. */
function lockKey(text: string): bigint {
  return createHash('sha256').update(text).digest().readBigInt64BE(0);
}

/**
 * Takes, for the rest of the transaction, the locks of the applicant's e-mail and person within
 * the property, in key order so two submissions never wait on each other in a circle. Two
 * submissions of the same person then run one after the other and the second sees the first;
 * submissions of different people do not wait.
 */
export async function lockApplicant(q: Queryable, a: Applicant): Promise<void> {
  const scope = `${a.organizationId}:${a.propertyId}`;
  const keys = [
    lockKey(`application-email:${scope}:${a.email.toLowerCase()}`),
    lockKey(`application-person:${scope}:${comparableName(a.headName)}:${a.birthDate}`),
  ].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  // One statement: its target list is evaluated in order, so the locks are taken in key order.
  const [first, second] = keys.map(String);
  await q.execute(
    sql`SELECT pg_advisory_xact_lock(${first}::bigint) AS a, pg_advisory_xact_lock(${second}::bigint) AS b`,
  );
}

/** The ids of the property's applications the applicant's matches, oldest first. */
export async function findDuplicates(q: Queryable, a: Applicant): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`SELECT id FROM applications
         WHERE organization_id = ${a.organizationId} AND property_id = ${a.propertyId}
           AND lower(email) = ${a.email.toLowerCase()}
        UNION
        SELECT id FROM applications
         WHERE organization_id = ${a.organizationId} AND property_id = ${a.propertyId}
           AND lower(head_name) = ${comparableName(a.headName)} AND birth_date = ${a.birthDate}::date
        ORDER BY id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Flags the earlier applications the new one matches: each gets the new id in `duplicate_of_ids`
 * and its flag set again (a flag staff cleared is raised by a new match, which they have not seen).
 * Their version stays: the flag is the server's note, not a change a reviewer's save could lose.
 */
export async function flagEarlier(
  q: Queryable,
  organizationId: number,
  earlierIds: readonly number[],
  newId: number,
): Promise<void> {
  if (earlierIds.length === 0) return;
  await q.execute(
    sql`UPDATE applications
           SET duplicate_flag = true,
               duplicate_of_ids = array_append(duplicate_of_ids, ${newId}::integer),
               updated_at = now()
         WHERE organization_id = ${organizationId}
           AND id = ANY(${`{${earlierIds.join(',')}}`}::integer[])`,
  );
}
