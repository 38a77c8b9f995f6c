import { describe, expect, it } from 'vitest';
import { AMENITIES, amenityCode, PARKING_OPTIONS, parkingCode } from '../src/listing-facts.ts';

describe('listing facts picked from lists (decision 056)', () => {
  it('know each code as itself', () => {
    for (const code of AMENITIES) expect(amenityCode(code)).toBe(code);
    for (const code of PARKING_OPTIONS) expect(parkingCode(code)).toBe(code);
  });

  it('read the English labels staff typed before codes, whatever their case and spacing', () => {
    expect(amenityCode('Storage')).toBe('storage');
    expect(amenityCode(' in-unit LAUNDRY ')).toBe('in_unit_laundry');
    expect(amenityCode('Air conditioning')).toBe('air_conditioning');
    expect(parkingCode('Yes')).toBe('yes');
    expect(parkingCode('street parking')).toBe('street');
  });

  it('leave free text as free text', () => {
    expect(amenityCode('Rooftop garden')).toBeNull();
    expect(amenityCode('açaí bar')).toBeNull();
    expect(parkingCode('Gated lot, one space per unit')).toBeNull();
  });
});
