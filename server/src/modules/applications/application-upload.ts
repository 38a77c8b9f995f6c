import { ApplicationIssue, DOCUMENT_MAX_BYTES, DOCUMENTS_MAX } from '@lar/contracts/applications';
import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SpooledFile, UploadSpool } from '../../lib/upload-spool.ts';
import { readFormParts } from '../../lib/uploaded-file.ts';

/** The JSON field may hold 12 members with every field filled: far less than this. */
export const APPLICATION_FIELD_MAX_BYTES = 256 * 1024;

/** The `multipart/form-data` limits of an application: 10 files of 10 MB, one JSON field. */
export const APPLICATION_MULTIPART_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: DOCUMENTS_MAX,
  fields: 1,
  parts: DOCUMENTS_MAX + 1,
  fieldSize: APPLICATION_FIELD_MAX_BYTES,
  headerPairs: 100,
};

export interface UploadedDocument {
  fileName: string | undefined;
  /** The file as received, waiting on disk for its turn to be stored (decision 095). */
  file: SpooledFile;
}

export interface ApplicationUpload {
  /** The `application` field's text (JSON); undefined when it was not sent. */
  application: string | undefined;
  documents: UploadedDocument[];
}

function tooManyFiles(): AppError {
  const message = `Attach at most ${DOCUMENTS_MAX} documents`;
  return new AppError(ErrorCode.VALIDATION_FAILED, message, [
    { field: 'documents', code: ApplicationIssue.DOCUMENTS_COUNT, message },
  ]);
}

function tooLarge(index: number): AppError {
  const message = `A document may have at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
  return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, [
    { field: `documents.${index}`, code: ApplicationIssue.DOCUMENT_SIZE, message },
  ]);
}

/**
 * Reads an application's parts: the `application` field and the `documents` files, in the order
 * sent, each file written to `spool` as it arrives. Any other part, a file over 10 MB (413) or an
 * eleventh file (400) stops the reading, and the files already written are removed. The caller
 * discards the documents once the request is answered.
 */
export async function readApplicationUpload(
  req: FastifyRequest,
  spool: UploadSpool,
): Promise<ApplicationUpload> {
  const documents: UploadedDocument[] = [];
  try {
    const application = await readFormParts(req, {
      what: 'the application',
      field: 'application',
      unexpectedPart,
      file: async (part) => {
        if (part.fieldname !== 'documents') throw unexpectedPart(part.fieldname);
        const file = await spool.receive(part.file);
        // The parser stops a file at the limit and marks it cut short.
        if (part.file.truncated) {
          await spool.discard([file]);
          throw tooLarge(documents.length);
        }
        documents.push({ fileName: part.filename, file });
      },
      limitReached: (code) => {
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooManyFiles();
        if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(documents.length);
        return undefined;
      },
    });
    return { application, documents };
  } catch (error) {
    await spool.discard(documents.map((d) => d.file));
    throw error;
  }
}

function unexpectedPart(name: string): AppError {
  const message = `Unknown field "${name}": send "application" once and files as "documents"`;
  return new AppError(ErrorCode.VALIDATION_FAILED, message, [
    { field: name, code: 'unrecognized_keys', message },
  ]);
}
