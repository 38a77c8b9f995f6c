import { z } from 'zod';
import { type DocumentLanguage, documentLanguageQuery } from '../document-language.ts';
import type { ComplianceUnit, PropertyCompliance } from './property-compliance.ts';
import type { Form8823Line, SelfAudit } from './self-audit.ts';
import type { SetAsideElection } from './set-aside.ts';

/**
 * The owner's annual certification packet of a property for a year (decision 070): what the owner
 * certifies to the state agency under 26 CFR 1.42-5(c)(1), with the figures the compliance tests
 * already compute as of December 31 of the year (property-compliance.ts: the elections, the
 * applicable fraction per building, the set-aside and average income tests) and the exceptions the
 * 8823 self-audit finds on that date (self-audit.ts). Nothing is tested here: this file arranges.
 */

/** The low-income housing credit began with buildings placed in service in 1987 (IRC 42, Tax Reform Act of 1986). */
export const FIRST_CREDIT_YEAR = 1987;

export const ownerCertificationQuery = z.object({
  year: z.coerce
    .number('Enter a year as YYYY')
    .int('Enter a year as YYYY')
    .min(FIRST_CREDIT_YEAR, `Enter a year from ${FIRST_CREDIT_YEAR}`)
    .max(2200, 'Enter a year as YYYY'),
  lang: documentLanguageQuery,
});
export type OwnerCertificationQuery = z.infer<typeof ownerCertificationQuery>;
export type OwnerCertificationLanguage = DocumentLanguage;

/**
 * The years a packet can be made for: from the year the property's first building was placed in
 * service (1987 when no building has a date) to the last year that has ended on `today`, since the
 * owner certifies a 12-month period ending December 31 (26 CFR 1.42-5(c)(1): "for the preceding
 * 12-month period"). `last < first` when no year qualifies yet.
 */
export function certificationYears(firstPlacedInService: string | null, today: string) {
  return {
    first: firstPlacedInService === null ? FIRST_CREDIT_YEAR : Number(firstPlacedInService.slice(0, 4)),
    last: Number(today.slice(0, 4)) - 1,
  };
}

/** Why a year is refused, or null: before the first placed-in-service year, or not yet ended. */
export function certificationYearProblem(
  year: number,
  firstPlacedInService: string | null,
  today: string,
): 'before_placed_in_service' | 'year_not_ended' | null {
  const { first, last } = certificationYears(firstPlacedInService, today);
  if (year < first) return 'before_placed_in_service';
  if (year > last) return 'year_not_ended';
  return null;
}

/**
 * What the owner certifies for the preceding 12-month period, 26 CFR 1.42-5(c)(1)(i)-(xii), in the
 * regulation's order, each with the Form 8823 lines (line 11) an agency reports its breach on
 * (IRS Guide for Completing Form 8823: 11f ch. 10, 11a ch. 4, 11b ch. 5, 11g ch. 11, 11h ch. 12,
 * 11c ch. 6, 11e ch. 8, 11j ch. 15, 11i ch. 14, 11k ch. 16, 11q ch. 22 for a qualified nonprofit
 * that failed to materially participate). Where one of those lines is
 * one the self-audit checks, the packet counts the exceptions found beside the statement.
 */
export const OWNER_CERTIFICATION_STATEMENTS = [
  { clause: 'i', key: 'SET_ASIDE', lines: ['11f'] },
  { clause: 'ii', key: 'APPLICABLE_FRACTION', lines: [] },
  { clause: 'iii', key: 'INCOME_CERTIFICATIONS', lines: ['11a', '11b'] },
  { clause: 'iv', key: 'RENT_RESTRICTED', lines: ['11g'] },
  { clause: 'v', key: 'GENERAL_PUBLIC', lines: ['11h'] },
  { clause: 'vi', key: 'SUITABLE_FOR_OCCUPANCY', lines: ['11c'] },
  { clause: 'vii', key: 'ELIGIBLE_BASIS', lines: ['11e'] },
  { clause: 'viii', key: 'TENANT_FACILITIES', lines: [] },
  { clause: 'ix', key: 'VACANT_UNIT_RULE', lines: ['11j'] },
  { clause: 'x', key: 'AVAILABLE_UNIT_RULE', lines: ['11i'] },
  { clause: 'xi', key: 'EXTENDED_USE', lines: ['11k'] },
  { clause: 'xii', key: 'NONPROFIT_PARTICIPATION', lines: ['11q'] },
] as const satisfies readonly { clause: string; key: string; lines: readonly Form8823Line[] }[];
export type OwnerCertificationStatementKey = (typeof OWNER_CERTIFICATION_STATEMENTS)[number]['key'];

export interface Fraction {
  numerator: number;
  denominator: number;
  percent: number;
}

/** One building of the property on December 31, with its fractions (IRC 42(c)(1)(B)). */
export interface CertifiedBuilding {
  /** Null: the units not in any building. */
  id: number | null;
  name: string | null;
  bin: string | null;
  placed_in_service_date: string | null;
  election: SetAsideElection;
  election_source: 'BUILDING' | 'PROPERTY';
  units: number;
  /** Null when the building has no units on file. */
  unit_fraction: Fraction | null;
  floor_space_fraction: Fraction | null;
  /** The lesser of the two. */
  applicable: Fraction | null;
}

/** The property's building rows as read for the packet. */
export interface BuildingOnFile {
  id: number;
  name: string;
  bin: string | null;
  placed_in_service_date: string | null;
  set_aside_election: SetAsideElection | null;
}

export interface CertifiedStatement {
  clause: string;
  key: OwnerCertificationStatementKey;
  /** The lines of the statement the self-audit checks; empty: Lar's records cannot check it. */
  checked_lines: Form8823Line[];
  /** Findings on those lines on December 31. */
  exceptions: number;
}

export interface OwnerCertification {
  property_id: number;
  property_name: string;
  year: number;
  /** December 31 of the year: the tests' date. */
  as_of: string;
  set_aside_election: SetAsideElection;
  buildings: CertifiedBuilding[];
  /** The property's sums (IRC 42(c)(1)(B) summed over its buildings, as the compliance tests do). */
  property_fractions: { unit_fraction: Fraction; floor_space_fraction: Fraction; applicable: Fraction };
  units_without_square_feet: number;
  set_aside: PropertyCompliance['set_aside'];
  average_income: PropertyCompliance['average_income'];
  statements: CertifiedStatement[];
  /** The self-audit's lines with findings on December 31 (the exceptions), in the form's order. */
  exceptions: { line: Form8823Line; unit_numbers: string[]; findings: number }[];
  /** Lines of Form 8823 Lar's records cannot check: the owner confirms them by hand. */
  unchecked_lines: Form8823Line[];
}

const unitName = (u: ComplianceUnit | undefined, id: number | null) =>
  u?.unit_number ?? (id === null ? '—' : `#${id}`);

/** The packet from the year's tests, self-audit and the property's buildings. */
export function ownerCertificationOf(inputs: {
  propertyName: string;
  year: number;
  compliance: PropertyCompliance;
  audit: SelfAudit;
  buildings: readonly BuildingOnFile[];
}): OwnerCertification {
  const { compliance, audit } = inputs;
  const fractions = compliance.applicable_fraction;
  const byBuilding = new Map(fractions.buildings.map((b) => [b.building_id, b]));
  const unitsIn = (id: number | null) => compliance.units.filter((u) => u.building_id === id).length;
  const row = (b: BuildingOnFile | null): CertifiedBuilding => {
    const id = b?.id ?? null;
    const f = byBuilding.get(id);
    return {
      id,
      name: b?.name ?? null,
      bin: b?.bin ?? null,
      placed_in_service_date: b?.placed_in_service_date ?? null,
      election: b?.set_aside_election ?? compliance.set_aside_election,
      election_source: b?.set_aside_election ? 'BUILDING' : 'PROPERTY',
      units: unitsIn(id),
      unit_fraction: f?.unit_fraction ?? null,
      floor_space_fraction: f?.floor_space_fraction ?? null,
      applicable: f?.applicable ?? null,
    };
  };
  const buildings = [...inputs.buildings.map(row), ...(byBuilding.has(null) ? [row(null)] : [])];
  const units = new Map(compliance.units.map((u) => [u.id, u]));
  const lines = new Map(audit.lines.map((l) => [l.line, l]));
  const statements = OWNER_CERTIFICATION_STATEMENTS.map((s) => {
    const checked = s.lines.filter((l) => lines.get(l)?.checked === true);
    return {
      clause: s.clause,
      key: s.key,
      checked_lines: checked,
      exceptions: checked.reduce((n, l) => n + (lines.get(l)?.findings.length ?? 0), 0),
    };
  });
  return {
    property_id: compliance.property_id,
    property_name: inputs.propertyName,
    year: inputs.year,
    as_of: compliance.date,
    set_aside_election: compliance.set_aside_election,
    buildings,
    property_fractions: {
      unit_fraction: fractions.unit_fraction,
      floor_space_fraction: fractions.floor_space_fraction,
      applicable: fractions.applicable,
    },
    units_without_square_feet: fractions.units_without_square_feet,
    set_aside: compliance.set_aside,
    average_income: compliance.average_income,
    statements,
    exceptions: audit.lines
      .filter((l) => l.findings.length > 0)
      .map((l) => ({
        line: l.line,
        unit_numbers: l.unit_ids.map((id) => unitName(units.get(id), id)),
        findings: l.findings.length,
      })),
    unchecked_lines: audit.lines.filter((l) => !l.checked).map((l) => l.line),
  };
}
