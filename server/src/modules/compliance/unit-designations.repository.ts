import {
  type Designation,
  type EffectiveLimits,
  effectiveLimits,
  type LimitDates,
} from '@lar/contracts/compliance/eligibility';
import type { ProjectDates } from '@lar/contracts/compliance/hold-harmless';
import { overIncomeLines } from '@lar/contracts/compliance/over-income';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { amiLevels } from '../../db/schema/programs.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { preparedRecord } from '../../lib/prepared-queries.ts';
import { type ProgramTables, type ProgramTablesCache, withTables } from './limit-tables.repository.ts';
import { datesColumns, projectDates } from './project-dates.repository.ts';

/** A unit as the checks see it: its type, property and every program it is designated for. */
export interface UnitDesignations {
  unitId: number;
  propertyId: number;
  unitType: string;
  /** The property is a deep rent-skewed project: LIHTC's over-income line is 170 % (decision 044). */
  deepRentSkewed: boolean;
  /** The unit's market rent per month (decision 061), a decimal string; null when not recorded (absent: not read). */
  marketRent?: string | null;
  /** Complete designations: a program at an AMI %, with the program's tables. */
  designations: Designation[];
  /**
   * The unit's primary program when it has no AMI level: designated, but at an AMI % nobody has
   * said, so its limits are missing rather than absent.
   */
  programWithoutLevel: { programId: number; programName: string } | undefined;
}

/**
 * The unit's primary program as its first designation or, when the unit has no AMI level, as the
 * program whose limits are missing. `programOf` answers the program's tables as they were read.
 */
export function primaryDesignation(
  unit: { programId: number | null; levelPercentage: Designation['amiPercentage'] | null },
  programOf: (programId: number) => ProgramTables | undefined,
  project: ProjectDates | undefined,
): Pick<UnitDesignations, 'designations' | 'programWithoutLevel'> {
  if (unit.programId === null) return { designations: [], programWithoutLevel: undefined };
  const program = programOf(unit.programId);
  const programName = program?.programName ?? '';
  if (unit.levelPercentage === null)
    return { designations: [], programWithoutLevel: { programId: unit.programId, programName } };
  const designation: Designation = {
    programId: unit.programId,
    programName,
    amiPercentage: unit.levelPercentage,
    tables: program?.tables ?? [],
    homeProgram: program?.homeProgram,
    project,
  };
  return { designations: [designation], programWithoutLevel: undefined };
}

/** An extra designation as `extraDesignationsOfUnit` gives it: program id and AMI % (as written). */
export type ExtraRow = [programId: number, amiPercentage: string];

/**
 * The extra designations of the `units` row a select reads, in the order they were given, as the
 * JSON text of an array of `ExtraRow`s. The outer row is named `units` in the text: a select
 * without a join renders its own columns unqualified, and inside this subquery `"id"` would be
 * the designation's.
 */
export const extraDesignationsOfUnit = sql<string>`(SELECT coalesce(json_agg(json_build_array(d.program_id, d.ami_percentage::text) ORDER BY d.id), '[]')::text
       FROM unit_designations d
      WHERE d.organization_id = units.organization_id AND d.unit_id = units.id)`;
/** A program of the unit as the unit's statement gives it: id, name, version, last change in ms, HOME. */
type ProgramRow = [id: number, name: string, version: number, updatedAtMs: number, homeProgram: boolean];

/**
 * The unit, its primary level's AMI %, its extra designations in the order they were given and the
 * rows of every program it names, in one statement planned once per connection: the eligibility
 * check runs it on every request, and three statements built by Drizzle each time cost more CPU
 * than the check itself.
 */
function unitStatement(q: Queryable, tenant: Tenant) {
  return preparedRecord(q, 'compliance.unit', tenant.organizationId, (name) =>
    q
      .select({
        propertyId: units.propertyId,
        unitType: units.unitType,
        marketRent: sql<string | null>`${units.marketRent}::text`,
        ...datesColumns,
        programId: units.govProgramId,
        levelPercentage: amiLevels.percentage,
        extras: extraDesignationsOfUnit,
        deepRentSkewed: sql<boolean>`(SELECT pr.deep_rent_skewed FROM properties pr
              WHERE pr.organization_id = ${units.organizationId} AND pr.id = ${units.propertyId})`,
        programs: sql<string>`(SELECT coalesce(json_agg(json_build_array(p.id, p.name, p.version, floor(extract(epoch FROM p.updated_at) * 1000)::bigint, p.home_program)), '[]')::text
               FROM gov_programs p
              WHERE p.organization_id = ${units.organizationId}
                AND (p.id = ${units.govProgramId}
                     OR p.id IN (SELECT d.program_id FROM unit_designations d
                                  WHERE d.organization_id = ${units.organizationId} AND d.unit_id = ${units.id})))`,
      })
      .from(units)
      .leftJoin(amiLevels, referencedRow(amiLevels, units.amiLevelId, units))
      .leftJoin(buildings, referencedRow(buildings, units.buildingId, units))
      .where(tenant.where(units, eq(units.id, sql.placeholder('id'))))
      .prepare(name),
  );
}

/** The unit's designations (primary program and level first, then the extra ones), or undefined. */
export async function unitDesignations(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
  unitId: number,
): Promise<UnitDesignations | undefined> {
  const [unit] = await unitStatement(q, tenant).execute({ id: unitId });
  if (!unit) return undefined;
  const extras = JSON.parse(unit.extras) as ExtraRow[];
  const programRows = JSON.parse(unit.programs) as ProgramRow[];
  const tables = await withTables(
    q,
    tenant,
    kept,
    programRows.map(([id, name, version, updatedAtMs, homeProgram]) => ({
      id,
      name,
      homeProgram,
      version,
      updatedAtMs,
    })),
  );
  // Held by the unit's own building's dates (decision 048), read in the unit's statement.
  const project = projectDates(unit);
  const { designations, programWithoutLevel } = primaryDesignation(unit, (id) => tables.get(id), project);
  for (const [programId, amiPercentage] of extras) {
    const program = tables.get(programId);
    if (!program) continue;
    designations.push({
      programId,
      programName: program.programName,
      amiPercentage,
      tables: program.tables,
      homeProgram: program.homeProgram,
      project,
    });
  }
  return {
    unitId,
    propertyId: unit.propertyId,
    unitType: unit.unitType,
    deepRentSkewed: unit.deepRentSkewed === true,
    marketRent: unit.marketRent,
    designations,
    programWithoutLevel,
  };
}

/** A unit with no designation and no program is market-rate: no limit applies to it. */
export const isMarketRate = (unit: UnitDesignations) =>
  unit.designations.length === 0 && unit.programWithoutLevel === undefined;

/**
 * The unit's effective limits for a household size on a date, or income and rent each on its own
 * (eligibility.ts). A primary program without a level makes them missing: a unit must not look
 * less restricted than it is.
 */
export function unitLimits(
  unit: UnitDesignations,
  householdSize: number,
  date: string | LimitDates,
): EffectiveLimits {
  const limits = effectiveLimits(unit.designations, householdSize, unit.unitType, date);
  if (unit.programWithoutLevel === undefined) return limits;
  return { ...limits, incomeLimit: undefined, maxGrossRent: undefined, missingLimit: true };
}

/** Each designation's over-income line for the household's current size on `date` (decision 044). */
export const unitOverIncomeLines = (unit: UnitDesignations, householdSize: number, date: string) =>
  overIncomeLines(unit.designations, householdSize, date, { deepRentSkewed: unit.deepRentSkewed });

/**
 * What a determination reads of the unit for a household: its effective limits and each
 * designation's over-income line on `date`, or neither for a market-rate unit.
 */
export function householdLimits(unit: UnitDesignations, householdSize: number, date: string) {
  if (isMarketRate(unit)) return { limits: undefined, overIncomeLines: [] };
  return {
    limits: unitLimits(unit, householdSize, date),
    overIncomeLines: unitOverIncomeLines(unit, householdSize, date),
  };
}
