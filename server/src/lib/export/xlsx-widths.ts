import { CalendarDate, type CellValue, Decimal, Label, Percent, WallTime } from './cell-values.ts';
import type { ResolvedColumn } from './columns.ts';

const MIN_WIDTH = 6;
/** Past this a cell wraps in the reader's eye anyway; a long message does not push the rest away. */
const MAX_WIDTH = 60;

/** How many characters a cell shows once formatted (an amount with its "$" and thousands commas). */
function shownLength(value: CellValue): number {
  if (value === null) return 0;
  if (value instanceof CalendarDate) return 10;
  if (value instanceof WallTime) return 16;
  if (value instanceof Percent) return value.text.length + 1;
  if (value instanceof Decimal) {
    const whole = value.text.replace(/^-/, '').split('.')[0] ?? '';
    return value.text.length + Math.floor((whole.length - 1) / 3) + 4;
  }
  const text = value instanceof Label ? value.text : String(value);
  return Math.max(...text.split('\n').map((l) => l.length));
}

/**
 * Each column's width in characters, from its header (bold, so a little wider) and the cells of
 * the rows given (the first batch: widths are written before any row).
 */
export function columnWidths<Row>(
  columns: ReadonlyArray<ResolvedColumn<Row>>,
  rows: ReadonlyArray<readonly CellValue[]>,
): number[] {
  return columns.map((c, i) => {
    let widest = Math.ceil(c.header.length * 1.1);
    for (const row of rows) widest = Math.max(widest, shownLength(row[i] ?? null));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
}
