import { expect } from 'vitest';

/**
 * A reader of iCalendar text for the tests, written from RFC 5545 rather than from the writer:
 * lines end with CRLF and are at most 75 octets (section 3.1), a line starting with a space or a
 * tab continues the one before, a content line is `name *(";" param) ":" value`, a parameter value
 * may be quoted, and TEXT escapes `\\`, `\;`, `\,` and `\n` (section 3.3.11).
 */
export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

export function readCalendar(text: string): ContentLine[] {
  expect(text.endsWith('\r\n'), 'ends with CRLF').toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line.includes('\n') || line.includes('\r'), `bare line break in ${JSON.stringify(line)}`).toBe(
      false,
    );
    expect(Buffer.byteLength(line, 'utf8'), `over 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  const unfolded = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  return unfolded.map(parseLine);
}

function parseLine(line: string): ContentLine {
  let i = 0;
  const until = (stops: string) => {
    let out = '';
    let quoted = false;
    while (i < line.length) {
      const c = line[i] as string;
      if (c === '"') quoted = !quoted;
      else if (!quoted && stops.includes(c)) break;
      else out += c;
      i += 1;
    }
    return out;
  };
  const name = until(';:');
  const params: Record<string, string> = {};
  while (line[i] === ';') {
    i += 1;
    const key = until('=');
    i += 1;
    params[key] = until(';:');
  }
  i += 1;
  return { name, params, value: line.slice(i) };
}

/** A TEXT value as written before escaping. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The one property of that name inside the VEVENT. */
export function eventProperty(lines: ContentLine[], name: string): ContentLine {
  const begin = lines.findIndex((l) => l.name === 'BEGIN' && l.value === 'VEVENT');
  const end = lines.findIndex((l) => l.name === 'END' && l.value === 'VEVENT');
  expect(begin, 'a VEVENT').toBeGreaterThanOrEqual(0);
  const found = lines.slice(begin + 1, end).filter((l) => l.name === name);
  expect(found, name).toHaveLength(1);
  return found[0] as ContentLine;
}

/** The one calendar-level property of that name (before the VEVENT). */
export function calendarProperty(lines: ContentLine[], name: string): string | undefined {
  const begin = lines.findIndex((l) => l.name === 'BEGIN' && l.value === 'VEVENT');
  return lines.slice(0, begin).find((l) => l.name === name)?.value;
}
