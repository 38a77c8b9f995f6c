import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { hashPassword, parseHashCost, verifyPassword } from '../../src/lib/password.ts';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 by default', () => {
    expect(loadConfig({}).scryptLogN).toBe(17);
  });

  it('hashes at the production cost and verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('Correct-Horse-42', 17);
    expect(parseHashCost(hash)).toEqual({ logN: 17, r: 8, p: 1 });
    expect(await verifyPassword('Correct-Horse-42', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-42', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password', 10)).not.toBe(await hashPassword('same-password', 10));
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
