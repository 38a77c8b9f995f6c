import { DOCUMENT_MAX_BYTES, type DocumentContentType } from '@lar/contracts/applications';
import { ErrorCode } from '@lar/contracts/errors';
import { ResidentDocumentIssue } from '@lar/contracts/resident-documents';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readFormParts } from '../../lib/uploaded-file.ts';
import { documentContentType } from '../applications/index.ts';

/** The JSON field holds a few ids, a kind and a date: far less than this. */
const FIELD_MAX_BYTES = 4 * 1024;

/** One file of 10 MB at most (as an application's documents) and the one `document` field. */
export const RESIDENT_DOCUMENT_MULTIPART_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: FIELD_MAX_BYTES,
  headerPairs: 100,
};

export interface ResidentUpload {
  /** The `document` field's text (JSON); undefined when it was not sent. */
  fields: string | undefined;
  fileName: string | undefined;
  content: Buffer | undefined;
}

function tooLarge(): AppError {
  const message = `A document may have at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
  return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, [
    { field: 'file', code: ResidentDocumentIssue.DOCUMENT_SIZE, message },
  ]);
}

function unexpectedPart(name: string): AppError {
  const message = `Unknown or repeated field "${name}": send one "document" field and one "file"`;
  return new AppError(ErrorCode.VALIDATION_FAILED, message, [
    { field: name, code: 'unrecognized_keys', message },
  ]);
}

/** Reads the upload whole: the `document` field and the one `file`; anything else stops the reading. */
export async function readResidentUpload(req: FastifyRequest): Promise<ResidentUpload> {
  let fileName: string | undefined;
  let content: Buffer | undefined;
  const fields = await readFormParts(req, {
    what: 'the document',
    field: 'document',
    unexpectedPart,
    file: async (part) => {
      if (part.fieldname !== 'file' || content !== undefined) throw unexpectedPart(part.fieldname);
      fileName = part.filename;
      content = await part.toBuffer();
    },
    limitReached: (code) => {
      if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        return unexpectedPart('file');
      return undefined;
    },
  });
  return { fields, fileName, content };
}

/**
 * HEIF files start with a box `ftyp` at byte 4 whose major or compatible brands name an HEIF image
 * (ISO/IEC 23008-12): `heic`, `heix`, `heim`, `heis`, `hevc`, `hevx` (HEVC-coded) or `mif1`, `msf1`
 * (the general image and sequence brands). The brands are read from the box itself.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

export function isHeif(content: Uint8Array): boolean {
  if (content.length < 16) return false;
  const box = Buffer.from(content.buffer, content.byteOffset, content.length);
  if (box.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(box.readUInt32BE(0), box.length);
  if (size < 16) return false;
  const brands = [box.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(box.toString('latin1', at, at + 4));
  return brands.some((b) => HEIF_BRANDS.has(b));
}

function unsupported(): AppError {
  const message = 'Attach a PDF, JPEG, PNG or HEIC file';
  return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, message, [
    { field: 'file', code: ResidentDocumentIssue.DOCUMENT_TYPE, message },
  ]);
}

export interface CheckedContent {
  contentType: DocumentContentType;
  content: Buffer;
  /** The HEIC photo was converted: its name's extension becomes `.jpg`. */
  converted: boolean;
}

/**
 * The document's type by its first bytes, never by its name or the declared type (as an
 * application's, decision 031). A phone's HEIC photo is converted to JPEG here, so every stored
 * document opens in any browser; a HEIC file that does not decode is refused like any other type.
 */
export async function checkedContent(content: Buffer): Promise<CheckedContent> {
  const type = content.length === 0 ? null : documentContentType(content);
  if (type !== null) return { contentType: type, content, converted: false };
  if (!isHeif(content)) throw unsupported();
  // Loaded with the first HEIC photo (Node keeps it from then on), as sharp is for listing photos:
  // its WebAssembly decoder held 18 MB of external memory in every server, most never sent one
  // (decision 077).
  const { default: convert } = await import('heic-convert');
  let jpeg: Uint8Array;
  try {
    jpeg = await convert({ buffer: content, format: 'JPEG', quality: 0.9 });
  } catch {
    throw unsupported();
  }
  const converted = Buffer.from(jpeg);
  if (converted.length > DOCUMENT_MAX_BYTES) throw tooLarge();
  if (documentContentType(converted) !== 'image/jpeg') throw unsupported();
  return { contentType: 'image/jpeg', content: converted, converted: true };
}

/** A converted photo keeps its name with `.jpg` for its extension (`IMG_0001.HEIC` → `IMG_0001.jpg`). */
export function convertedName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  return `${name.replace(/\.(heic|heif)$/i, '')}.jpg`;
}
