import type { APIRequestContext } from '@playwright/test';
import { type Session, uniqueName } from './api.ts';
import { ORGANIZATION_TIME_ZONE } from './env.ts';
import { post, seedCandidate, seedProperty, seedUnit } from './records.ts';

/** Income certifications and the recertification calendar: dates and the households they stand on. */

const DAY_MS = 86_400_000;

/** The calendar date (`YYYY-MM-DD`) in `timeZone` at `now`. */
export const dayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/**
 * Today's date (`YYYY-MM-DD`) where the organization is (`ORGANIZATION_TIME_ZONE`, the test
 * server's TIME_ZONE): the day the server calls today. The UTC day is one ahead of it from 00:00 to
 * 05:00 UTC, which moved a household seeded "due in 30 days" into another bucket than the one the
 * server computed, and a certification's "today" into the server's tomorrow.
 */
export const todayIso = () => dayIn(ORGANIZATION_TIME_ZONE);

/** `date` moved by `days` (negative: earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day one year earlier (the tests avoid 29 February: `asOf` plus a few days, not in February). */
export function yearBefore(date: string): string {
  return `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
}

export interface DueHousehold {
  name: string;
  occupancyId: number;
  dueDate: string;
}

/**
 * A property with one ACTIVE occupancy (of its own market-rate unit and tenant) per entry of
 * `dueIn`: each moved in a year before `asOf` plus that many days, so with no finalized
 * certification its recertification is due that many days after `asOf` (negative: overdue).
 */
export async function seedDueHouseholds(
  request: APIRequestContext,
  admin: Session,
  asOf: string,
  dueIn: readonly number[],
) {
  const { property } = await seedProperty(request, admin, uniqueName('Due Court'));
  const households: DueHousehold[] = [];
  for (const days of dueIn) {
    const dueDate = addDays(asOf, days);
    const unit = await seedUnit(request, admin, property.id);
    const candidate = await seedCandidate(request, admin, uniqueName(`Tenant Due ${days}`), {
      household_size: 1,
      income: 30000,
    });
    const occupancy = await post(request, admin, '/api/occupancies', {
      unit_id: unit.id,
      tenant_id: candidate.id,
      rent_amount: 900,
      start_date: yearBefore(dueDate),
    });
    households.push({ name: candidate.full_name, occupancyId: occupancy.id, dueDate });
  }
  return { property, households };
}
