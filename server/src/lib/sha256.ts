import { createHash } from 'node:crypto';

/** The SHA-256 of bytes as 64 hex digits: how documents, photos and signed PDFs are fingerprinted. */
export function sha256Hex(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
