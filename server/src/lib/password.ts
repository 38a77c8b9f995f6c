import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; allow twice that so large N does not hit Node's default cap.
  return { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r + 1024 * 1024 };
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`: the parameters travel with the hash. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, optionsFor(logN, 8, 1));
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    optionsFor(Number(logN), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function parseHashCost(encoded: string): { logN: number; r: number; p: number } | null {
  const [scheme, logN, r, p] = encoded.split('$');
  if (scheme !== 'scrypt') return null;
  return { logN: Number(logN), r: Number(r), p: Number(p) };
}

/**
 * A password an admin hands over once after a reset: 96 random bits in 16 URL-safe characters,
 * within the password policy and never a common password. The account must replace it at once.
 */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}
