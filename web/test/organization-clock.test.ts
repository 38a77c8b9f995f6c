import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, localToday } from '../src/lib/format.ts';
import { setOrganizationTimeZone } from '../src/lib/organization-clock.ts';

/** 03:30 UTC on November 29: still the 28th in New York, already the 29th in Tokyo. */
const LATE_EVENING = new Date('2026-11-29T03:30:00Z');

afterEach(() => setOrganizationTimeZone(undefined));

describe("the organization's clock (decision 063)", () => {
  it("decides today's date whatever zone the browser runs in", () => {
    setOrganizationTimeZone('America/New_York');
    expect(localToday(LATE_EVENING)).toBe('2026-11-28');
    setOrganizationTimeZone('Asia/Tokyo');
    expect(localToday(LATE_EVENING)).toBe('2026-11-29');
  });

  it('shows moments on its clock and calendar dates as they are', () => {
    setOrganizationTimeZone('America/New_York');
    expect(formatDateTime(LATE_EVENING.toISOString(), 'en')).toBe('11/28/2026, 10:30 PM');
    expect(formatDate(LATE_EVENING.toISOString(), 'pt')).toBe('28/11/2026');
    expect(formatDate('2026-11-29', 'en')).toBe('11/29/2026');
  });

  it('ignores a zone it does not know rather than breaking every date', () => {
    setOrganizationTimeZone('Mars/Olympus_Mons');
    expect(localToday(LATE_EVENING)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
