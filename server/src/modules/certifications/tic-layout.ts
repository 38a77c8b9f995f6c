import { ensureRoom, type Pdf } from '../../lib/pdf.ts';
import { CONTENT_WIDTH, heading, labelledLines } from '../../lib/pdf-blocks.ts';
import type { TicTexts } from './tic-texts.ts';

/** The building blocks of the TIC's pages: part headings, label and value lines, signature lines. */

export { heading };

const LABEL_WIDTH = 200;
const BODY_SIZE = 9;

/** Label and value lines, the labels 200 points wide. */
export function facts(doc: Pdf, lines: readonly (readonly [string, string])[]): void {
  labelledLines(doc, lines, LABEL_WIDTH);
}

export function paragraph(doc: Pdf, text: string): void {
  const left = doc.page.margins.left;
  doc.font('Helvetica').fontSize(BODY_SIZE);
  ensureRoom(doc, doc.heightOfString(text, { width: CONTENT_WIDTH }));
  doc.text(text, left, doc.y, { width: CONTENT_WIDTH });
  doc.x = left;
}

/** A line to sign on with who signs under it, and a shorter line for the date beside it. */
export function signatureLine(doc: Pdf, signer: string, t: Pick<TicTexts, 'signature' | 'date'>): void {
  const left = doc.page.margins.left;
  ensureRoom(doc, 54);
  const y = doc.y + 24;
  const signatureWidth = 340;
  doc.lineWidth(0.6);
  doc
    .moveTo(left, y)
    .lineTo(left + signatureWidth, y)
    .stroke();
  doc
    .moveTo(left + signatureWidth + 24, y)
    .lineTo(left + CONTENT_WIDTH, y)
    .stroke();
  doc.font('Helvetica').fontSize(8);
  const caption = `${t.signature}: ${signer}`;
  const captionHeight = doc.heightOfString(caption, { width: signatureWidth });
  doc.text(caption, left, y + 3, { width: signatureWidth });
  doc.text(t.date, left + signatureWidth + 24, y + 3, { width: CONTENT_WIDTH - signatureWidth - 24 });
  doc.fontSize(BODY_SIZE);
  doc.x = left;
  doc.y = y + 6 + captionHeight;
}

/**
 * Written on every page once the content is laid out: the DRAFT mark at the top of each page of a
 * certification that is not finalized, and "page i of n" at the bottom. The margins are lifted
 * while writing, since text below the bottom margin would otherwise start a new page.
 */
export function decoratePages(
  doc: Pdf,
  footer: string,
  page: (i: number, n: number) => string,
  draftMark: string | null,
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    if (draftMark !== null) {
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor('#b00020')
        .text(draftMark, margins.left, 22, { width: CONTENT_WIDTH, align: 'center' })
        .fillColor('black');
    }
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(`${footer} - ${page(i + 1 - range.start, range.count)}`, margins.left, doc.page.height - 36, {
        width: CONTENT_WIDTH,
        align: 'center',
      });
    margins.bottom = bottom;
  }
}
