import type { DocumentContentType } from '@lar/contracts/applications';
import { withoutHiddenCharacters } from '@lar/contracts/text-characters';

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

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The longest name most file systems keep (ext4, NTFS, APFS: 255 bytes of UTF-8). */
export const FILE_NAME_MAX_BYTES = 255;
/** What counts as a name's extension, kept whole when the name is cut: `.pdf`, `.jpeg`. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** The first code points of `text` that fit in `bytes` bytes of UTF-8, never half a character. */
function fitBytes(text: string, bytes: number): string {
  let kept = '';
  for (const c of text) {
    if (Buffer.byteLength(kept + c) > bytes) break;
    kept += c;
  }
  return kept;
}

/**
 * A file name as it may be stored and offered for download: composed (NFC), without any folder,
 * control, invisible or direction-changing character (`r\u202Egnp.exe.pdf` is `rgnp.exe.pdf`,
 * which reads as what it is), blanks folded, without leading dots (no hidden files) or trailing
 * dots and blanks, and at most 255 bytes with its extension kept. Empty when nothing is left.
 */
export function safeFileName(sent: string): string {
  const base = sent.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const visible = withoutHiddenCharacters(base)
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  if (Buffer.byteLength(visible) <= FILE_NAME_MAX_BYTES) return visible;
  const extension = visible.match(EXTENSION)?.[0] ?? '';
  const stem = visible.slice(0, visible.length - extension.length);
  return `${fitBytes(stem, FILE_NAME_MAX_BYTES - Buffer.byteLength(extension)).trimEnd()}${extension}`;
}

/** The name a document is kept under (`safeFileName`); `document-<n>.<ext>` when nothing is left. */
export function documentFileName(sent: string | undefined, type: DocumentContentType, index: number): string {
  return safeFileName(sent ?? '') || `document-${index + 1}.${EXTENSIONS[type]}`;
}
