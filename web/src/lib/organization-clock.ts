/**
 * The organization's clock (decision 063): its time zone, told by the server, decides "today" and
 * how every timestamp is shown or typed, so a reader whose computer is in another zone sees the
 * dates the server writes and compares. A session names it (`time_zone`); the public pages, with
 * no session, ask the server for it (`GET /api/public/clock`, decision 068). Until one of them
 * answers the browser's own zone stands in.
 */
import { dateTimeFormat } from '@lar/contracts/intl-formats';

let sessionZone: string | undefined;
let announcedZone: string | undefined;
const listeners = new Set<() => void>();

/** The zone if the platform knows it, else undefined (an unknown zone must not break every date). */
function known(timeZone: string | undefined): string | undefined {
  if (timeZone === undefined) return undefined;
  try {
    dateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

function changed(before: string | undefined): void {
  if (organizationTimeZone() === before) return;
  // Told after the current render: a component rendering when the zone is set is not interrupted.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Set from the signed-in session (undefined when signed out). */
export function setOrganizationTimeZone(timeZone: string | undefined): void {
  const before = organizationTimeZone();
  sessionZone = known(timeZone);
  changed(before);
}

/** Set from the server's public answer, for pages without a session. */
export function setAnnouncedTimeZone(timeZone: string | undefined): void {
  const before = organizationTimeZone();
  announcedZone = known(timeZone);
  changed(before);
}

/** The zone dates are read and shown in; undefined means the browser's. */
export const organizationTimeZone = (): string | undefined => sessionZone ?? announcedZone;

/** Calls `listener` whenever the zone changes; returns the unsubscribe (React's useSyncExternalStore). */
export function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const partsFormat = (zone: string | undefined): Intl.DateTimeFormat =>
  dateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(zone === undefined ? {} : { timeZone: zone }),
  });

/** The wall time of `instant` in `zone` (the browser's when undefined), as numbers. */
function wallTime(instant: Date, zone: string | undefined) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Today's calendar date (`YYYY-MM-DD`) where the organization works. */
export function organizationToday(now: Date = new Date()): string {
  const zone = organizationTimeZone();
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(zone === undefined ? {} : { timeZone: zone }),
  }).format(now);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A wall time as a `datetime-local` input holds it (`2026-12-01T15:00`) read on the organization's
 * clock, as the instant it names; null when it is not one. A time skipped by a change to summer
 * time reads as the same wall time an hour later, as clocks show it.
 */
export function wallTimeToInstant(
  value: string,
  zone: string | undefined = organizationTimeZone(),
): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  if (zone === undefined) {
    const local = new Date(value);
    return Number.isNaN(local.getTime()) ? null : local;
  }
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, Number.isNaN(s) ? 0 : (s ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment, found in two steps (the second settles a change of offset).
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const w = wallTime(new Date(instant), zone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    instant += asUtc - shown;
  }
  return new Date(instant);
}

/** An instant as a `datetime-local` value on the organization's clock; '' when not one. */
export function instantToWallTime(
  instant: string | null,
  zone: string | undefined = organizationTimeZone(),
): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallTime(date, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
