import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { summaryLabel } from '@lar/contracts/export-values';
import type { ExportLanguage } from '@lar/contracts/exports';
import type { RowBatches } from './batches.ts';
import { CalendarDate, type CellValue, Decimal, Label, Percent, WallTime } from './cell-values.ts';
import type { ResolvedColumn } from './columns.ts';
import { columnWidths } from './xlsx-widths.ts';

/**
 * exceljs, loaded the first time a workbook is written: most processes never write one, and
 * loading it costs start time and memory.
 */
const loadExceljs = () => import('exceljs');
let exceljs: ReturnType<typeof loadExceljs> | undefined;

type Cell = string | number | Date | null;

/** What the first sheet says about the export: its list, when it was made, its filters. */
export interface WorkbookFacts {
  lang: ExportLanguage;
  /** The list's name in `lang`, also the data sheet's name. */
  title: string;
  /** When the file was made, on the organization's clock (`YYYY-MM-DD HH:MM`). */
  madeAt: string;
  timeZone: string;
  /** Each filter the list was asked with, as label and value. */
  filters: ReadonlyArray<readonly [string, string]>;
}

/** Dates as a reader of the language writes them; Excel shows the separators of its own locale. */
const DATE_FORMAT: Record<ExportLanguage, string> = { en: 'mm/dd/yyyy', pt: 'dd/mm/yyyy', es: 'dd/mm/yyyy' };
/** Amounts are US dollars; a Brazilian reader's "$" alone would read as reais. */
const MONEY_FORMAT: Record<ExportLanguage, string> = {
  en: '"$"#,##0.00',
  pt: '"US$" #,##0.00',
  es: '"$"#,##0.00',
};

/** A cell's value and number format: dates as dates, amounts and percentages as numbers. */
function xlsxCell(value: CellValue, lang: ExportLanguage): { value: Cell; numFmt?: string } {
  if (value === null) return { value: null };
  if (value instanceof Decimal) return { value: Number(value.text), numFmt: MONEY_FORMAT[lang] };
  if (value instanceof Percent) {
    // 60 (%) is the cell 0.6 shown as 60%; two places only when the figure has them.
    const whole = /^-?\d+$/.test(value.text);
    return { value: Number(value.text) / 100, numFmt: whole ? '0%' : '0.00%' };
  }
  // exceljs writes a Date as its UTC calendar day and time: the organization's day and clock.
  if (value instanceof CalendarDate)
    return { value: new Date(`${value.iso}T00:00:00Z`), numFmt: DATE_FORMAT[lang] };
  if (value instanceof WallTime) {
    return { value: new Date(`${value.text.replace(' ', 'T')}:00Z`), numFmt: `${DATE_FORMAT[lang]} hh:mm` };
  }
  if (value instanceof Label) return { value: value.text };
  return { value };
}

/**
 * The workbook as a stream: a first sheet saying what the export holds, then the rows. exceljs's
 * streaming writer commits each row as it is added, so only the zip's window and one batch are in
 * memory. The first batch is held until the column widths are measured on it (they are written
 * before the rows). Before reading the next batch it waits until the client has taken what is
 * already written (`drain`): the writer itself does not wait.
 */
export async function xlsxStream<Row>(
  columns: ReadonlyArray<ResolvedColumn<Row>>,
  batches: RowBatches<Row>,
  facts: WorkbookFacts,
): Promise<Readable> {
  exceljs ??= loadExceljs();
  const { default: ExcelJS } = await exceljs;
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const { lang } = facts;
  const summary = workbook.addWorksheet(summaryLabel('sheet', lang));
  summary.columns = [{ width: 24 }, { width: 48 }];
  const line = (cells: Cell[], bold = false) => {
    const row = summary.addRow(cells);
    if (bold) row.font = { bold: true };
    row.commit();
  };
  line([summaryLabel('list', lang), facts.title], true);
  line([summaryLabel('madeAt', lang), facts.madeAt]);
  line([summaryLabel('timeZone', lang), facts.timeZone]);
  line([]);
  line([summaryLabel('filters', lang)], true);
  if (facts.filters.length === 0) line([summaryLabel('noFilters', lang)]);
  for (const [label, value] of facts.filters) line([label, value]);
  summary.commit();

  // The header stays in view while the rows scroll.
  const sheet = workbook.addWorksheet(facts.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const write = async () => {
    const iterator = batches[Symbol.asyncIterator]();
    const first = await iterator.next();
    const firstRows = first.done ? [] : first.value.map((row) => columns.map((c) => c.value(row)));
    const widths = columnWidths(columns, firstRows);
    sheet.columns = columns.map((c, i) => ({ header: c.header, key: c.key, width: widths[i] }));
    sheet.getRow(1).font = { bold: true };
    const add = (values: CellValue[]) => {
      const cells = values.map((v) => xlsxCell(v, lang));
      const added = sheet.addRow(cells.map((c) => c.value));
      cells.forEach((c, i) => {
        if (c.numFmt !== undefined) added.getCell(i + 1).numFmt = c.numFmt;
      });
      added.commit();
    };
    firstRows.forEach(add);
    if (!first.done) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        // The client went away: stop reading rows for it.
        if (out.destroyed) {
          await iterator.return?.();
          return;
        }
        for (const row of next.value) add(columns.map((c) => c.value(row)));
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
