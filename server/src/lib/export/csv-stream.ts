import { csvCell, safeCsvText } from '@lar/contracts/csv';
import type { RowBatches } from './batches.ts';
import { CalendarDate, type CellValue, Decimal, Label, Percent, WallTime } from './cell-values.ts';
import type { ResolvedColumn } from './columns.ts';

/** Excel reads a CSV as UTF-8 only when it starts with this mark (else "João" opens as "JoÃ£o"). */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell's text: our own numbers as they are, dates as YYYY-MM-DD (moments with the
 * organization's HH:MM), labels quoted as needed, text from users guarded against formulas.
 */
export function csvValue(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Decimal || value instanceof Percent || value instanceof WallTime) return value.text;
  if (value instanceof CalendarDate) return value.iso;
  if (value instanceof Label) return csvCell(value.text);
  if (typeof value === 'string') return csvCell(safeCsvText(value));
  return String(value);
}

/**
 * The file as chunks of text, one per batch of rows: RFC 4180 with CRLF line ends, the header
 * first. Pulled by the reply's stream, so a batch is read only when the client has taken the last.
 */
export async function* csvChunks<Row>(
  columns: ReadonlyArray<ResolvedColumn<Row>>,
  batches: RowBatches<Row>,
  options: { bom: boolean },
): AsyncGenerator<string> {
  const header = columns.map((c) => csvCell(c.header)).join(',');
  yield `${options.bom ? UTF8_BOM : ''}${header}\r\n`;
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) {
      let line = '';
      for (let i = 0; i < columns.length; i++) {
        if (i > 0) line += ',';
        line += csvValue((columns[i] as ResolvedColumn<Row>).value(row));
      }
      chunk += `${line}\r\n`;
    }
    yield chunk;
  }
}
