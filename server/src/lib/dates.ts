/**
 * One formatter per time zone, kept: building an `Intl.DateTimeFormat` costs milliseconds (it loads
 * the zone's rules and the locale's data), formatting with one costs microseconds, and every
 * candidate write asks for today's date.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar date (`YYYY-MM-DD`) where the organization works, not where the server runs. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateFormatIn(timeZone).format(now);
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment's date and time on the organization's clock, as `YYYY-MM-DD HH:MM` (24 h): what a file
 * a person reads writes, whatever zone the server or the reader's computer runs in.
 */
export function wallTimeIn(timeZone: string, moment: Date): string {
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    momentFormats.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(moment).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
