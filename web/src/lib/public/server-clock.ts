import { useEffect, useSyncExternalStore } from 'react';
import {
  organizationTimeZone,
  organizationToday,
  setAnnouncedTimeZone,
  subscribeToClock,
} from '../organization-clock.ts';

/**
 * The organization's clock on the public pages (decisions 063, 068): without a session they ask
 * the server for its time zone once (`GET /api/public/clock`); until it answers, and when it
 * cannot, "today" stays the day the page was rendered with (the UTC day, as the server's render).
 */
let asked: Promise<void> | null = null;

export function askServerClock(): Promise<void> {
  asked ??= fetch('/api/public/clock', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ time_zone?: unknown }>) : null))
    .then((answer) => {
      if (typeof answer?.time_zone === 'string') setAnnouncedTimeZone(answer.time_zone);
    })
    .catch(() => {
      asked = null; // Asked again by the next page.
    });
  return asked;
}

/** The day a server render and the hydration read, so both write the same text. */
const renderDay = () => new Date().toISOString().slice(0, 10);
const today = () => (organizationTimeZone() === undefined ? renderDay() : organizationToday());

/** Today's date on the organization's clock, once the server named it; re-renders when it does. */
export function useOrganizationToday(): string {
  useEffect(() => {
    void askServerClock();
  }, []);
  return useSyncExternalStore(subscribeToClock, today, renderDay);
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const zoneNow = () => organizationTimeZone() ?? browserZone();

/** The zone times are typed in (the organization's once the server named it), for the forms' hints. */
export function useOrganizationTimeZone(): string {
  useEffect(() => {
    void askServerClock();
  }, []);
  return useSyncExternalStore(subscribeToClock, zoneNow, () => '');
}
