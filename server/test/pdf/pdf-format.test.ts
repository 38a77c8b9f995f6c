import { describe, expect, it } from 'vitest';
import { longDate, longDateTime, postalAddress, usd } from '../../src/lib/pdf.ts';

describe('amounts and dates as the PDFs print them', () => {
  it('writes dollars from the exact decimal of the amount', () => {
    expect(usd(63_336)).toBe('$63,336.00');
    expect(usd(45_240)).toBe('$45,240.00');
    expect(usd(1_234_567.8)).toBe('$1,234,567.80');
    expect(usd(999.99)).toBe('$999.99');
    expect(usd(0)).toBe('$0.00');
    expect(usd(-5.5)).toBe('-$5.50');
    // A float sum is not an amount: it is refused, never rounded into one.
    expect(() => usd(0.1 + 0.2)).toThrow();
  });

  it("writes a calendar date in each language's long form, on its own day in any time zone", () => {
    expect(longDate('2026-03-01', 'en-US')).toBe('March 1, 2026');
    expect(longDate('2026-03-01', 'pt-BR')).toBe('1 de março de 2026');
    expect(longDate('2026-03-01', 'es-US')).toBe('1 de marzo de 2026');
    expect(longDate('2025-12-31', 'en-US')).toBe('December 31, 2025');
  });

  it('writes a moment in the given time zone', () => {
    expect(longDateTime('2026-03-02T15:04:00.000Z', 'en-US', 'America/Chicago')).toBe(
      'March 2, 2026 at 9:04 AM CST',
    );
    expect(longDateTime('2026-07-02T03:30:00.000Z', 'en-US', 'America/New_York')).toBe(
      'July 1, 2026 at 11:30 PM EDT',
    );
  });

  it('writes an address on one line, leaving out the parts it does not have', () => {
    const full = {
      street1: '410 N Highland Ave',
      street2: 'Suite 2',
      city: 'Marfa',
      state: 'TX',
      postal_code: '79843',
    };
    expect(postalAddress(full)).toBe('410 N Highland Ave, Suite 2, Marfa, TX 79843');
    expect(postalAddress({ ...full, street2: null, state: null })).toBe('410 N Highland Ave, Marfa, 79843');
    expect(postalAddress({ street1: null, street2: null, city: null, state: null, postal_code: null })).toBe(
      '',
    );
  });
});
