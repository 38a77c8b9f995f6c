import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';

/**
 * An application's reference: `LAR-<year>-<number>`, the year of submission in the organization's
 * time zone and a number from `application_reference_seq` (at least six digits), so a reference
 * never repeats and says nothing about another application. Numbers taken by a submission that
 * failed are not reused: the sequence moves outside transactions.
 */
export async function nextReference(q: Queryable, year: string): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(q, sql`SELECT nextval('application_reference_seq')::text AS n`);
  return referenceOf(year, row?.n ?? '0');
}

export const referenceOf = (year: string, number: string | number) =>
  `LAR-${year}-${String(number).padStart(6, '0')}`;

/**
 * What a filled honeypot is answered: a reference that looks like one, with no application behind
 * it (a status check of it finds nothing, as for any unknown reference).
 */
export const decoyReference = (year: string) => referenceOf(year, randomInt(1, 1_000_000));
