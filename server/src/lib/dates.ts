const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** What each formatter writes: a date, or a date and a 24 h time. */
const OPTIONS = {
  date: DATE,
  moment: { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per time zone, kept: building an `Intl.DateTimeFormat` costs milliseconds (it loads
 * the zone's rules and the locale's data), formatting with one costs microseconds, and every
 * candidate write asks for today's date.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The kept formatter of this kind in this zone (en-CA writes dates as YYYY-MM-DD). */
function formatIn(timeZone: string, kind: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...OPTIONS[kind] });
    formats.set(key, format);
  }
  return format;
}

/** Today's calendar date (`YYYY-MM-DD`) where the organization works, not where the server runs. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatIn(timeZone, 'date').format(now);
}

/**
 * A moment's date and time on the organization's clock, as `YYYY-MM-DD HH:MM` (24 h): what a file
 * a person reads writes, whatever zone the server or the reader's computer runs in.
 */
export function wallTimeIn(timeZone: string, moment: Date): string {
  const format = formatIn(timeZone, 'moment');
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(moment).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
