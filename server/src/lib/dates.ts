import { dateTimeFormat } from '@lar/contracts/intl-formats';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** What each formatter writes: a date, or a date and a 24 h time. */
const OPTIONS = {
  date: DATE,
  moment: { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * The kept formatter of this kind in this zone (en-CA writes dates as YYYY-MM-DD): building one
 * costs milliseconds (the zone's rules, the locale's data) and every candidate write asks for
 * today's date.
 */
const formatIn = (timeZone: string, kind: keyof typeof OPTIONS): Intl.DateTimeFormat =>
  dateTimeFormat('en-CA', { timeZone, ...OPTIONS[kind] });

/** Today's calendar date (`YYYY-MM-DD`) where the organization works, not where the server runs. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatIn(timeZone, 'date').format(now);
}

/**
 * A moment's date and time on the organization's clock, as `YYYY-MM-DD HH:MM` (24 h): what a file
 * a person reads writes, whatever zone the server or the reader's computer runs in.
 */
export function wallTimeIn(timeZone: string, moment: Date): string {
  const parts = formatIn(timeZone, 'moment').formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
