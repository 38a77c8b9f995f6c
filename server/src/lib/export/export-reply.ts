import { Readable } from 'node:stream';
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type ExportLanguage,
  type ExportList,
  exportFilename,
} from '@lar/contracts/exports';
import type { FastifyReply } from 'fastify';
import type { RowBatches } from './batches.ts';
import { type ExportColumns, resolveColumns } from './columns.ts';
import { csvChunks } from './csv-stream.ts';
import { xlsxStream } from './xlsx-stream.ts';

/** One export to send: which list, its rows, and how the file is written. */
export interface ExportFile<L extends ExportList, Row> {
  list: L;
  columns: ExportColumns<L, Row>;
  batches: RowBatches<Row>;
  format: ExportFormat;
  /** The header's language, or the column keys (the compliance report's original CSV). */
  header: ExportLanguage | 'keys';
  /** The file's name before its date and extension ("occupancies"). */
  name: string;
  date: string;
  /** Whether a CSV starts with the UTF-8 byte order mark (every labelled export does). */
  bom?: boolean;
}

/**
 * Sends the file as a download whose body is streamed: the reply pipes it, so a batch of rows is
 * read only once the client has taken the previous one (backpressure), and the process holds one
 * batch at a time whatever the list's length.
 */
export async function sendExport<L extends ExportList, Row>(
  reply: FastifyReply,
  file: ExportFile<L, Row>,
): Promise<FastifyReply> {
  const columns = resolveColumns(file.list, file.columns, file.header);
  const body =
    file.format === 'csv'
      ? Readable.from(csvChunks(columns, file.batches, { bom: file.bom ?? file.header !== 'keys' }), {
          objectMode: false,
        })
      : await xlsxStream(file.name, columns, file.batches);
  return reply
    .type(EXPORT_CONTENT_TYPES[file.format])
    .header(
      'content-disposition',
      `attachment; filename="${exportFilename(file.name, file.date, file.format)}"`,
    )
    .send(body);
}
