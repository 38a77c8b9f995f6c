import type { MultipartFile } from '@fastify/multipart';
import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { SpoolWriteError } from './upload-spool.ts';

const unreadable = () => new AppError(ErrorCode.VALIDATION_FAILED, 'The upload could not be read');

/**
 * The one file of a multipart request, read whole, for a route whose plugin registered multipart
 * with a file size limit: 415 when the request is not multipart, 400 when it has no file or cannot
 * be read, 413 past the limit. `what` names the file ("the photo"), `tooLarge` says the limit.
 */
export async function uploadedFile(req: FastifyRequest, what: string, tooLarge: string): Promise<Buffer> {
  if (!req.isMultipart())
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Send ${what} as multipart/form-data`);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await req.file();
  } catch {
    throw unreadable();
  }
  if (!file) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Send one file in the field "file"');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
    throw unreadable();
  }
}

/** How one kind of form is read by `readFormParts`. */
export interface FormParts {
  /** What the request sends, for the 415 answer ("the application"). */
  what: string;
  /** The one text field the form has (JSON). */
  field: string;
  /** The error for a part the form does not have, or one sent twice. */
  unexpectedPart: (name: string) => AppError;
  /** Takes one file part, read whole, or throws (its name is not the form's, one file too many). */
  file: (part: MultipartFile) => Promise<void>;
  /** The error for a limit of the multipart plugin the reading ran into (its error code). */
  limitReached: (code: string | undefined) => AppError | undefined;
}

/**
 * Reads a form's parts whole, in the order sent: its one text field, whose text it answers
 * (undefined when not sent), and its files, each handed to `form.file`. 415 when the request is
 * not multipart; a part the form does not have, a field sent twice or truncated, or a limit the
 * reading runs into stops it.
 */
export async function readFormParts(req: FastifyRequest, form: FormParts): Promise<string | undefined> {
  if (!req.isMultipart())
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Send ${form.what} as multipart/form-data`);
  let text: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        await form.file(part);
        continue;
      }
      if (part.fieldname !== form.field || text !== undefined) throw form.unexpectedPart(part.fieldname);
      if (part.valueTruncated || typeof part.value !== 'string') throw unreadable();
      text = part.value;
    }
  } catch (error) {
    if (error instanceof AppError || error instanceof SpoolWriteError) throw error;
    throw form.limitReached((error as { code?: string }).code) ?? unreadable();
  }
  return text;
}
