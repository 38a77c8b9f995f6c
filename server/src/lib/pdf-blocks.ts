import { ensureRoom, type Pdf } from './pdf.ts';

/** Blocks shared by the printed forms (the TIC, the unit's compliance worksheet, the self-audit) on a letter page. */

/** A letter page's width between 54-point margins. */
export const CONTENT_WIDTH = 504;
const BODY_SIZE = 9;

/** A part's heading, kept on the page with at least the first lines under it. */
export function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.8);
  ensureRoom(doc, 60);
  const left = doc.page.margins.left;
  const y = doc.y;
  doc.rect(left, y, CONTENT_WIDTH, 16).fill('#e8e8e8').fillColor('black');
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(text, left + 4, y + 4, { width: CONTENT_WIDTH - 8 });
  doc.x = left;
  doc.y = y + 20;
  doc.font('Helvetica').fontSize(BODY_SIZE);
}

/**
 * Label and value lines, the labels in a column `labelWidth` wide; a long value wraps under itself,
 * a line that does not fit starts a page.
 */
export function labelledLines(
  doc: Pdf,
  lines: readonly (readonly [string, string])[],
  labelWidth: number,
): void {
  const left = doc.page.margins.left;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  doc.fontSize(BODY_SIZE);
  for (const [label, value] of lines) {
    doc.font('Helvetica-Bold');
    const labelHeight = doc.heightOfString(label, { width: labelWidth - 6 });
    doc.font('Helvetica');
    const height = Math.max(labelHeight, doc.heightOfString(value || ' ', { width: valueWidth }));
    ensureRoom(doc, height + 2);
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, left, y, { width: labelWidth - 6 });
    doc.font('Helvetica').text(value, left + labelWidth, y, { width: valueWidth });
    doc.x = left;
    doc.y = y + height + 2;
  }
}

/** A form's title on the first page, and the line saying when it was made under it. */
export function title(doc: Pdf, text: string, generated: string): void {
  doc.font('Helvetica-Bold').fontSize(16).text(text, doc.page.margins.left, doc.page.margins.top);
  doc.font('Helvetica').fontSize(9).text(generated);
}

/** Each page's footer, centred in the bottom margin: `text`, then the page number and count. */
export function pageFooters(doc: Pdf, text: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(`${text} - ${i + 1}/${range.count}`, doc.page.margins.left, doc.page.height - 36, {
        width: CONTENT_WIDTH,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
}
