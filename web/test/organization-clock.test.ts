import { afterEach, describe, expect, it } from 'vitest';
import {
  emptyVisitForm,
  toVisitRequestBody,
  validateVisitForm,
} from '../src/features/public-listings/visit-form.ts';
import { instantToLocalInput, localInputToInstant } from '../src/features/visits/filters.ts';
import { formatDate, formatDateTime, localToday } from '../src/lib/format.ts';
import {
  organizationTimeZone,
  setAnnouncedTimeZone,
  setOrganizationTimeZone,
  subscribeToClock,
} from '../src/lib/organization-clock.ts';

/** 03:30 UTC on November 29: still the 28th in New York, already the 29th in Tokyo. */
const LATE_EVENING = new Date('2026-11-29T03:30:00Z');

afterEach(() => {
  setOrganizationTimeZone(undefined);
  setAnnouncedTimeZone(undefined);
});

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

describe("times typed on the organization's clock (decision 068)", () => {
  it("reads a visit's date and time on the organization's clock, whatever zone the browser runs in", () => {
    setOrganizationTimeZone('America/New_York');
    // 3 PM in New York on December 1 (EST, UTC-5) is 20:00 UTC; in July (EDT, UTC-4) 19:00 UTC.
    expect(localInputToInstant('2026-12-01T15:00')).toBe('2026-12-01T20:00:00.000Z');
    expect(localInputToInstant('2026-07-01T15:00')).toBe('2026-07-01T19:00:00.000Z');
    expect(instantToLocalInput('2026-12-01T20:00:00.000Z')).toBe('2026-12-01T15:00');
    setOrganizationTimeZone('Asia/Tokyo');
    expect(localInputToInstant('2026-12-01T15:00')).toBe('2026-12-01T06:00:00.000Z');
    expect(instantToLocalInput('2026-12-01T06:00:00.000Z')).toBe('2026-12-01T15:00');
    expect(localInputToInstant('tomorrow')).toBeNull();
  });

  it("reads a visitor's preferred times on the clock the server announced to the public pages", () => {
    setAnnouncedTimeZone('America/New_York');
    const values = {
      ...emptyVisitForm('en'),
      name: 'Ana',
      email: 'ana@example.com',
      times: ['2026-12-01T15:00', '', ''],
    };
    expect(toVisitRequestBody(7, values).preferred_times).toEqual(['2026-12-01T20:00:00.000Z']);
    // 14:00 in New York is still to come at 18:30 UTC (13:30 there), whatever the browser's zone.
    expect(
      validateVisitForm({ ...values, times: ['2026-12-01T14:00', '', ''] }, new Date('2026-12-01T18:30:00Z')),
    ).toEqual({});
  });

  it("prefers the session's zone to the announced one and tells who listens when it changes", async () => {
    let told = 0;
    const stop = subscribeToClock(() => told++);
    setAnnouncedTimeZone('Asia/Tokyo');
    setOrganizationTimeZone('America/New_York');
    expect(organizationTimeZone()).toBe('America/New_York');
    setOrganizationTimeZone(undefined);
    expect(organizationTimeZone()).toBe('Asia/Tokyo');
    await Promise.resolve();
    expect(told).toBe(3);
    stop();
  });
});
