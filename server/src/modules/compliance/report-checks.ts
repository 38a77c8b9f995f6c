import type { OccupancyCompliance } from '@lar/contracts/compliance/api';
import type { Cents } from '@lar/contracts/compliance/money';
import { StampedCache } from '../../lib/cache/stamped-cache.ts';

/**
 * What the report works out for one occupancy from the inputs it reads in bulk (decision 082):
 * the check, the utility allowance and the date it is made on. The names and figures a row shows
 * beside it come from the page's own statement every time.
 */
export interface OccupancyCheck {
  compliance: OccupancyCompliance;
  allowance: Cents;
  date: string;
}

/**
 * The report's checks by occupancy id, per organization, property and day, kept under the
 * property's and the organization's stamps (decision 082): every input of a check (the unit and
 * its designations, the household and its certifications, the allowances, the buildings, the
 * programs and their tables) moves one of them.
 */
export type ReportChecksCache = StampedCache<Map<number, OccupancyCheck>>;

/** A 300-unit property's checks are about 200 KB: 64 properties stay under 15 MB. */
export const newReportChecksCache = (): ReportChecksCache => new StampedCache(64);

/** A record of a report page: its occupancy and property, and the stamps it was read at. */
interface StampedRecord {
  occupancyId: number;
  propertyId: number;
  checkStamp: string;
}

/**
 * The checks of a page's records: those kept at the stamps the page was read at, and the others
 * worked out by `work` in one go and kept for the next page. A check worked out from inputs read
 * after a write is kept under the stamp read before it, which the write has already moved past,
 * so it is never served.
 */
export async function keptChecks<R extends StampedRecord>(
  cache: ReportChecksCache,
  scope: { organizationId: number; day: string },
  records: readonly R[],
  work: (records: R[]) => Promise<Map<number, OccupancyCheck>>,
): Promise<Map<number, OccupancyCheck>> {
  const keyOf = (record: R) => `${scope.organizationId}:${record.propertyId}:${scope.day}`;
  const checks = new Map<number, OccupancyCheck>();
  const missing: R[] = [];
  for (const record of records) {
    const check = cache.get(keyOf(record), record.checkStamp)?.get(record.occupancyId);
    if (check) checks.set(record.occupancyId, check);
    else missing.push(record);
  }
  if (missing.length === 0) return checks;
  const worked = await work(missing);
  for (const record of missing) {
    const check = worked.get(record.occupancyId);
    if (!check) continue;
    checks.set(record.occupancyId, check);
    const key = keyOf(record);
    const kept = cache.get(key, record.checkStamp);
    if (kept) kept.set(record.occupancyId, check);
    else cache.set(key, record.checkStamp, new Map([[record.occupancyId, check]]));
  }
  return checks;
}
