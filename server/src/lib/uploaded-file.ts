import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

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
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The upload could not be read');
  }
  if (!file) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Send one file in the field "file"');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, tooLarge);
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The upload could not be read');
  }
}
