import { Readable } from 'node:stream';
import { codeLabel, columnKind, filterLabel, listTitle } from '@lar/contracts/export-values';
import {
  type ColumnKey,
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type ExportLanguage,
  type ExportList,
  exportColumnKeys,
  exportFilename,
} from '@lar/contracts/exports';
import type { FastifyReply } from 'fastify';
import { wallTimeIn } from '../dates.ts';
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
  /** The file's language, or the column keys and raw values (the compliance report's original CSV). */
  header: ExportLanguage | 'keys';
  /** The file's name before its date and extension ("occupancies"). */
  name: string;
  date: string;
  /** The organization's time zone: moments are written on its clock. */
  timeZone: string;
  /** The list's filters as asked (query and path), written on the workbook's first sheet. */
  filters?: Readonly<Record<string, unknown>>;
  /** Whether a CSV starts with the UTF-8 byte order mark (every labelled export does). */
  bom?: boolean;
}

/** The parameters that say how the file is written rather than which rows it holds. */
const NOT_FILTERS = new Set(['format', 'lang']);

/**
 * Each filter given, as the first sheet writes it: its name and its value in `lang`. A flag that is
 * off is no filter (the lists' flags are "only ..." checkboxes: off, every row is listed).
 */
export function filterLines<L extends ExportList>(
  list: L,
  filters: Readonly<Record<string, unknown>>,
  lang: ExportLanguage,
): Array<readonly [string, string]> {
  const keys = new Set<string>(exportColumnKeys(list));
  return Object.entries(filters)
    .filter(
      ([key, value]) =>
        !NOT_FILTERS.has(key) && value !== undefined && value !== null && value !== '' && value !== false,
    )
    .map(([key, value]) => {
      const kind = keys.has(key) ? columnKind(list, key as ColumnKey<L>) : undefined;
      const shown =
        typeof value === 'boolean'
          ? codeLabel('flag', String(value), lang)
          : typeof kind === 'object'
            ? codeLabel(kind.codes, String(value), lang)
            : String(value);
      return [filterLabel(key, lang), shown] as const;
    });
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
  const columns = resolveColumns(file.list, file.columns, { lang: file.header, timeZone: file.timeZone });
  const lang = file.header === 'keys' ? 'en' : file.header;
  const body =
    file.format === 'csv'
      ? Readable.from(csvChunks(columns, file.batches, { bom: file.bom ?? file.header !== 'keys' }), {
          objectMode: false,
        })
      : await xlsxStream(columns, file.batches, {
          lang,
          title: listTitle(file.list, lang),
          madeAt: wallTimeIn(file.timeZone, new Date()),
          timeZone: file.timeZone,
          filters: filterLines(file.list, file.filters ?? {}, lang),
        });
  return reply
    .type(EXPORT_CONTENT_TYPES[file.format])
    .header(
      'content-disposition',
      `attachment; filename="${exportFilename(file.name, file.date, file.format)}"`,
    )
    .send(body);
}
