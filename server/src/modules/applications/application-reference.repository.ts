import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '@lar/contracts/applications';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';

/** Tries before giving up on a free reference: with 30^8 of them, a second try is already rare. */
const TRIES = 5;

/** Eight characters of the reference alphabet, each drawn uniformly by the CSPRNG. */
export function randomReference(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `LAR-${pick()}-${pick()}`;
}

/**
 * A new application's reference (decision 055): `LAR-XXXX-XXXX`, random, so one reference says
 * nothing of another (sequence numbers let anyone count applications and walk the status check).
 * One not yet taken: the unique index on `applications.reference` still holds against a race.
 * A filled honeypot gets one the same way, so nothing tells the two answers apart.
 */
export async function newReference(q: Queryable): Promise<string> {
  for (let i = 0; i < TRIES; i++) {
    const reference = randomReference();
    const [taken] = await rowsOf<{ taken: boolean }>(
      q,
      sql`SELECT true AS taken FROM applications WHERE reference = ${reference}`,
    );
    if (!taken) return reference;
  }
  throw new Error(`No free application reference in ${TRIES} tries`);
}
