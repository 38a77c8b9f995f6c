/**
 * A visit as an iCalendar object (RFC 5545) with the scheduling method of iTIP (RFC 5546), the
 * file calendar programs read from an e-mail's `visit.ics` (decision 052). One VEVENT per visit:
 * its UID stays the same for the visit's whole life, so a calendar updates or removes the event it
 * already holds; SEQUENCE grows with each change (the visit's version); times are UTC.
 */

export interface CalendarVisit {
  method: 'REQUEST' | 'CANCEL';
  /** Stable per visit: the same in its confirmation, its changes and its cancellation. */
  uid: string;
  sequence: number;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** The listing's page, when the site's address is known. */
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** The longest line in octets, the line break excluded (RFC 5545 section 3.1). */
const LINE_OCTETS = 75;

/** 19970714T173000Z: a DATE-TIME in UTC (RFC 5545 section 3.3.5, form #2). */
export function utcDateTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma escaped, a line break
 * written as \n; other control characters have no place in a value and are left out.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/./gsu, (c) => (isControl(c) ? '' : c));
}

/** C0 controls and DEL: not allowed in a value (RFC 5545 section 3.3.11, CONTROL). */
const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/**
 * A parameter value (RFC 5545 section 3.2): always quoted, as a name may hold ':', ';' or ','.
 * A quoted value cannot hold a double quote, which becomes an apostrophe, nor control characters.
 */
function paramValue(value: string): string {
  return `"${value.replace(/./gsu, (c) => (c === '"' ? "'" : isControl(c) ? '' : c))}"`;
}

/**
 * Folds a content line (RFC 5545 section 3.1): after 75 octets, a line break and one space, never
 * inside a UTF-8 character; the space is taken off again by any reader.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // A continuation line starts with the space, which counts in its 75 octets.
  let limit = LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const mailto = (email: string) => `mailto:${email}`;

/** The whole file: CRLF line breaks, each line folded, ending with a line break. */
export function visitCalendar(visit: CalendarVisit): string {
  const cancelled = visit.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lar//Visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${visit.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(visit.uid)}`,
    `SEQUENCE:${visit.sequence}`,
    `DTSTAMP:${utcDateTime(visit.stamp)}`,
    `DTSTART:${utcDateTime(visit.start)}`,
    `DTEND:${utcDateTime(visit.end)}`,
    `SUMMARY:${escapeText(visit.summary)}`,
    `LOCATION:${escapeText(visit.location)}`,
    `DESCRIPTION:${escapeText(visit.description)}`,
    ...(visit.url ? [`URL:${visit.url}`] : []),
    `ORGANIZER;CN=${paramValue(visit.organizer.name)}:${mailto(visit.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(visit.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:${mailto(visit.attendee.email)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The METHOD of a stored file, for the attachment's content type (RFC 5546 section 3.2). */
export function calendarMethod(calendar: string): string | undefined {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1];
}
