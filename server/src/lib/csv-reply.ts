import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The OpenAPI answer of a route that sends a CSV file (with `produces: ['text/csv']`). */
export const csvAnswer = { description: 'CSV text', content: { 'text/csv': { schema: z.string() } } };

/** A CSV file the browser saves under `filename` rather than shows. */
export interface CsvFile {
  filename: string;
  csv: string;
}

/** Sends a CSV file as a download. */
export function sendCsv(reply: FastifyReply, { filename, csv }: CsvFile): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
