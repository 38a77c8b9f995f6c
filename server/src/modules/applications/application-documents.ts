import { DOCUMENT_CONTENT_TYPES } from '@lar/contracts/document-types';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { safeFileName } from './document-content.ts';

/**
 * `attachment` with the file's name (`safeFileName`): an ASCII fallback (quotes, backslashes and anything outside
 * printable ASCII replaced) and the exact name in RFC 5987's `filename*`, so no name can break out
 * of the header or be shown inline.
 */
export function attachmentDisposition(stored: string): string {
  // Names stored before they were shaped get the same shaping on their way out.
  const fileName = safeFileName(stored) || 'document';
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a document as a download; the name never decides how the browser treats it. */
export function sendDocument(
  reply: FastifyReply,
  document: { content_type: string; file_name: string; content: Buffer },
): FastifyReply {
  return reply
    .type(document.content_type)
    .header('content-disposition', attachmentDisposition(document.file_name))
    .send(document.content);
}

const file = { schema: z.string() };

/** A document download's `produces` and answer in the OpenAPI document: a PDF, JPEG or PNG file. */
export const documentDownload = {
  produces: [...DOCUMENT_CONTENT_TYPES],
  response: {
    200: {
      description: 'The document',
      content: { 'application/pdf': file, 'image/jpeg': file, 'image/png': file },
    },
  },
};
