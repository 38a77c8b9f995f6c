import {
  addDays,
  RECERTIFICATION_WINDOW_DAYS,
  type RecertificationBucket,
} from '@lar/contracts/compliance/recertification';
import { type SQL, sql } from 'drizzle-orm';

/** A range of due dates, both ends included; `from` is `-infinity` for the overdue end. */
export interface DueRange {
  from: string;
  to: string;
}

/** Days left on the due date, from and to, of each bucket; null: no lower end (overdue). */
const DAYS_LEFT: Record<RecertificationBucket, [number | null, number]> = {
  DUE_120: [91, RECERTIFICATION_WINDOW_DAYS],
  DUE_90: [61, 90],
  DUE_60: [31, 60],
  DUE_30: [0, 30],
  OVERDUE: [null, -1],
};

/**
 * The due dates of a bucket on `asOf` (recertificationBucket's ranges, as dates, so the lists and
 * the counts are index range scans); without a bucket, every household due within the window or
 * overdue.
 */
export function dueRange(asOf: string, bucket: RecertificationBucket | undefined): DueRange {
  const [from, to] = bucket === undefined ? [null, RECERTIFICATION_WINDOW_DAYS] : DAYS_LEFT[bucket];
  return { from: from === null ? '-infinity' : addDays(asOf, from), to: addDays(asOf, to) };
}

/**
 * The bucket of `daysLeft` (an integer expression) in SQL, from the same ranges: for lists written
 * as JSON by PostgreSQL. The calendar's tests hold it to `recertificationBucket`.
 */
export function bucketSql(daysLeft: SQL): SQL {
  const cases = Object.entries(DAYS_LEFT).map(
    ([bucket, [from, to]]) =>
      sql`WHEN ${daysLeft} <= ${sql.raw(String(to))}${from === null ? sql`` : sql` AND ${daysLeft} >= ${sql.raw(String(from))}`} THEN ${sql.raw(`'${bucket}'`)}`,
  );
  return sql`CASE ${sql.join(cases, sql` `)} END`;
}
