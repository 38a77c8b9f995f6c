import type { SelfAudit, SelfAuditLanguage, SelfAuditLine } from '@lar/contracts/compliance/self-audit';
import { type Column, longDate, type Pdf, renderPdf, table } from '../../lib/pdf.ts';
import { CONTENT_WIDTH, heading, labelledLines, pageFooters, title } from '../../lib/pdf-blocks.ts';
import { SELF_AUDIT_TEXTS, type SelfAuditTexts } from './self-audit-texts.ts';

/**
 * A property's 8823 self-audit as a PDF in the reader's language (decision 067): the same answer as
 * GET /api/property/{id}/self-audit: a summary of every line of Form 8823, then each line with
 * findings, unit by unit with the certifications behind it.
 */
export async function renderSelfAuditPdf(
  audit: SelfAudit,
  language: SelfAuditLanguage,
  /** The organization's calendar date the PDF is made on. */
  generatedOn: string,
): Promise<Buffer> {
  const t = SELF_AUDIT_TEXTS[language];
  return renderPdf(
    { title: `${t.title} - ${audit.property_name}`, author: audit.property_name, createdAt: new Date() },
    (doc) => {
      title(doc, t.title, `${t.generated} ${longDate(generatedOn, t.locale)}`);
      doc.moveDown(0.5).text(t.source, { width: CONTENT_WIDTH });
      labelledLines(
        doc,
        [
          [t.labels.property, audit.property_name],
          [t.labels.date, longDate(audit.date, t.locale)],
          [t.labels.total, String(audit.total)],
        ],
        150,
      );
      summary(doc, audit, t);
      for (const line of audit.lines) if (line.findings.length > 0) findings(doc, line, t);
      pageFooters(doc, `${audit.property_name} - ${audit.date}`);
    },
  );
}

function summary(doc: Pdf, audit: SelfAudit, t: SelfAuditTexts) {
  heading(doc, t.labels.summary);
  const columns: Column[] = [
    { header: t.columns.line, width: 44 },
    { header: t.columns.name, width: 360 },
    { header: t.columns.findings, width: 100, align: 'right' },
  ];
  table(
    doc,
    columns,
    audit.lines.map((l) => [
      l.line,
      t.lines[l.line],
      l.checked ? String(l.findings.length) : t.labels.notChecked,
    ]),
  );
}

function findings(doc: Pdf, line: SelfAuditLine, t: SelfAuditTexts) {
  const chapter = line.guide_chapter === null ? '' : ` (${t.labels.chapter} ${line.guide_chapter})`;
  heading(doc, `${line.line} - ${t.lines[line.line]}${chapter}`);
  const columns: Column[] = [
    { header: t.columns.unit, width: 62 },
    { header: t.columns.building, width: 52 },
    { header: t.columns.household, width: 60 },
    { header: t.columns.reason, width: 150 },
    { header: t.columns.due, width: 60 },
    { header: t.columns.documents, width: 120 },
  ];
  table(
    doc,
    columns,
    line.findings.map((f) => [
      f.unit_number ?? (f.unit_id === null ? '—' : `#${f.unit_id}`),
      f.building_id === null ? '—' : String(f.building_id),
      f.occupancy_id === null ? '—' : `#${f.occupancy_id}`,
      t.reasons[f.reason],
      f.due_date ?? '—',
      f.documents.length === 0
        ? t.labels.none
        : f.documents
            .map(
              (d) =>
                `#${d.id} ${t.certificationTypes[d.type]} ${d.effective_date} (${t.certificationStatuses[d.status]})`,
            )
            .join('; '),
    ]),
  );
}
