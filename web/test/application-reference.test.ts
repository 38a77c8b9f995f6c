import { REFERENCE_PATTERN } from '@lar/contracts/applications';
import { describe, expect, it } from 'vitest';
import { REFERENCE } from '../src/features/applying/reference.ts';

/** The public pages' copy of the reference's form stays the server's (decision 055). */
describe('the reference the public pages accept', () => {
  it('is the contract’s pattern', () => {
    expect(REFERENCE.source).toBe(REFERENCE_PATTERN.source);
  });

  it('takes both forms and nothing with an ambiguous character', () => {
    expect(REFERENCE.test('LAR-7KQ4-M2XD')).toBe(true);
    expect(REFERENCE.test('LAR-2026-000123')).toBe(true);
    expect(REFERENCE.test('LAR-7KQ4-M2X0')).toBe(false);
    expect(REFERENCE.test('LAR-7KQ4-M2XO')).toBe(false);
    expect(REFERENCE.test('LAR-7KQ4-M2X')).toBe(false);
  });
});
