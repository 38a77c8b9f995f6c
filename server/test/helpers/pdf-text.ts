import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, read back by PDF.js as a viewer would extract it: the pieces of
 * text in drawing order, separated by single spaces.
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(pieces.join(' ').replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
