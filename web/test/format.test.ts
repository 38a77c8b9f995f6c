import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatReadableDate } from '../src/lib/format.ts';

// Run in the customers' time zone, where midnight UTC is still the previous day.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

/** Intl separates some parts with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatReadableDate', () => {
  it('writes the month as a word in each language, so day and month cannot be swapped (decision 056)', () => {
    expect(formatReadableDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatReadableDate('2026-11-27', 'pt')).toBe('27 de nov. de 2026');
    expect(formatReadableDate('2026-11-27', 'es')).toBe('27 nov 2026');
    // A calendar date stays that date west of UTC.
    expect(formatReadableDate('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatReadableDate(null, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('uses the UI language: US order in English, day first in Portuguese and Spanish', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('03/05/2024');
    expect(formatDate('2024-03-05', 'pt')).toBe('05/03/2024');
    expect(formatDate('2024-03-05', 'es')).toBe('05/03/2024');
  });

  it('keeps date-only values on their calendar day whatever the time zone', () => {
    // Midnight UTC is still the previous day in Boston; a date-only value must not shift.
    expect(formatDate('2024-01-01', 'pt')).toBe('01/01/2024');
  });

  it('formats timestamps and tolerates empty or broken input', () => {
    expect(formatDate('2024-07-14T12:00:00Z', 'pt')).toBe('14/07/2024');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    // The date part is written as every other date is: four-digit year, two-digit month and day.
    expect(formatDateTime('2024-07-14T12:00:00Z', 'en')).toMatch(/^07\/14\/2024, \d{1,2}:\d{2}/);
    expect(formatDateTime('2024-07-14T12:00:00Z', 'pt')).toMatch(/^14\/07\/2024,? \d{1,2}:\d{2}/);
  });
});

describe('formatMoney', () => {
  it('shows US dollars in the number format of each language', () => {
    expect(plain(formatMoney(1234.5, 'en'))).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'pt'))).toBe('US$ 1.234,50');
    expect(plain(formatMoney('1234.5', 'es'))).toBe('$1,234.50');
  });

  it('is empty without an amount and never shows R$', () => {
    expect(formatMoney(null, 'pt')).toBe('');
    expect(formatMoney('', 'pt')).toBe('');
    expect(formatMoney(10, 'pt')).not.toContain('R$');
  });
});
