import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../src/intl-formats.ts';

describe('Intl formatters kept per locale and options', () => {
  it('hands back the same formatter for the same locale and options, another for others', () => {
    const dollars = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(numberFormat('pt-BR', { style: 'currency', currency: 'USD' })).not.toBe(dollars);
    expect(numberFormat('en-US')).not.toBe(dollars);
    const long = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' })).not.toBe(long);
  });

  it('formats as a formatter built for the call would', () => {
    // 140 % of $45,240 (the brief's example of money kept exact).
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(63336)).toBe('$63,336.00');
    expect(numberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(63336)).toBe(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(63336),
    );
    const day = new Date(Date.UTC(2026, 11, 1));
    expect(dateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
      new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day),
    );
  });

  it('refuses an unknown time zone as Intl does, keeping nothing', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
