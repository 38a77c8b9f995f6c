/**
 * The organization's clock (decision 063): its time zone, told by the server with the session
 * (`time_zone`), decides "today" and how every timestamp is shown, so a reader whose computer is
 * in another zone sees the dates the server writes and compares. Until a session names it (the
 * public pages, an older stored session) the browser's own zone stands in.
 */
let zone: string | undefined;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Set from the signed-in session; an unknown zone is ignored rather than breaking every date. */
export function setOrganizationTimeZone(timeZone: string | undefined): void {
  if (timeZone === zone) return;
  try {
    if (timeZone !== undefined) new Intl.DateTimeFormat('en', { timeZone });
    zone = timeZone;
  } catch {
    zone = undefined;
  }
}

/** The zone timestamps are shown in; undefined means the browser's. */
export const organizationTimeZone = (): string | undefined => zone;

/** Today's calendar date (`YYYY-MM-DD`) where the organization works. */
export function organizationToday(now: Date = new Date()): string {
  const key = zone ?? '';
  let format = formats.get(key);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(zone === undefined ? {} : { timeZone: zone }),
    });
    formats.set(key, format);
  }
  return format.format(now);
}
