import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import { columnKind } from '@lar/contracts/export-values';
import { type ColumnKey, type ExportList, exportColumnKeys, exportHeader } from '@lar/contracts/exports';
import { type CellValue, Decimal, type Presentation, presentValue } from './cell-values.ts';

export { Decimal };

/** What a column's reader gives: text, a whole number, a flag, an amount, a list of codes, or nothing. */
export type ExportValue = string | number | boolean | Decimal | readonly string[] | null | undefined;

/**
 * How each column of a list's export reads its cell from a row: one entry per column of
 * `EXPORT_COLUMNS[list]` (the labels), so a column without a value, or a value without a label,
 * fails to compile.
 */
export type ExportColumns<L extends ExportList, Row> = {
  readonly [K in ColumnKey<L>]: (row: Row) => ExportValue;
};

/** The fields of a row whose value is a cell as it stands. */
type CellFields<Row> = { [K in keyof Row]: Row[K] extends ExportValue ? K : never }[keyof Row];

/** The readers a list's columns need besides those of the row's same-named fields. */
export type OwnReaders<L extends ExportList, Row> = {
  readonly [K in Exclude<ColumnKey<L>, CellFields<Row>>]: (row: Row) => ExportValue;
} & Partial<ExportColumns<L, Row>>;

/**
 * A list's columns where a cell is the row's field of the column's name unless `own` reads it
 * otherwise (an amount, a nested value); a column that is neither fails to compile.
 */
export function fieldColumns<L extends ExportList, Row>(
  list: L,
  own: OwnReaders<L, Row>,
): ExportColumns<L, Row> {
  const readers: Partial<ExportColumns<L, Row>> = own;
  return Object.fromEntries(
    exportColumnKeys(list).map((key) => [key, readers[key] ?? ((row: Row) => row[key as keyof Row])]),
  ) as ExportColumns<L, Row>;
}

/** Dollars (a JSON number or a decimal string) as a two-place amount; nothing stays nothing. */
export const money = (amount: number | string | null | undefined): Decimal | null =>
  amount === null || amount === undefined ? null : new Decimal(centsToDecimal(toCents(amount)));

/**
 * A list's columns in the file's order: the header in the file's language (or the key) and the
 * cell as the file writes it (codes as labels, dates typed; `presentValue`).
 */
export interface ResolvedColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => CellValue;
}

export function resolveColumns<L extends ExportList, Row>(
  list: L,
  columns: ExportColumns<L, Row>,
  how: Presentation,
): Array<ResolvedColumn<Row>> {
  return exportColumnKeys(list).map((key) => {
    const read = columns[key];
    const kind = columnKind(list, key);
    return {
      key,
      header: how.lang === 'keys' ? key : exportHeader(list, key, how.lang),
      value: (row: Row) => presentValue(read(row), kind, how),
    };
  });
}
