import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import { dateTimeFormat } from '@lar/contracts/intl-formats';

/**
 * What the PDF renderers share: a document collected into one Buffer, dollar amounts and dates as
 * people read them, and a table that continues on the next page. The documents use the standard
 * Helvetica faces, whose WinAnsi encoding covers English, Portuguese and Spanish, so no font file
 * is embedded.
 */

export type Pdf = PDFKit.PDFDocument;

/**
 * pdfkit, loaded the first time a PDF is drawn: it costs about 160 ms and 29 MB to load, which the
 * server's start and every process that never prints need not pay.
 */
const loadPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

/** US Letter with 0.75 in margins, every page kept in memory so footers can be written last. */
export async function renderPdf(
  info: { title: string; author: string; createdAt: Date },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  pdfkit ??= loadPdfkit();
  const { default: PDFDocument } = await pdfkit;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      bufferPages: true,
      info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** Dollars from the exact decimal of the amount, never from float arithmetic: 63336 -> "$63,336.00". */
export function usd(dollars: number): string {
  const decimal = centsToDecimal(toCents(dollars));
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  return `${negative ? '-' : ''}$${whole.replace(GROUPS, ',')}.${fraction}`;
}

/** A property's address as the `properties` table holds it. */
export interface PostalAddress {
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}

/** One line, empty parts left out: "410 North Highland Avenue, Marfa, TX 79843". */
export function postalAddress(p: PostalAddress): string {
  const stateAndCode = [p.state, p.postal_code].filter(Boolean).join(' ');
  const place = [p.city, stateAndCode].filter(Boolean).join(', ');
  return [p.street1, p.street2, place].filter(Boolean).join(', ');
}

/**
 * A calendar date (YYYY-MM-DD) in the locale's long form: "March 1, 2026", "1 de março de 2026".
 * Read as UTC midnight and formatted in UTC, so no time zone can move it to the day before.
 */
export function longDate(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A moment in the organization's time zone, with the zone named: "March 1, 2026, 2:05 PM CST". */
export function longDateTime(timestamp: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(timestamp));
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const CELL_PAD = 3;

/** Starts a new page unless `height` more points fit above the bottom margin. */
export function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * Rows under a header row, and an optional totals row in bold. A row is as high as its tallest
 * cell (long names wrap, nothing is cut); one that would cross the bottom margin starts a new page,
 * where the header is repeated, so 20 members or 50 assets print whole.
 */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  totals?: readonly string[],
): void {
  const left = doc.page.margins.left;
  const cellWidth = (column: Column) => column.width - 2 * CELL_PAD;
  const heightOf = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = columns.map((c, i) => doc.heightOfString(cells[i] || ' ', { width: cellWidth(c) }));
    return Math.max(...heights) + 2 * CELL_PAD;
  };
  const fits = (height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom;
  const drawRow = (cells: readonly string[], bold: boolean, height: number) => {
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + CELL_PAD, y + CELL_PAD, {
        width: cellWidth(column),
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(x, y + height)
      .lineWidth(bold ? 0.8 : 0.3)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const header = columns.map((c) => c.header);
  const headerHeight = heightOf(header, true);
  const all = totals ? [...rows, totals] : rows;
  if (!fits(headerHeight + heightOf(all[0] ?? header, false))) doc.addPage();
  drawRow(header, true, headerHeight);
  for (const row of all) {
    const bold = row === totals;
    const height = heightOf(row, bold);
    if (!fits(height)) {
      doc.addPage();
      drawRow(header, true, headerHeight);
    }
    drawRow(row, bold, height);
  }
  doc.font('Helvetica');
}
