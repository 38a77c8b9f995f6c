import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The OpenAPI answer of a route that sends a PDF (with `produces: ['application/pdf']`). */
export const pdfAnswer = {
  description: 'A PDF document',
  content: { 'application/pdf': { schema: z.string() } },
};

/** A PDF the browser shows (inline) or saves under `filename`. */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
  /** Saved rather than shown (a batch of letters to print). */
  download?: boolean;
}

/** Sends a PDF; `no-store` like every API answer, since it holds a household's figures. */
export function sendPdf(reply: FastifyReply, { filename, pdf, download = false }: PdfFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${filename}"`)
    .send(pdf);
}
