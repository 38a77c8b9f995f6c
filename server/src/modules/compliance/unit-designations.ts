import {
  type Designation,
  type EffectiveLimits,
  effectiveLimits,
} from '@lar/contracts/compliance/eligibility';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { amiLevels } from '../../db/schema/programs.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { designationsOf } from './designations.ts';
import { programTables } from './limit-tables.ts';

/** A unit as the checks see it: its type, property and every program it is designated for. */
export interface UnitDesignations {
  unitId: number;
  propertyId: number;
  unitType: string;
  /** Complete designations: a program at an AMI %, with the program's tables. */
  designations: Designation[];
  /**
   * The unit's primary program when it has no AMI level: designated, but at an AMI % nobody has
   * said, so its limits are missing rather than absent.
   */
  programWithoutLevel: { programId: number; programName: string } | undefined;
}

/** The unit's designations (primary program and level first, then the extra ones), or undefined. */
export async function unitDesignations(
  q: Queryable,
  tenant: Tenant,
  unitId: number,
): Promise<UnitDesignations | undefined> {
  const [unit] = await q
    .select({
      propertyId: units.propertyId,
      unitType: units.unitType,
      programId: units.govProgramId,
      levelPercentage: amiLevels.percentage,
    })
    .from(units)
    .leftJoin(amiLevels, referencedRow(amiLevels, units.amiLevelId, units))
    .where(tenant.where(units, eq(units.id, unitId)));
  if (!unit) return undefined;
  const extras = await designationsOf(q, tenant, unitId);
  const programIds = [
    ...(unit.programId === null ? [] : [unit.programId]),
    ...extras.map((d) => d.programId),
  ];
  const tables = await programTables(q, tenant, programIds);
  const designations: Designation[] = [];
  let programWithoutLevel: UnitDesignations['programWithoutLevel'];
  if (unit.programId !== null) {
    const program = tables.get(unit.programId);
    const programName = program?.programName ?? '';
    if (unit.levelPercentage === null) programWithoutLevel = { programId: unit.programId, programName };
    else
      designations.push({
        programId: unit.programId,
        programName,
        amiPercentage: unit.levelPercentage,
        tables: program?.tables ?? [],
      });
  }
  for (const extra of extras) {
    designations.push({
      programId: extra.programId,
      programName: extra.programName,
      amiPercentage: extra.amiPercentage,
      tables: tables.get(extra.programId)?.tables ?? [],
    });
  }
  return { unitId, propertyId: unit.propertyId, unitType: unit.unitType, designations, programWithoutLevel };
}

/** A unit with no designation and no program is market-rate: no limit applies to it. */
export const isMarketRate = (unit: UnitDesignations) =>
  unit.designations.length === 0 && unit.programWithoutLevel === undefined;

/**
 * The unit's effective limits for a household size on a date (eligibility.ts). A primary program
 * without a level makes them missing: a unit must not look less restricted than it is.
 */
export function unitLimits(unit: UnitDesignations, householdSize: number, date: string): EffectiveLimits {
  const limits = effectiveLimits(unit.designations, householdSize, unit.unitType, date);
  if (unit.programWithoutLevel === undefined) return limits;
  return { ...limits, incomeLimit: undefined, maxGrossRent: undefined, missingLimit: true };
}
