import type {
  CertifiedBuilding,
  Fraction,
  OwnerCertification,
  OwnerCertificationLanguage,
} from '@lar/contracts/compliance/owner-certification';
import { numberFormat } from '@lar/contracts/intl-formats';
import { ensureRoom, longDate, type Pdf, renderPdf, table } from '../../lib/pdf.ts';
import { CONTENT_WIDTH, heading, labelledLines, pageFooters } from '../../lib/pdf-blocks.ts';
import { OWNER_CERTIFICATION_TEXTS, type OwnerCertificationTexts } from './owner-certification-texts.ts';
import { SELF_AUDIT_TEXTS } from './self-audit-texts.ts';

/**
 * The owner's annual certification packet as a PDF in the reader's language (decision 070): the
 * property's elections, each building's applicable fraction by units and by floor space and the
 * lesser, the set-aside and average income tests, the self-audit's exceptions, all as of December
 * 31 of the year, then the statements of 26 CFR 1.42-5(c)(1) and lines to sign. Every figure is
 * the compliance tests' (property-compliance.ts); nothing is computed here but its wording.
 */
export async function renderOwnerCertificationPdf(
  packet: OwnerCertification,
  language: OwnerCertificationLanguage,
  /** The organization's calendar date the PDF is made on. */
  preparedOn: string,
): Promise<Buffer> {
  const t = OWNER_CERTIFICATION_TEXTS[language];
  const percent = numberFormat(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = numberFormat(t.locale, { maximumFractionDigits: 0 });
  const pct = (value: number) => `${percent.format(value)} %`;
  const fraction = (f: Fraction | null) =>
    f === null ? '—' : `${whole.format(f.numerator)}/${whole.format(f.denominator)} = ${pct(f.percent)}`;
  const w: Writer = { t, pct, fraction };
  return renderPdf(
    {
      title: `${t.title} - ${packet.property_name} - ${packet.year}`,
      author: packet.property_name,
      createdAt: new Date(),
    },
    (doc) => {
      const left = doc.page.margins.left;
      doc
        .font('Helvetica-Bold')
        .fontSize(15)
        .text(t.title, left, doc.page.margins.top, { width: CONTENT_WIDTH });
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(`${t.generated} ${longDate(preparedOn, t.locale)}`);
      doc.moveDown(0.5).text(t.intro(packet.year), { width: CONTENT_WIDTH });
      labelledLines(
        doc,
        [
          [t.labels.property, packet.property_name],
          [t.labels.year, String(packet.year)],
          [t.labels.asOf, longDate(packet.as_of, t.locale)],
          [t.labels.election, t.elections[packet.set_aside_election]],
        ],
        190,
      );
      buildings(doc, packet, w);
      setAside(doc, packet, w);
      exceptions(doc, packet, language, w);
      statements(doc, packet, w);
      signatures(doc, w);
      pageFooters(doc, `${t.footer} - ${packet.property_name} - ${packet.year}`);
    },
  );
}

interface Writer {
  t: OwnerCertificationTexts;
  pct: (value: number) => string;
  fraction: (f: Fraction | null) => string;
}

function buildingName(b: CertifiedBuilding, t: OwnerCertificationTexts) {
  return b.id === null ? t.labels.noBuilding : (b.name ?? `#${b.id}`);
}

function buildings(doc: Pdf, packet: OwnerCertification, { t, fraction }: Writer) {
  heading(doc, t.labels.buildings);
  table(
    doc,
    [
      { header: t.columns.building, width: 76 },
      { header: t.columns.bin, width: 60 },
      { header: t.columns.placedInService, width: 56 },
      { header: t.columns.election, width: 62 },
      { header: t.columns.unitFraction, width: 74 },
      { header: `${t.columns.floorSpaceFraction} (${t.columns.squareFeet})`, width: 98 },
      { header: t.columns.applicable, width: 78 },
    ],
    packet.buildings.map((b) => [
      buildingName(b, t),
      b.bin ?? '—',
      b.placed_in_service_date ?? '—',
      `${t.elections[b.election]}${b.election_source === 'BUILDING' ? ` ${t.labels.ownElection}` : ''}`,
      b.units === 0 ? t.labels.noUnits : fraction(b.unit_fraction),
      b.units === 0 ? '—' : fraction(b.floor_space_fraction),
      b.units === 0 ? '—' : fraction(b.applicable),
    ]),
    [
      t.labels.totals,
      '',
      '',
      '',
      fraction(packet.property_fractions.unit_fraction),
      fraction(packet.property_fractions.floor_space_fraction),
      fraction(packet.property_fractions.applicable),
    ],
  );
  if (packet.units_without_square_feet > 0)
    doc.moveDown(0.3).text(`${t.labels.withoutSquareFeet} ${packet.units_without_square_feet}`, {
      width: CONTENT_WIDTH,
    });
}

function setAside(doc: Pdf, packet: OwnerCertification, { t, pct }: Writer) {
  heading(doc, t.labels.setAside);
  const result = (passes: boolean | null) =>
    passes === null ? t.labels.notApplicable : passes ? t.labels.met : t.labels.notMet;
  const rows = packet.set_aside.projects.map((p) => [
    t.elections[p.election],
    `${p.share.numerator}/${p.share.denominator} = ${pct(p.share.percent)}`,
    pct(p.required.percent),
    result(p.passes),
  ]);
  if (rows.length > 0)
    table(
      doc,
      [
        { header: t.columns.test, width: 150 },
        { header: t.columns.share, width: 150 },
        { header: t.columns.required, width: 100 },
        { header: t.columns.result, width: 104 },
      ],
      rows,
    );
  if (packet.average_income.applies) {
    const a = packet.average_income;
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .text(`${t.labels.averageIncome}: ${result(a.passes)}`, { width: CONTENT_WIDTH });
    doc
      .font('Helvetica')
      .text(
        t.averageIncome(
          pct(a.average.percent),
          pct(a.ceiling.percent),
          pct(a.share.percent),
          pct(a.required.percent),
        ),
        {
          width: CONTENT_WIDTH,
        },
      );
  }
  if (rows.length === 0 && !packet.average_income.applies)
    doc.text(t.labels.notApplicable, { width: CONTENT_WIDTH });
}

function exceptions(
  doc: Pdf,
  packet: OwnerCertification,
  language: OwnerCertificationLanguage,
  { t }: Writer,
) {
  heading(doc, t.labels.exceptions);
  const lines = SELF_AUDIT_TEXTS[language].lines;
  if (packet.exceptions.length === 0) doc.text(t.labels.noExceptions, { width: CONTENT_WIDTH });
  else
    table(
      doc,
      [
        { header: t.columns.line, width: 40 },
        { header: t.columns.category, width: 264 },
        { header: t.columns.units, width: 200 },
      ],
      packet.exceptions.map((e) => [e.line, lines[e.line], e.unit_numbers.join(', ')]),
    );
  doc.moveDown(0.5).text(`${t.labels.notChecked} ${packet.unchecked_lines.join(', ')}.`, {
    width: CONTENT_WIDTH,
  });
}

function statements(doc: Pdf, packet: OwnerCertification, { t }: Writer) {
  heading(doc, t.labels.statements);
  doc.text(t.certify(packet.year), { width: CONTENT_WIDTH });
  const left = doc.page.margins.left;
  for (const s of packet.statements) {
    const note =
      s.checked_lines.length === 0
        ? t.ownerToConfirm
        : s.exceptions === 0
          ? t.noneFound(s.checked_lines.join(', '))
          : t.exceptionsFound(s.exceptions, s.checked_lines.join(', '));
    const text = t.statements[s.key];
    const height =
      doc.heightOfString(text, { width: CONTENT_WIDTH - 30 }) +
      doc.heightOfString(note, { width: CONTENT_WIDTH - 30 }) +
      8;
    ensureRoom(doc, height);
    const y = doc.y + 4;
    doc.font('Helvetica-Bold').text(`(${s.clause})`, left, y, { width: 28 });
    doc.font('Helvetica').text(text, left + 30, y, { width: CONTENT_WIDTH - 30 });
    doc.font('Helvetica-Oblique').text(note, left + 30, doc.y, { width: CONTENT_WIDTH - 30 });
    doc.font('Helvetica');
    doc.x = left;
  }
  doc.moveDown(0.8);
  ensureRoom(doc, 90);
  doc.font('Helvetica-Bold').text(t.labels.changes, left, doc.y, { width: CONTENT_WIDTH });
  doc.font('Helvetica');
  for (let i = 0; i < 4; i++) {
    const y = doc.y + 16;
    doc
      .lineWidth(0.4)
      .moveTo(left, y)
      .lineTo(left + CONTENT_WIDTH, y)
      .stroke();
    doc.y = y;
  }
  doc.x = left;
}

function signatures(doc: Pdf, { t }: Writer) {
  heading(doc, t.labels.signatures);
  doc.text(t.penalty, { width: CONTENT_WIDTH });
  const left = doc.page.margins.left;
  const half = (CONTENT_WIDTH - 24) / 2;
  const pairs: [string, string][] = [
    [t.signature.owner, t.signature.signature],
    [t.signature.name, t.signature.title],
    [t.signature.date, ''],
  ];
  for (const [first, second] of pairs) {
    ensureRoom(doc, 40);
    const y = doc.y + 26;
    doc.lineWidth(0.6);
    doc
      .moveTo(left, y)
      .lineTo(left + half, y)
      .stroke();
    if (second !== '')
      doc
        .moveTo(left + half + 24, y)
        .lineTo(left + CONTENT_WIDTH, y)
        .stroke();
    doc.fontSize(8).text(first, left, y + 3, { width: half });
    if (second !== '') doc.text(second, left + half + 24, y + 3, { width: half });
    doc.fontSize(9);
    doc.x = left;
    doc.y = y + 14;
  }
}
