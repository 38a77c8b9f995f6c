import {
  type AssetIncomeAnswer,
  type Certification,
  type CertificationMember,
  type Determination,
  determinationBindings,
} from '@lar/contracts/certifications';
import { memberIncome } from '@lar/contracts/compliance/certification-rules';
import { type Cents, centsToDollars, toCents } from '@lar/contracts/compliance/money';
import { addYears } from '@lar/contracts/compliance/recertification';
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
  usd,
} from '../../lib/pdf.ts';
import {
  ASSET_RULE_LABELS,
  RELATIONSHIP_LABELS,
  STUDENT_EXCEPTION_LABELS,
  STUDENT_STATUS_LABELS,
  TYPE_LABELS,
  usDate,
  yesNo,
} from './tic-labels.ts';
import { decoratePages, facts, heading, paragraph, signatureLine } from './tic-layout.ts';

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
}

export const DRAFT_MARK = 'DRAFT — not finalized';
const LOCALE = 'en-US';

export async function renderTicPdf(input: TicInput): Promise<Buffer> {
  const c = input.certification;
  return renderPdf(
    {
      title: `Tenant Income Certification ${c.id}`,
      author: input.organizationName,
      createdAt: new Date(input.generatedAt),
    },
    (doc) => {
      title(doc, input);
      partI(doc, input);
      partII(doc, c);
      partIII(doc, c);
      partIV(doc, c);
      partV(doc, c);
      partVI(doc, c);
      partVII(doc, c);
      partVIII(doc, c.determination);
      signatures(doc, c);
      const unit = input.unit.unit_number ?? '';
      decoratePages(
        doc,
        `Tenant Income Certification ${c.id} - ${input.property.name}, unit ${unit}`,
        c.status === 'DRAFT' ? DRAFT_MARK : null,
      );
    },
  );
}

function title(doc: Pdf, input: TicInput) {
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(16).text('Tenant Income Certification', left, doc.page.margins.top);
  doc.font('Helvetica').fontSize(9);
  doc.text(input.organizationName);
  doc.text(`Generated ${longDateTime(input.generatedAt, LOCALE, input.timeZone)}`);
}

const count = (n: number | null) => (n === null ? '' : n.toLocaleString(LOCALE));

function partI(doc: Pdf, input: TicInput) {
  const c = input.certification;
  const u = input.unit;
  heading(doc, 'Part I - Development data');
  facts(doc, [
    ['Property', input.property.name],
    ['Address', postalAddress(input.property)],
    ['Unit', u.unit_number ?? ''],
    ['Bedrooms', String(BEDROOMS[u.unit_type])],
    ['Bathrooms', u.bathrooms === null ? '' : String(u.bathrooms)],
    ['Square feet', count(u.square_feet)],
    ['Certification number', String(c.id)],
    ['Type', TYPE_LABELS[c.type]],
    ['Effective date', longDate(c.effective_date, LOCALE)],
    ['Status', c.status === 'DRAFT' ? DRAFT_MARK : 'Finalized'],
    ...(c.finalized_at === null
      ? []
      : ([
          ['Finalized by', c.finalized_by ?? ''],
          ['Finalized at', longDateTime(c.finalized_at, LOCALE, input.timeZone)],
        ] as const)),
    ...(c.supersedes_id === null ? [] : ([['Corrects certification', `Number ${c.supersedes_id}`]] as const)),
    ...(c.superseded_by_id === null
      ? []
      : ([['Corrected by certification', `Number ${c.superseded_by_id}`]] as const)),
  ]);
}

function partII(doc: Pdf, c: Certification) {
  heading(doc, 'Part II - Household composition');
  const columns: Column[] = [
    { header: '#', width: 22 },
    { header: 'Name', width: 182 },
    { header: 'Relationship to head', width: 110 },
    { header: 'Birth date', width: 70 },
    { header: 'Full-time student', width: 70 },
    { header: 'Disabled', width: 50 },
  ];
  table(
    doc,
    columns,
    c.members.map((m, i) => [
      String(i + 1),
      m.name,
      RELATIONSHIP_LABELS[m.relationship],
      usDate(m.birth_date),
      yesNo(m.full_time_student),
      yesNo(m.disabled),
    ]),
  );
  doc.moveDown(0.3);
  facts(doc, [['Household size', String(c.household_size)]]);
}

const SOURCES = ['employment', 'social_security', 'public_assistance', 'other'] as const;
const money = (cents: Cents) => usd(centsToDollars(cents));

function partIII(doc: Pdf, c: Certification) {
  heading(doc, 'Part III - Gross annual income (use annual amounts)');
  const amount = (header: string): Column => ({ header, width: 70, align: 'right' });
  const columns: Column[] = [
    { header: '#', width: 22 },
    { header: 'Name', width: 132 },
    amount('Employment'),
    amount('Soc. Sec./Pensions'),
    amount('Public assistance'),
    amount('Other income'),
    amount('Total'),
  ];
  const rows = c.members.map((m, i) => [
    String(i + 1),
    m.name,
    ...SOURCES.map((s) => usd(m.income[s])),
    money(memberIncome(m)),
  ]);
  const sourceTotal = (s: (typeof SOURCES)[number]) =>
    c.members.reduce((sum: Cents, m: CertificationMember) => sum + toCents(m.income[s]), 0);
  const totals = [
    '',
    'Totals',
    ...SOURCES.map((s) => money(sourceTotal(s))),
    usd(c.determination.income_from_members),
  ];
  table(doc, columns, rows, totals);
}

function partIV(doc: Pdf, c: Certification) {
  heading(doc, 'Part IV - Income from assets');
  const columns: Column[] = [
    { header: '#', width: 22 },
    { header: 'Description of asset', width: 282 },
    { header: 'Cash value', width: 100, align: 'right' },
    { header: 'Annual income', width: 100, align: 'right' },
  ];
  const rows = c.assets.map((a, i) => [
    String(i + 1),
    `${a.description}${assetNote(a)}`,
    usd(a.cash_value),
    usd(a.annual_income),
  ]);
  const d = c.determination;
  // The column's own total: the income counted (Part V) may be imputed instead (decision 046).
  const declared = c.assets.reduce((sum: Cents, a) => sum + toCents(a.annual_income), 0);
  table(doc, columns, rows, ['', 'Totals', usd(d.asset_cash_value), money(declared)]);
  if (d.asset_income) facts(doc, assetIncomeFacts(d.asset_income));
}

/** An asset line's flags, as a note after its description. */
function assetNote(a: Certification['assets'][number]): string {
  if (a.excluded === true) return ' (excluded)';
  return a.actual_return_computable === false ? ' (return not computable)' : '';
}

/** How the income from assets was found: rule, net family assets, actual, imputed, counted. */
function assetIncomeFacts(a: AssetIncomeAnswer): Array<readonly [string, string]> {
  const rate =
    a.passbook_rate_basis_points === null
      ? 'None published for the date'
      : `${(a.passbook_rate_basis_points / 100).toFixed(2)}% (from ${usDate(a.passbook_rate_effective_date)})`;
  return [
    ['Asset rule applied', ASSET_RULE_LABELS[a.rule]],
    ['Net family assets (excluded assets left out)', usd(a.net_family_assets)],
    [`Threshold (from ${usDate(a.threshold_effective_date)})`, usd(a.threshold)],
    ['Passbook rate', rate],
    ['Actual income from assets', usd(a.actual_income)],
    ['Imputed income from assets', usd(a.imputed_income)],
    ['Income from assets counted', usd(a.counted_income)],
  ];
}

function limitText(d: Determination, value: number | null): string {
  if (value !== null) return usd(value);
  return d.missing_limit ? 'Not available: no limit table in effect on the date' : 'None (market-rate unit)';
}

function partV(doc: Pdf, c: Certification) {
  const d = c.determination;
  heading(doc, 'Part V - Determination of income eligibility');
  const bindings = determinationBindings(d);
  const named = (b: typeof bindings.income) =>
    b === null ? 'None' : `${b.program_name} at ${b.ami_percentage}% AMI`;
  const recertification = c.type !== 'MOVE_IN';
  // The lowest line's own rule names it: LIHTC's 140 % (170 %) of its limit or HOME's 80 % AMI.
  const lowestRule = [...(d.over_income_lines ?? [])]
    .filter((l) => l.line !== null)
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))[0]?.rule;
  const lineLabel =
    lowestRule === 'LIHTC_170'
      ? ['170% of the current income limit (deep rent-skewed)', 'Over-income (above 170% of the limit)']
      : lowestRule === 'HOME_80'
        ? ['HOME over-income line (80% AMI)', "Over-income (above a program's line)"]
        : ['140% of the current income limit', 'Over-income (above 140% of the limit)'];
  facts(doc, [
    ['Income from all members (Part III)', usd(d.income_from_members)],
    ['Income from assets counted (Part IV)', usd(d.income_from_assets)],
    ['Total annual household income', usd(d.annual_income)],
    ['Limits read as of', longDate(d.as_of, LOCALE)],
    ['Qualified under (lowest limit)', named(bindings.income)],
    ['Rent limit of (lowest rent limit)', named(bindings.rent)],
    [`Income limit for a household of ${d.household_size}`, limitText(d, d.income_limit)],
    ['Household income at or below the limit', yesNo(d.income_eligible)],
    ...(recertification
      ? ([
          [lineLabel[0] as string, limitText(d, d.over_income_limit)],
          [lineLabel[1] as string, yesNo(d.over_income)],
        ] as const)
      : []),
    ['Household qualifies', yesNo(d.qualified)],
  ]);
}

function partVI(doc: Pdf, c: Certification) {
  const d = c.determination;
  heading(doc, 'Part VI - Rent (monthly)');
  facts(doc, [
    ['Tenant paid rent', usd(c.tenant_rent)],
    ['Rent assistance', usd(c.rent_assistance)],
    ['Utility allowance', usd(d.utility_allowance)],
    ['Other non-optional charges', usd(c.non_optional_charges)],
    ['Gross rent for the unit', usd(d.gross_rent)],
    ['Maximum gross rent for the unit', limitText(d, d.max_gross_rent)],
    ['Gross rent within the maximum', yesNo(d.rent_compliant)],
  ]);
}

function partVII(doc: Pdf, c: Certification) {
  heading(doc, 'Part VII - Student status');
  facts(doc, [
    ['Student status', STUDENT_STATUS_LABELS[c.determination.student_status]],
    [
      'Student exception',
      c.student_exception === null ? 'None' : STUDENT_EXCEPTION_LABELS[c.student_exception],
    ],
  ]);
}

function partVIII(doc: Pdf, d: Determination) {
  heading(doc, 'Part VIII - Program type');
  if (d.designations.length === 0) {
    paragraph(doc, 'No program designations: a market-rate unit.');
    return;
  }
  const columns: Column[] = [
    { header: 'Program', width: 304 },
    { header: 'AMI %', width: 100, align: 'right' },
    { header: 'Lowest limit', width: 100 },
  ];
  const bindings = determinationBindings(d);
  const binds = (id: number) =>
    [bindings.income?.program_id === id ? 'Income' : '', bindings.rent?.program_id === id ? 'Rent' : '']
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

function signatures(doc: Pdf, c: Certification) {
  heading(doc, 'Household certification and signatures');
  paragraph(
    doc,
    'Under penalties of perjury, I/we certify that the information presented in this certification is true ' +
      'and accurate to the best of my/our knowledge and belief. The undersigned understand that providing ' +
      'false representations constitutes an act of fraud, and that false, misleading or incomplete ' +
      'information may result in the termination of the lease agreement.',
  );
  for (const m of signers(c)) signatureLine(doc, `${m.name} (${RELATIONSHIP_LABELS[m.relationship]})`);
  doc.moveDown(0.8);
  paragraph(
    doc,
    'Based on the representations herein and the documentation required to be submitted, the household ' +
      'named in Part II is eligible, or remains eligible, under the program rules named in Part VIII, ' +
      'as determined in Part V.',
  );
  signatureLine(doc, "Owner's representative");
}
