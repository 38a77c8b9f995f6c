import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, visitCalendar } from '../../src/modules/outbox/calendar.ts';
import { calendarProperty, eventProperty, readCalendar, unescapeText } from './ics-reader.ts';

/** The visit's calendar file as RFC 5545 writes one: escaping, folding, the event's fields. */
const visit = {
  method: 'REQUEST' as const,
  uid: 'visit-1-7-1764400000000@lar.test',
  sequence: 3,
  stamp: new Date('2026-11-29T08:00:00Z'),
  start: new Date('2026-12-02T20:00:00Z'),
  end: new Date('2026-12-02T20:30:00Z'),
  summary: 'Visita: Residencial São João; Fase II, bloco C (unidade 4B)',
  location: '410 North Highland Avenue, Marfa, TX 79843',
  description: `Sua visita está confirmada.\n\nEndereço: Rua das Acácias, 12\\B; ${'ação '.repeat(40)}`,
  organizer: { name: 'Residencial "São João"; Fase II', email: 'office@lar.test' },
  attendee: { name: 'Ana Souza, Jr.', email: 'ana@example.com' },
};

describe('visit calendar file (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT (section 3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character (section 3.1)', () => {
    const line = `DESCRIPTION:${'ç'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('writes one VEVENT with its UID, SEQUENCE, UTC times, method and people, read back whole', () => {
    const text = visitCalendar(visit);
    const lines = readCalendar(text);
    expect(calendarProperty(lines, 'VERSION')).toBe('2.0');
    expect(calendarProperty(lines, 'METHOD')).toBe('REQUEST');
    expect(calendarProperty(lines, 'PRODID')).toBeTruthy();
    expect(eventProperty(lines, 'UID').value).toBe(visit.uid);
    expect(eventProperty(lines, 'SEQUENCE').value).toBe('3');
    expect(eventProperty(lines, 'DTSTAMP').value).toBe('20261129T080000Z');
    expect(eventProperty(lines, 'DTSTART').value).toBe('20261202T200000Z');
    expect(eventProperty(lines, 'DTEND').value).toBe('20261202T203000Z');
    expect(unescapeText(eventProperty(lines, 'SUMMARY').value)).toBe(visit.summary);
    expect(unescapeText(eventProperty(lines, 'LOCATION').value)).toBe(visit.location);
    expect(unescapeText(eventProperty(lines, 'DESCRIPTION').value)).toBe(visit.description);
    const organizer = eventProperty(lines, 'ORGANIZER');
    expect(organizer.value).toBe('mailto:office@lar.test');
    // A quoted parameter cannot hold a double quote (section 3.2): it becomes an apostrophe.
    expect(organizer.params.CN).toBe("Residencial 'São João'; Fase II");
    const attendee = eventProperty(lines, 'ATTENDEE');
    expect(attendee).toMatchObject({ value: 'mailto:ana@example.com', params: { CN: 'Ana Souza, Jr.' } });
    expect(eventProperty(lines, 'STATUS').value).toBe('CONFIRMED');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID (RFC 5546 section 3.2.5)', () => {
    const lines = readCalendar(visitCalendar({ ...visit, method: 'CANCEL', sequence: 4 }));
    expect(calendarProperty(lines, 'METHOD')).toBe('CANCEL');
    expect(eventProperty(lines, 'UID').value).toBe(visit.uid);
    expect(eventProperty(lines, 'SEQUENCE').value).toBe('4');
    expect(eventProperty(lines, 'STATUS').value).toBe('CANCELLED');
  });
});
