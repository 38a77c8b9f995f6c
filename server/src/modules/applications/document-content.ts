import { createHash } from 'node:crypto';
import type { DocumentContentType } from '@lar/contracts/applications';

/**
 * An application's documents are recognised by their first bytes, never by their names or the
 * type the browser declared: a text file named `.pdf` is refused, a PNG sent as a PDF is stored as
 * the PNG it is (decision 031).
 */
const SIGNATURES: ReadonlyArray<{ type: DocumentContentType; bytes: readonly number[] }> = [
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // The PNG signature: \x89 "PNG" \r \n \x1a \n
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // JPEG: start of image, then the first marker's 0xFF
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The document's type by its content; null when it is none of PDF, PNG or JPEG. */
export function documentContentType(content: Uint8Array): DocumentContentType | null {
  const found = SIGNATURES.find(
    ({ bytes }) => content.length > bytes.length && bytes.every((byte, i) => content[i] === byte),
  );
  return found?.type ?? null;
}

/** The SHA-256 of the content, as the 64 hex digits stored with it. */
export function sha256Hex(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The name a document is kept under: the browser's name without any folder, control characters or
 * surrounding blanks, at most 255 characters; `document-<n>.<ext>` when nothing is left.
 */
export function documentFileName(sent: string | undefined, type: DocumentContentType, index: number): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean === '') return `document-${index + 1}.${EXTENSIONS[type]}`;
  return [...clean].slice(0, 255).join('').slice(0, 255);
}
