import { type Designation, effectiveLimits } from '@lar/contracts/compliance/eligibility';
import type { ProjectDates } from '@lar/contracts/compliance/hold-harmless';
import { toBasisHundredths, toCents } from '@lar/contracts/compliance/money';
import {
  type ComplianceUnitFacts,
  type PropertyCompliance,
  propertyComplianceOf,
  setAsideThreshold,
} from '@lar/contracts/compliance/property-compliance';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { type ProgramTables, programTables } from './limit-tables.repository.ts';
import { projectDatesOf } from './project-dates.repository.ts';
import {
  homeProgramIds,
  type PropertyUnitRow,
  setAsideElectionOf,
  unitsOfProperty,
} from './property-compliance.repository.ts';

/**
 * GET /api/property/{id}/compliance (decision 027): each unit's facts from its designations and its
 * ACTIVE occupancy's certified household size and income, against the limits the compliance engine
 * computes from the programs' tables on the date; the tests themselves are the contracts'.
 */

/** The lowest AMI % of these designations, or null when there are none. */
function lowestPercentage(designations: readonly Designation[]): number | null {
  let lowest: number | undefined;
  for (const d of designations) {
    const hundredths = toBasisHundredths(d.amiPercentage);
    if (lowest === undefined || hundredths < lowest) lowest = hundredths;
  }
  return lowest === undefined ? null : lowest / 100;
}

/** Whether the household is within the strictest income limit of `designations`; null: unknown. */
function withinLimit(
  row: PropertyUnitRow,
  designations: readonly Designation[],
  date: string,
): boolean | null {
  if (designations.length === 0 || row.householdSize === null || row.annualIncome === null) return null;
  const limit = effectiveLimits(designations, row.householdSize, row.unitType, date).incomeLimit;
  return limit === undefined ? null : toCents(row.annualIncome) <= limit;
}

/** One unit's facts. A primary program without a level is a designation at an unknown AMI %. */
export function unitFacts(
  row: PropertyUnitRow,
  programs: ReadonlyMap<number, ProgramTables>,
  homeIds: ReadonlySet<number>,
  threshold: number | null,
  date: string,
  project?: ProjectDates,
): ComplianceUnitFacts {
  const designation = (programId: number, amiPercentage: number | string): Designation => {
    const program = programs.get(programId);
    return {
      programId,
      programName: program?.programName ?? '',
      amiPercentage,
      tables: program?.tables ?? [],
      homeProgram: program?.homeProgram,
      project,
    };
  };
  const known: Designation[] = [];
  if (row.programId !== null && row.levelPercentage !== null)
    known.push(designation(row.programId, row.levelPercentage));
  for (const [programId, percentage] of row.extras) known.push(designation(programId, percentage));
  const unsaid = row.programId !== null && row.levelPercentage === null ? row.programId : undefined;

  const income = known.filter((d) => !homeIds.has(d.programId));
  const home = known.filter((d) => homeIds.has(d.programId));
  const unsaidIncome = unsaid !== undefined && !homeIds.has(unsaid);
  const unsaidHome = unsaid !== undefined && homeIds.has(unsaid);
  const restricted = income.length > 0 || unsaidIncome;
  const occupied = row.occupancyId !== null;

  // The set-aside's limit applies to every income program of the unit, the unsaid one included.
  const atThreshold = [...income.map((d) => d.programId), ...(unsaidIncome ? [unsaid] : [])].map((id) =>
    designation(id, threshold ?? 0),
  );
  return {
    id: row.id,
    unit_number: row.unitNumber,
    unit_type: row.unitType,
    square_feet: row.squareFeet,
    restricted,
    designated_percentage: unsaidIncome ? null : lowestPercentage(income),
    home: home.length > 0 || unsaidHome,
    home_percentage: unsaidHome ? null : lowestPercentage(home),
    occupied,
    qualified: !restricted ? null : !occupied ? false : unsaidIncome ? null : withinLimit(row, income, date),
    qualified_at_threshold:
      threshold === null ? null : !restricted || !occupied ? false : withinLimit(row, atThreshold, date),
  };
}

export class PropertyComplianceService {
  constructor(private readonly deps: AppDeps) {}

  async tests(actor: Actor, propertyId: number, date?: string): Promise<PropertyCompliance> {
    const q = this.deps.database.db;
    const election = await setAsideElectionOf(q, actor.tenant, propertyId);
    if (election === undefined) throw notFound('Property');
    const on = date ?? todayIn(this.deps.config.timeZone);
    const rows = await unitsOfProperty(q, actor.tenant, propertyId);
    const programIds = [
      ...new Set(
        rows.flatMap((r) => [...(r.programId === null ? [] : [r.programId]), ...r.extras.map(([id]) => id)]),
      ),
    ];
    const [programs, homeIds, project] = await Promise.all([
      programTables(q, actor.tenant, this.deps.caches.programTables, programIds),
      homeProgramIds(q, actor.tenant, programIds),
      projectDatesOf(q, actor.tenant, propertyId),
    ]);
    const threshold = setAsideThreshold(election);
    const facts = rows.map((row) => unitFacts(row, programs, homeIds, threshold, on, project));
    return propertyComplianceOf(propertyId, election, on, facts);
  }
}
