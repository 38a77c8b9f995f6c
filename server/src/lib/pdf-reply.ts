import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type RouteHandler, type RouteSpec, route } from './route.ts';

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

type PdfAnswer = { 200: typeof pdfAnswer };

/**
 * A route whose answer is a PDF: the spec says everything but what it produces and answers, and
 * `render` makes the file from the request.
 */
export function pdfRoute<P = undefined, Q = undefined, B = undefined>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<P, Q, B, PdfAnswer>, 'produces' | 'response'>,
  render: (req: Parameters<RouteHandler<P, Q, B, PdfAnswer>>[0]) => Promise<PdfFile>,
): void {
  // Omit flattens the spec's access union; adding back the two keys it took out restores it.
  const full = { ...spec, produces: ['application/pdf'], response: { 200: pdfAnswer } } as RouteSpec<
    P,
    Q,
    B,
    PdfAnswer
  >;
  route(app, full, async (req, reply) => sendPdf(reply, await render(req)));
}
