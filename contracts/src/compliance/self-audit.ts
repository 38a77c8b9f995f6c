import { z } from 'zod';
import { certificationHeading } from '../certifications.ts';
import { csvCell, safeCsvText } from '../csv.ts';
import { type DocumentLanguage, documentLanguageQuery } from '../document-language.ts';
import { optionalDateQuery } from '../paging.ts';
import { LOW_INCOME_REASONS, type LowIncomeReason } from './low-income-unit.ts';
import type { PropertyCompliance } from './property-compliance.ts';

/**
 * A property's 8823 self-audit (decision 067): the findings of the compliance tests that already
 * exist (property-compliance.ts, low-income-unit.ts, the recertification calendar), each filed
 * under the line of IRS Form 8823 an agency would report it on. The lines and their names are
 * those of the IRS "Guide for Completing Form 8823, Low-Income Housing Credit Agencies Report of
 * Noncompliance or Building Disposition" (chapters 4-26, lines 11a-11q). No rule is worked out
 * here: a unit's reasons and the set-aside's outcome are the compliance engine's.
 */

/** Every noncompliance line of Form 8823 (line 11), in the form's order. */
export const FORM_8823_LINES = [
  '11a',
  '11b',
  '11c',
  '11d',
  '11e',
  '11f',
  '11g',
  '11h',
  '11i',
  '11j',
  '11k',
  '11l',
  '11m',
  '11n',
  '11o',
  '11p',
  '11q',
] as const;
export type Form8823Line = (typeof FORM_8823_LINES)[number];

/**
 * The lines Lar's records can answer, and what finds each (the Guide's chapter in brackets):
 * 11a income above the limit at initial occupancy, or no move-in income on file (ch. 4);
 * 11b annual recertification not done by its due date (ch. 5);
 * 11f the minimum set-aside, or the average income test, failed (ch. 10);
 * 11g gross rent over the limit (ch. 11);
 * 11j a vacant low-income unit lost to the vacant unit rule (ch. 15);
 * 11l a household of full-time students without an exception (ch. 17).
 * The others (inspections, eligible basis, the owner's certifications, fair housing, the extended
 * use agreement, utility allowance method, monitoring answers, transient use, other) rest on facts
 * Lar does not hold: the audit lists them as not checked, never as clean.
 */
export const CHECKED_8823_LINES = [
  '11a',
  '11b',
  '11f',
  '11g',
  '11j',
  '11l',
] as const satisfies readonly Form8823Line[];
export type Checked8823Line = (typeof CHECKED_8823_LINES)[number];

/** Why a finding is filed: a unit's reason from low-income-unit.ts, or a test of the calendar or the project. */
export const SELF_AUDIT_REASONS = [
  'INCOME_OVER_TEST_AT_MOVE_IN',
  'INCOME_UNKNOWN',
  'RECERTIFICATION_OVERDUE',
  'SET_ASIDE_FAILED',
  'AVERAGE_INCOME_FAILED',
  'RENT_OVER_TEST',
  'VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED',
  'STUDENT_HOUSEHOLD',
] as const;
export type SelfAuditReason = (typeof SELF_AUDIT_REASONS)[number];

/** The unit reasons each line files, and nothing else of low-income-unit.ts's. */
export const LINE_OF_UNIT_REASON = {
  INCOME_OVER_TEST_AT_MOVE_IN: '11a',
  INCOME_UNKNOWN: '11a',
  RENT_OVER_TEST: '11g',
  VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED: '11j',
  STUDENT_HOUSEHOLD: '11l',
} as const satisfies Partial<Record<LowIncomeReason, Checked8823Line>>;
type FiledUnitReason = keyof typeof LINE_OF_UNIT_REASON;

const isFiled = (reason: LowIncomeReason): reason is FiledUnitReason => reason in LINE_OF_UNIT_REASON;

/** A certification behind a finding (the household's file). */
export const selfAuditDocument = certificationHeading;
export type SelfAuditDocument = z.infer<typeof selfAuditDocument>;

export const selfAuditFinding = z.object({
  line: z.enum(CHECKED_8823_LINES),
  reason: z.enum(SELF_AUDIT_REASONS),
  /** The unit; null for a finding on the whole project with no unit of its own. */
  unit_id: z.number().int().nullable(),
  unit_number: z.string().nullable(),
  building_id: z.number().int().nullable(),
  /** The household whose file the finding reads; null for a vacant unit without one. */
  occupancy_id: z.number().int().nullable(),
  /** The recertification's due date (11b); else null. */
  due_date: z.string().nullable(),
  documents: z.array(selfAuditDocument),
});
export type SelfAuditFinding = z.infer<typeof selfAuditFinding>;

export const selfAuditLine = z.object({
  line: z.enum(FORM_8823_LINES),
  /** Whether Lar's records can find this line's noncompliance (CHECKED_8823_LINES). */
  checked: z.boolean(),
  /** The IRS Guide's chapter of the line; null where this record has not confirmed it. */
  guide_chapter: z.number().int().nullable(),
  findings: z.array(selfAuditFinding),
  /** The distinct units of the findings, in the findings' order. */
  unit_ids: z.array(z.number().int()),
});
export type SelfAuditLine = z.infer<typeof selfAuditLine>;

export const selfAudit = z.object({
  property_id: z.number().int(),
  property_name: z.string(),
  date: z.string(),
  lines: z.array(selfAuditLine),
  /** How many findings in all. */
  total: z.number().int(),
});
export type SelfAudit = z.infer<typeof selfAudit>;

export const selfAuditQuery = z.object({
  date: optionalDateQuery,
  lang: documentLanguageQuery,
});
export type SelfAuditQuery = z.infer<typeof selfAuditQuery>;
export type SelfAuditLanguage = DocumentLanguage;

/**
 * The Guide's chapter of each line (Guide for Completing Form 8823, table of contents, chapters 4
 * to 20): lines 11e and 11h have two chapters each, the first is named. The chapters of 11p and
 * 11q were not read from the Guide for decision 067 and are left unsaid.
 */
export const GUIDE_CHAPTER: Record<Form8823Line, number | null> = {
  '11a': 4,
  '11b': 5,
  '11c': 6,
  '11d': 7,
  '11e': 8,
  '11f': 10,
  '11g': 11,
  '11h': 12,
  '11i': 14,
  '11j': 15,
  '11k': 16,
  '11l': 17,
  '11m': 18,
  '11n': 19,
  '11o': 20,
  '11p': null,
  '11q': null,
};

/** A household due for its annual recertification and past the date (the calendar's OVERDUE bucket). */
export interface OverdueHousehold {
  occupancy_id: number;
  unit_id: number;
  due_date: string;
}

/** What the audit reads beside the compliance tests. */
export interface SelfAuditInputs {
  propertyName: string;
  compliance: PropertyCompliance;
  overdue: readonly OverdueHousehold[];
  /** Each household's certifications (finalized and drafts), newest first. */
  certifications: ReadonlyMap<number, readonly SelfAuditDocument[]>;
}

/** The documents a reason reads: the move-in certification for 11a, the household's latest finalized one else. */
function documentsFor(reason: SelfAuditReason, all: readonly SelfAuditDocument[]): SelfAuditDocument[] {
  if (reason === 'INCOME_OVER_TEST_AT_MOVE_IN' || reason === 'INCOME_UNKNOWN')
    return all.filter((d) => d.type === 'MOVE_IN');
  const latest = all.find((d) => d.status === 'FINALIZED');
  // An overdue household's draft is the recertification under way: the auditor reads it too.
  const drafts = reason === 'RECERTIFICATION_OVERDUE' ? all.filter((d) => d.status === 'DRAFT') : [];
  return [...(latest ? [latest] : []), ...drafts];
}

/** The property's findings by Form 8823 line, every line listed, in the form's order. */
export function selfAuditOf(propertyId: number, inputs: SelfAuditInputs): SelfAudit {
  const { compliance } = inputs;
  const units = new Map(compliance.units.map((u) => [u.id, u]));
  const findings: SelfAuditFinding[] = [];
  const finding = (
    line: Checked8823Line,
    reason: SelfAuditReason,
    unitId: number | null,
    occupancyId: number | null,
    dueDate: string | null = null,
  ) => {
    const unit = unitId === null ? undefined : units.get(unitId);
    findings.push({
      line,
      reason,
      unit_id: unitId,
      unit_number: unit?.unit_number ?? null,
      building_id: unit?.building_id ?? null,
      occupancy_id: occupancyId,
      due_date: dueDate,
      documents:
        occupancyId === null ? [] : documentsFor(reason, inputs.certifications.get(occupancyId) ?? []),
    });
  };

  for (const unit of compliance.units) {
    for (const reason of unit.reasons) {
      if (isFiled(reason)) finding(LINE_OF_UNIT_REASON[reason], reason, unit.id, unit.figures.occupancy_id);
    }
  }
  for (const h of inputs.overdue)
    finding('11b', 'RECERTIFICATION_OVERDUE', h.unit_id, h.occupancy_id, h.due_date);

  // 11f: the project's test failed; the units behind it are those under the test not counted low-income.
  const notLowIncome = (ids: readonly number[], counted: (id: number) => boolean) =>
    ids.filter((id) => !counted(id));
  for (const project of compliance.set_aside.projects) {
    if (project.passes) continue;
    for (const id of notLowIncome(project.unit_ids, (i) => units.get(i)?.low_income === true))
      finding('11f', 'SET_ASIDE_FAILED', id, units.get(id)?.figures.occupancy_id ?? null);
  }
  if (compliance.average_income.passes === false) {
    const group = new Set(compliance.average_income.group_unit_ids);
    for (const id of notLowIncome(compliance.average_income.unit_ids, (i) => group.has(i)))
      finding('11f', 'AVERAGE_INCOME_FAILED', id, units.get(id)?.figures.occupancy_id ?? null);
  }

  const checked = new Set<string>(CHECKED_8823_LINES);
  const lines = FORM_8823_LINES.map((line) => {
    const own = findings.filter((f) => f.line === line);
    return {
      line,
      checked: checked.has(line),
      guide_chapter: GUIDE_CHAPTER[line],
      findings: own,
      unit_ids: [...new Set(own.flatMap((f) => (f.unit_id === null ? [] : [f.unit_id])))],
    };
  });
  return {
    property_id: propertyId,
    property_name: inputs.propertyName,
    date: compliance.date,
    lines,
    total: findings.length,
  };
}

/** The CSV's columns, in order: its header is these keys (the programs that read it match by key). */
export const SELF_AUDIT_CSV_COLUMNS = [
  'line',
  'reason',
  'unit_id',
  'unit_number',
  'building_id',
  'occupancy_id',
  'due_date',
  'certification_ids',
  'certifications',
] as const;

/**
 * The audit as CSV: one row per finding, in the lines' order, certifications as `id` lists and as
 * `id TYPE STATUS date` text; unit numbers (users' text) guarded against formulas.
 */
export function selfAuditCsv(audit: SelfAudit): string {
  const rows = [SELF_AUDIT_CSV_COLUMNS.join(',')];
  for (const line of audit.lines) {
    for (const f of line.findings) {
      rows.push(
        [
          f.line,
          f.reason,
          f.unit_id ?? '',
          safeCsvText(f.unit_number ?? ''),
          f.building_id ?? '',
          f.occupancy_id ?? '',
          f.due_date ?? '',
          f.documents.map((d) => d.id).join(' '),
          f.documents.map((d) => `${d.id} ${d.type} ${d.status} ${d.effective_date}`).join('; '),
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** Reasons of low-income-unit.ts that are findings (the rest are not noncompliance, or not Lar's to tell). */
export const FILED_UNIT_REASONS = LOW_INCOME_REASONS.filter(isFiled);
