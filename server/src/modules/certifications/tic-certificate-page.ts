import { longDateTime, type Pdf, table } from '../../lib/pdf.ts';
import { heading, paragraph } from './tic-layout.ts';
import type { Writer } from './tic-writer.ts';

/** The signers of a sealed certification and the SHA-256 of the pages they signed. */
export interface SignatureCertificate {
  frozenSha256: string;
  signers: ReadonlyArray<{
    name: string;
    method: 'ELECTRONIC' | 'PAPER';
    signedAt: string;
    recordedBy: string | null;
  }>;
}

/**
 * The signature certificate (decision 078): a page after the signed ones, naming each signer, how
 * and when they signed, and the SHA-256 of the frozen PDF they were shown.
 */
export function certificatePage(doc: Pdf, timeZone: string, cert: SignatureCertificate, { t }: Writer) {
  const l = t.certificate;
  doc.addPage();
  heading(doc, l.title);
  paragraph(doc, l.intro);
  paragraph(doc, l.frozenHash);
  // In a fixed-width font on a line of its own, so the 64 digits are read (and copied) whole.
  doc.font('Courier').fontSize(9).text(cert.frozenSha256, doc.page.margins.left);
  doc.font('Helvetica').moveDown(0.8);
  table(
    doc,
    [
      { header: l.member, width: 170 },
      { header: l.method, width: 200 },
      { header: l.signedAt, width: 134 },
    ],
    cert.signers.map((s) => [
      s.name,
      s.method === 'ELECTRONIC' ? l.electronic : l.paper(s.recordedBy ?? ''),
      longDateTime(s.signedAt, t.locale, timeZone),
    ]),
  );
}
