import type { UnitComplianceWorksheet, WorksheetLanguage } from '@lar/contracts/compliance/unit-worksheet';
import { numberFormat } from '@lar/contracts/intl-formats';
import { type Column, longDate, type Pdf, renderPdf, table } from '../../lib/pdf.ts';
import { CONTENT_WIDTH, heading, labelledLines, pageFooters, title } from '../../lib/pdf-blocks.ts';
import type { WorksheetTexts } from './unit-worksheet-texts.ts';
import { WORKSHEET_TEXTS } from './unit-worksheet-wording.ts';

/**
 * A unit's compliance worksheet as a PDF in the reader's language (decision 049): the same answer
 * as GET /api/units/{id}/compliance-worksheet, laid out for the file: unit, household,
 * certifications used, limits with their tables, each test with its figures and outcome.
 */

const LABEL = 190;

const lines = (doc: Pdf, pairs: readonly (readonly [string, string])[]) => labelledLines(doc, pairs, LABEL);

/** A worksheet answer's dollars (decimal strings) in the reader's locale; the figure is not recomputed. */
const moneyIn = (locale: string) => {
  const format = numberFormat(locale, { style: 'currency', currency: 'USD' });
  return (value: string | null) => (value === null ? '—' : format.format(Number(value)));
};

export async function renderWorksheetPdf(
  w: UnitComplianceWorksheet,
  language: WorksheetLanguage,
  /** The organization's calendar date (its `TIME_ZONE`) the PDF is made on, not the server's UTC day. */
  generatedOn: string,
): Promise<Buffer> {
  const t = WORKSHEET_TEXTS[language];
  const unit = w.unit.unit_number ?? `#${w.unit.id}`;
  return renderPdf(
    {
      title: `${t.title} - ${w.property.name} ${unit}`,
      author: w.property.name,
      createdAt: new Date(),
    },
    (doc) => {
      title(doc, t.title, `${t.generated} ${longDate(generatedOn, t.locale)}`);
      draw(doc, w, t);
      pageFooters(doc, `${w.property.name} - ${unit} - ${w.date}`);
    },
  );
}

function draw(doc: Pdf, w: UnitComplianceWorksheet, t: WorksheetTexts) {
  const money = moneyIn(t.locale);
  const date = (d: string | null) => (d === null ? '—' : longDate(d, t.locale));
  const percent = (p: number | null) => (p === null ? '—' : `${p} %`);
  const outcome = (passes: boolean | null) =>
    passes === null ? t.outcome.unknown : passes ? t.outcome.pass : t.outcome.fail;

  heading(doc, t.sections.unit);
  lines(doc, [
    [t.labels.property, w.property.name],
    [t.labels.election, `${t.elections[w.election]} (${t.electionSources[w.election_source]})`],
    [t.labels.date, date(w.date)],
    [t.labels.unit, w.unit.unit_number ?? `#${w.unit.id}`],
    ...(w.unit.building_id === null ? [] : ([[t.labels.building, String(w.unit.building_id)]] as const)),
    [t.labels.unitType, w.unit.unit_type],
    [t.labels.squareFeet, w.unit.square_feet === null ? '—' : w.unit.square_feet.toLocaleString(t.locale)],
    [
      t.labels.designations,
      w.unit.designations.length === 0
        ? t.labels.none
        : w.unit.designations.map((d) => `${d.program_name} ${percent(d.ami_percentage)}`).join('; '),
    ],
    ...(w.unit.home ? ([[t.labels.home, percent(w.unit.home_percentage)]] as const) : []),
    [t.labels.testPercentage, percent(w.test_percentage)],
  ]);

  heading(doc, t.sections.household);
  const h = w.household;
  if (h === null) lines(doc, [[t.labels.occupancy, t.labels.none]]);
  else
    lines(doc, [
      [t.labels.occupancy, String(h.occupancy_id)],
      [t.labels.vacant, h.vacant ? t.yes : t.no],
      [t.labels.moveIn, date(h.move_in_date)],
      ...(h.move_out_date === null ? [] : ([[t.labels.moveOut, date(h.move_out_date)]] as const)),
      [t.labels.size, h.household_size === null ? '—' : String(h.household_size)],
      [t.labels.members, h.members === null ? '—' : String(h.members)],
    ]);

  if (w.certifications !== null) {
    heading(doc, t.sections.certifications);
    const used = (c: NonNullable<UnitComplianceWorksheet['certifications']>['move_in']) =>
      c.source === 'OCCUPANCY_FIGURES' || c.type === null
        ? t.occupancyFigures
        : `#${c.certification_id} - ${t.certificationTypes[c.type]} - ${date(c.effective_date)}`;
    lines(doc, [
      [t.labels.moveInCertification, used(w.certifications.move_in)],
      [t.labels.currentCertification, used(w.certifications.current)],
    ]);
  }

  if (w.limits.length > 0) {
    heading(doc, t.sections.limits);
    const columns: Column[] = [
      { header: t.columns.purpose, width: 80 },
      { header: t.columns.program, width: 96 },
      { header: t.columns.ami, width: 40, align: 'right' },
      { header: t.columns.table, width: 40, align: 'right' },
      { header: t.columns.effective, width: 78 },
      { header: t.columns.size, width: 40, align: 'right' },
      { header: t.columns.limit, width: 70, align: 'right' },
      { header: t.columns.source, width: 60 },
    ];
    table(
      doc,
      columns,
      w.limits.map((l) => [
        t.purposes[l.purpose],
        l.program_name,
        percent(l.ami_percentage),
        l.table_year === null ? '—' : String(l.table_year),
        date(l.table_effective_date),
        l.household_size === null ? '' : String(l.household_size),
        `${money(l.limit)}${l.applied ? ' *' : ''}`,
        l.source === null ? '—' : t.sources[l.source],
      ]),
    );
    doc.fontSize(8).text(`* ${t.applied}`);
  }

  heading(doc, t.sections.tests);
  const x = w.tests;
  if (x.income)
    lines(doc, [
      [
        t.tests.income,
        `${outcome(x.income.passes)}. ${t.tests.incomeLine({
          income: money(x.income.income),
          size: String(x.income.household_size ?? '—'),
          date: date(x.income.date),
          limit: money(x.income.limit),
        })}`,
      ],
    ]);
  if (x.rent) {
    const over =
      x.rent.passes === false && x.rent.over_by !== null ? ` ${t.tests.overBy(money(x.rent.over_by))}.` : '';
    lines(doc, [
      [
        t.tests.rent,
        `${outcome(x.rent.passes)}. ${t.tests.rentLine({
          tenant: money(x.rent.tenant_rent),
          allowance: money(x.rent.utility_allowance),
          charges: money(x.rent.non_optional_charges),
          gross: money(x.rent.gross_rent),
          limit: money(x.rent.limit),
          date: date(x.rent.date),
        })}.${over}`,
      ],
    ]);
  }
  if (x.student)
    lines(doc, [
      [
        t.tests.student,
        `${outcome(x.student.passes)}. ${t.tests.studentStatus[x.student.status ?? 'UNKNOWN']}`,
      ],
    ]);
  if (x.over_income)
    lines(doc, [
      [
        t.tests.overIncome,
        `${x.over_income.over === null ? t.outcome.unknown : x.over_income.over ? t.outcome.over : t.outcome.within}. ${t.tests.overIncomeLine(
          {
            income: money(x.over_income.income),
            size: String(x.over_income.household_size ?? '—'),
            date: date(x.over_income.date),
            limit: money(x.over_income.limit),
            line: money(x.over_income.line),
          },
        )}`,
      ],
    ]);
  if (x.home_rent) {
    const h = x.home_rent;
    const amount = (a: string | null) => (a === null ? '—' : money(a));
    const line = t.tests.homeRentLine({
      thirty: amount(h.thirty_percent_of_monthly_adjusted),
      market: h.market_rent === null ? t.tests.notRecorded : money(h.market_rent),
      max: amount(h.max_tenant_rent),
    });
    lines(doc, [[t.tests.homeRent, h.market_rent_missing ? `${line}. ${t.tests.marketRentMissing}` : line]]);
  }
  if (x.vacant_unit_rule)
    lines(doc, [[t.tests.vacant, x.vacant_unit_rule.held ? t.tests.held : t.tests.notHeld]]);

  heading(doc, t.sections.result);
  lines(doc, [
    [
      x.low_income.low_income ? t.lowIncome : t.notLowIncome,
      x.low_income.reasons.map((r) => t.reasons[r]).join('; '),
    ],
  ]);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).text(t.citations, doc.page.margins.left, doc.y, { width: CONTENT_WIDTH });
}
