import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { RowBatches } from './batches.ts';
import { Decimal, type ExportValue, type ResolvedColumn } from './columns.ts';

/**
 * exceljs, loaded the first time a workbook is written: most processes never write one, and
 * loading it costs start time and memory.
 */
const loadExceljs = () => import('exceljs');
let exceljs: ReturnType<typeof loadExceljs> | undefined;

type Cell = string | number | boolean | null;

/** An amount is a number cell shown with two places; the rest as they are (text is never a formula). */
function xlsxValue(value: ExportValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Decimal) return Number(value.text);
  return value;
}

const AMOUNT_FORMAT = '#,##0.00';

/**
 * The workbook as a stream: exceljs's streaming writer commits each row as it is added, so only
 * the zip's window and one batch are in memory. Before reading the next batch it waits until the
 * client has taken what is already written (`drain`): the writer itself does not wait.
 */
export async function xlsxStream<Row>(
  sheetName: string,
  columns: ReadonlyArray<ResolvedColumn<Row>>,
  batches: RowBatches<Row>,
): Promise<Readable> {
  exceljs ??= loadExceljs();
  const { default: ExcelJS } = await exceljs;
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(10, c.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const batch of batches) {
      for (const row of batch) {
        const values = columns.map((c) => c.value(row));
        const added = sheet.addRow(values.map(xlsxValue));
        values.forEach((v, i) => {
          if (v instanceof Decimal) added.getCell(i + 1).numFmt = AMOUNT_FORMAT;
        });
        added.commit();
      }
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      // The client went away: stop reading rows for it.
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
