import type { Language } from '@lar/contracts/languages';
import type { RecertificationBucket } from '@lar/contracts/recertifications';
import { longDate, type Pdf, renderPdf } from '../../lib/pdf.ts';
import { NOTICE_TEXTS, type NoticeFacts } from './notice-letter-texts.ts';

/**
 * The notice letters of a recertification bucket as one PDF: one letter per page, each in its
 * household's language, telling the household when its annual income recertification is due (or
 * that it is past due) and what to bring.
 */

export interface NoticeLetter {
  language: Language;
  organizationName: string;
  propertyName: string;
  propertyAddress: string;
  household: string;
  unitNumber: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Negative when overdue. */
  daysLeft: number;
  bucket: RecertificationBucket;
  /** The day the letters are dated (YYYY-MM-DD). */
  asOf: string;
}

const WIDTH = 504;
const URGENT = '#b00020';

export async function renderNoticeLetters(letters: readonly NoticeLetter[]): Promise<Buffer> {
  const first = letters[0];
  return renderPdf(
    {
      title: 'Annual income recertification notices',
      author: first?.organizationName ?? '',
      createdAt: first ? new Date(`${first.asOf}T00:00:00Z`) : new Date(),
    },
    (doc) => {
      // A PDF has at least one page: an empty bucket prints one that says so.
      if (!first) doc.font('Helvetica').fontSize(11).text('No notice letters to print.');
      letters.forEach((letter, i) => {
        if (i > 0) doc.addPage();
        letterPage(doc, letter);
      });
    },
  );
}

function letterPage(doc: Pdf, letter: NoticeLetter) {
  const t = NOTICE_TEXTS[letter.language];
  const overdue = letter.bucket === 'OVERDUE';
  const left = doc.page.margins.left;
  const facts: NoticeFacts = {
    household: letter.household,
    unit: letter.unitNumber,
    property: letter.propertyName,
    date: longDate(letter.dueDate, t.locale),
    days: Math.abs(letter.daysLeft),
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(letter.organizationName, left, doc.page.margins.top, { width: WIDTH });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${letter.propertyName} - ${letter.propertyAddress}`, { width: WIDTH });
  doc.moveDown(2);

  doc.fontSize(11).text(longDate(letter.asOf, t.locale), { width: WIDTH, align: 'right' });
  doc.moveDown(1);
  doc.text(letter.household, { width: WIDTH });
  doc.text(`${t.unitLabel} ${letter.unitNumber}`, { width: WIDTH });
  doc.text(letter.propertyName, { width: WIDTH });
  doc.text(letter.propertyAddress, { width: WIDTH });
  doc.moveDown(1.5);

  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(overdue ? URGENT : 'black')
    .text(overdue ? t.urgentSubject : t.subject, { width: WIDTH })
    .fillColor('black');
  doc.moveDown(1);

  const paragraph = (text: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .text(text, { width: WIDTH, lineGap: 2 });
    doc.moveDown(0.8);
  };
  paragraph(t.greeting(facts));
  paragraph(overdue ? t.overdue(facts) : t.due(facts), overdue);
  paragraph(t.purpose);
  paragraph(t.bring);
  doc.list([...t.documents], { width: WIDTH - 20, bulletRadius: 2, textIndent: 14, lineGap: 2 });
  doc.moveDown(0.8);
  paragraph(overdue ? t.urgentClose : t.close, overdue);
  doc.moveDown(0.5);
  doc.x = left;
  paragraph(t.signOff);
  doc.text(letter.organizationName, { width: WIDTH });
  doc.text(t.office, { width: WIDTH });
}
