import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Sealing sensitive data at rest (decision 066): AES-256-GCM with a 32-byte key from
 * REPORTING_DATA_KEY, a fresh 12-byte nonce per write and the row's identity as additional data,
 * so a sealed value copied onto another record does not open. Layout: version byte (1), nonce,
 * tag (16 bytes), ciphertext.
 */
const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export class SealedDataError extends Error {}

export function seal(key: Buffer, plaintext: string, context: string): Buffer {
  if (key.length !== KEY_BYTES) throw new SealedDataError('the key must be 32 bytes');
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
}

/** The plaintext, or a SealedDataError when the key, the context or a byte differs. */
export function open(key: Buffer, sealed: Buffer, context: string): string {
  if (sealed.length < 1 + NONCE_BYTES + TAG_BYTES || sealed[0] !== VERSION)
    throw new SealedDataError('not a sealed value of a known version');
  const nonce = sealed.subarray(1, 1 + NONCE_BYTES);
  const tag = sealed.subarray(1 + NONCE_BYTES, 1 + NONCE_BYTES + TAG_BYTES);
  const body = sealed.subarray(1 + NONCE_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedDataError('the sealed value does not open with this key');
  }
}

/** A key given as base64 of exactly 32 bytes, or undefined with the reason (never echoing the value). */
export function parseKey(value: string): { key: Buffer } | { issue: string } {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return { issue: 'Must be base64' };
  const key = Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) return { issue: `Must be base64 of exactly ${KEY_BYTES} bytes` };
  return { key };
}

export const newKey = (): Buffer => randomBytes(KEY_BYTES);
