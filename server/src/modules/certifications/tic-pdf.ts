import {
  type AssetIncomeAnswer,
  type Certification,
  type CertificationMember,
  type Determination,
  determinationBindings,
} from '@lar/contracts/certifications';
import { memberIncome } from '@lar/contracts/compliance/certification-rules';
import { type Cents, toCents } from '@lar/contracts/compliance/money';
import { addYears } from '@lar/contracts/compliance/recertification';
import { INCOME_SOURCES, type IncomeSource } from '@lar/contracts/household';
import { BEDROOMS, type UnitType } from '@lar/contracts/units';
import {
  type Column,
  longDate,
  longDateTime,
  type Pdf,
  type PostalAddress,
  postalAddress,
  renderPdf,
  table,
} from '../../lib/pdf.ts';
import { certificatePage, type SignatureCertificate } from './tic-certificate-page.ts';
import { decoratePages, facts, heading, paragraph, signatureLine } from './tic-layout.ts';
import type { TicLanguage, TicTexts } from './tic-texts.ts';
import { type Writer, writerFor } from './tic-writer.ts';

/**
 * The Tenant Income Certification (TIC) of one certification as a PDF: development, household,
 * income, assets, determination, rent, student status, programs and signature lines. Every figure
 * is the one the certification holds (the server computed and, once finalized, froze it); only the
 * per-source column totals of Part III are added here, in integer cents.
 */

export interface TicInput {
  certification: Certification;
  organizationName: string;
  /** Named as the `properties` table names them. */
  property: PostalAddress & { name: string };
  /** Named as the unit's API answer names them. */
  unit: {
    unit_number: string | null;
    unit_type: UnitType;
    bathrooms: number | null;
    square_feet: number | null;
  };
  /** When the PDF is made, as an ISO timestamp. */
  generatedAt: string;
  /** The organization's time zone (`TIME_ZONE`), for the finalization and generation times. */
  timeZone: string;
  /** The reader's language (English when not asked). */
  language?: TicLanguage;
  /** Who signed, for the sealed PDF's last page (decision 078); none on the PDF that is signed. */
  signatureCertificate?: SignatureCertificate;
}

export async function renderTicPdf(input: TicInput): Promise<Buffer> {
  const c = input.certification;
  const w = writerFor(input.language ?? 'en');
  return renderPdf(
    {
      title: `${w.t.title} ${c.id}`,
      author: input.organizationName,
      createdAt: new Date(input.generatedAt),
    },
    (doc) => {
      title(doc, input, w);
      partI(doc, input, w);
      partII(doc, c, w);
      partIII(doc, c, w);
      partIV(doc, c, w);
      partV(doc, c, w);
      partVI(doc, c, w);
      partVII(doc, c, w);
      partVIII(doc, c.determination, w);
      signatures(doc, c, w);
      if (input.signatureCertificate) certificatePage(doc, input.timeZone, input.signatureCertificate, w);
      const unit = input.unit.unit_number ?? '';
      decoratePages(
        doc,
        w.t.footer(c.id, input.property.name, unit),
        w.t.page,
        c.status === 'DRAFT' ? w.t.draftMark : null,
      );
    },
  );
}

function title(doc: Pdf, input: TicInput, { t }: Writer) {
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(16).text(t.title, left, doc.page.margins.top);
  doc.font('Helvetica').fontSize(9);
  doc.text(input.organizationName);
  doc.text(`${t.generated} ${longDateTime(input.generatedAt, t.locale, input.timeZone)}`);
}

function partI(doc: Pdf, input: TicInput, { t }: Writer) {
  const c = input.certification;
  const u = input.unit;
  const l = t.development;
  heading(doc, t.parts.I);
  facts(doc, [
    [l.property, input.property.name],
    [l.address, postalAddress(input.property)],
    [l.unit, u.unit_number ?? ''],
    [l.bedrooms, String(BEDROOMS[u.unit_type])],
    [l.bathrooms, u.bathrooms === null ? '' : u.bathrooms.toLocaleString(t.locale)],
    [l.squareFeet, u.square_feet === null ? '' : u.square_feet.toLocaleString(t.locale)],
    [l.number, String(c.id)],
    [l.type, t.types[c.type]],
    [l.effectiveDate, longDate(c.effective_date, t.locale)],
    [l.status, c.status === 'DRAFT' ? t.draftMark : t.finalized],
    ...(c.finalized_at === null
      ? []
      : ([
          [l.finalizedBy, c.finalized_by ?? ''],
          [l.finalizedAt, longDateTime(c.finalized_at, t.locale, input.timeZone)],
        ] as const)),
    ...(c.supersedes_id === null ? [] : ([[l.corrects, t.numbered(c.supersedes_id)]] as const)),
    ...(c.superseded_by_id === null ? [] : ([[l.correctedBy, t.numbered(c.superseded_by_id)]] as const)),
  ]);
}

function partII(doc: Pdf, c: Certification, { t, yesNo }: Writer) {
  const l = t.household;
  heading(doc, t.parts.II);
  const columns: Column[] = [
    { header: '#', width: 22 },
    { header: l.name, width: 166 },
    { header: l.relationship, width: 110 },
    { header: l.birthDate, width: 70 },
    { header: l.student, width: 70 },
    // Wide enough for "Discapacidad" on one line.
    { header: l.disabled, width: 66 },
  ];
  table(
    doc,
    columns,
    c.members.map((m, i) => [
      String(i + 1),
      m.name,
      t.relationships[m.relationship],
      m.birth_date === null ? '' : t.shortDate(m.birth_date),
      yesNo(m.full_time_student),
      yesNo(m.disabled),
    ]),
  );
  doc.moveDown(0.3);
  facts(doc, [[l.size, String(c.household_size)]]);
}

function partIII(doc: Pdf, c: Certification, { t, usd, money }: Writer) {
  const l = t.income;
  heading(doc, t.parts.III);
  const amount = (header: string): Column => ({ header, width: 70, align: 'right' });
  const columns: Column[] = [
    { header: '#', width: 22 },
    { header: t.household.name, width: 132 },
    amount(l.employment),
    amount(l.socialSecurity),
    amount(l.publicAssistance),
    amount(l.other),
    amount(l.total),
  ];
  const rows = c.members.map((m, i) => [
    String(i + 1),
    m.name,
    ...INCOME_SOURCES.map((s) => usd(m.income[s])),
    money(memberIncome(m)),
  ]);
  const sourceTotal = (s: IncomeSource) =>
    c.members.reduce((sum: Cents, m: CertificationMember) => sum + toCents(m.income[s]), 0);
  const totals = [
    '',
    l.totals,
    ...INCOME_SOURCES.map((s) => money(sourceTotal(s))),
    usd(c.determination.income_from_members),
  ];
  table(doc, columns, rows, totals);
}

function partIV(doc: Pdf, c: Certification, w: Writer) {
  const { t, usd, money } = w;
  const l = t.assets;
  heading(doc, t.parts.IV);
  const columns: Column[] = [
    { header: '#', width: 22 },
    { header: l.description, width: 282 },
    { header: l.cashValue, width: 100, align: 'right' },
    { header: l.annualIncome, width: 100, align: 'right' },
  ];
  const rows = c.assets.map((a, i) => [
    String(i + 1),
    `${a.description}${assetNote(a, t)}`,
    usd(a.cash_value),
    usd(a.annual_income),
  ]);
  const d = c.determination;
  // The column's own total: the income counted (Part V) may be imputed instead (decision 046).
  const declared = c.assets.reduce((sum: Cents, a) => sum + toCents(a.annual_income), 0);
  table(doc, columns, rows, ['', t.income.totals, usd(d.asset_cash_value), money(declared)]);
  if (d.asset_income) facts(doc, assetIncomeFacts(d.asset_income, w));
}

/** An asset line's flags, as a note after its description. */
function assetNote(a: Certification['assets'][number], t: TicTexts): string {
  if (a.excluded === true) return ` (${t.assets.excluded})`;
  return a.actual_return_computable === false ? ` (${t.assets.notComputable})` : '';
}

/** A date the form names inside a sentence; none stays empty. */
const shortDateOf = (t: TicTexts, date: string | null) => (date === null ? '' : t.shortDate(date));

/** How the income from assets was found: rule, net family assets, actual, imputed, counted. */
function assetIncomeFacts(a: AssetIncomeAnswer, { t, usd }: Writer): Array<readonly [string, string]> {
  const l = t.assets;
  const rate =
    a.passbook_rate_basis_points === null
      ? l.noPassbookRate
      : t.rateFrom(
          `${(a.passbook_rate_basis_points / 100).toLocaleString(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`,
          shortDateOf(t, a.passbook_rate_effective_date),
        );
  return [
    [l.rule, t.assetRules[a.rule]],
    [l.netFamilyAssets, usd(a.net_family_assets)],
    [t.threshold(shortDateOf(t, a.threshold_effective_date)), usd(a.threshold)],
    [l.passbookRate, rate],
    [l.actual, usd(a.actual_income)],
    [l.imputed, usd(a.imputed_income)],
    [l.counted, usd(a.counted_income)],
  ];
}

function limitText(d: Determination, value: number | null, { t, usd }: Writer): string {
  if (value !== null) return usd(value);
  return d.missing_limit ? t.determination.noLimit : t.determination.marketRate;
}

function partV(doc: Pdf, c: Certification, w: Writer) {
  const { t, usd, yesNo } = w;
  const l = t.determination;
  const d = c.determination;
  heading(doc, t.parts.V);
  const bindings = determinationBindings(d);
  const named = (b: typeof bindings.income) =>
    b === null ? t.none : t.programAt(b.program_name, b.ami_percentage);
  const recertification = c.type !== 'MOVE_IN';
  // The lowest line's own rule names it: LIHTC's 140 % (170 %) of its limit or HOME's 80 % AMI.
  const lowestRule = [...(d.over_income_lines ?? [])]
    .filter((line) => line.line !== null)
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))[0]?.rule;
  const lineLabel =
    lowestRule === 'LIHTC_170'
      ? [l.line170, l.over170]
      : lowestRule === 'HOME_80'
        ? [l.lineHome, l.overHome]
        : [l.line140, l.over140];
  facts(doc, [
    [l.fromMembers, usd(d.income_from_members)],
    [l.fromAssets, usd(d.income_from_assets)],
    [l.annualIncome, usd(d.annual_income)],
    [l.asOf, longDate(d.as_of, t.locale)],
    [l.qualifiedUnder, named(bindings.income)],
    [l.rentLimitOf, named(bindings.rent)],
    [t.incomeLimitFor(d.household_size), limitText(d, d.income_limit, w)],
    [l.atOrBelow, yesNo(d.income_eligible)],
    ...(recertification
      ? ([
          [lineLabel[0] as string, limitText(d, d.over_income_limit, w)],
          [lineLabel[1] as string, yesNo(d.over_income)],
        ] as const)
      : []),
    [l.qualifies, yesNo(d.qualified)],
  ]);
}

function partVI(doc: Pdf, c: Certification, w: Writer) {
  const { t, usd, yesNo } = w;
  const l = t.rent;
  const d = c.determination;
  heading(doc, t.parts.VI);
  facts(doc, [
    [l.tenantRent, usd(c.tenant_rent)],
    [l.assistance, usd(c.rent_assistance)],
    [l.utility, usd(d.utility_allowance)],
    [l.charges, usd(c.non_optional_charges)],
    [l.gross, usd(d.gross_rent)],
    [l.maximum, limitText(d, d.max_gross_rent, w)],
    [l.within, yesNo(d.rent_compliant)],
  ]);
}

function partVII(doc: Pdf, c: Certification, { t }: Writer) {
  heading(doc, t.parts.VII);
  facts(doc, [
    [t.student.status, t.studentStatuses[c.determination.student_status]],
    [t.student.exception, c.student_exception === null ? t.none : t.studentExceptions[c.student_exception]],
  ]);
}

function partVIII(doc: Pdf, d: Determination, { t }: Writer) {
  const l = t.programs;
  heading(doc, t.parts.VIII);
  if (d.designations.length === 0) {
    paragraph(doc, l.none);
    return;
  }
  const columns: Column[] = [
    { header: l.program, width: 304 },
    { header: l.ami, width: 100, align: 'right' },
    { header: l.lowest, width: 100 },
  ];
  const bindings = determinationBindings(d);
  const binds = (id: number) =>
    [bindings.income?.program_id === id ? l.income : '', bindings.rent?.program_id === id ? l.rent : '']
      .filter((s) => s !== '')
      .join(', ');
  table(
    doc,
    columns,
    d.designations.map((p) => [p.program_name, `${p.ami_percentage}%`, binds(p.program_id)]),
  );
}

/** The head of household and every member 18 or older on the effective date sign; without a birth date, all but dependents. */
export function signers(c: Certification): CertificationMember[] {
  return c.members.filter((m) => {
    if (m.relationship === 'HEAD') return true;
    if (m.birth_date === null) return m.relationship !== 'DEPENDENT' && m.relationship !== 'FOSTER';
    return addYears(m.birth_date, 18) <= c.effective_date;
  });
}

function signatures(doc: Pdf, c: Certification, { t }: Writer) {
  heading(doc, t.parts.signatures);
  paragraph(doc, t.certifyHousehold);
  for (const m of signers(c)) signatureLine(doc, `${m.name} (${t.relationships[m.relationship]})`, t);
  doc.moveDown(0.8);
  paragraph(doc, t.certifyOwner);
  signatureLine(doc, t.owner, t);
}
