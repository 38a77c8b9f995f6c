import type { ProgramLimits } from '@lar/contracts/compliance/api';
import { type Designation, effectiveLimits } from '@lar/contracts/compliance/eligibility';
import type { LimitLevel, LimitTable } from '@lar/contracts/compliance/limits';
import type { Cents } from '@lar/contracts/compliance/money';
import type { GovProgram } from '@lar/contracts/programs';
import type { Unit } from '@lar/contracts/units';

/** A unit's designation as the units table names it: the primary one first. */
export interface UnitDesignation {
  programId: number;
  /** Unknown for a primary program without an AMI level: its limits are missing. */
  amiPercentage: number | null;
  primary: boolean;
}

/** The unit's designations: its program at its AMI level's percentage, then the others. */
export function designationsOf(
  unit: Unit,
  programs: ReadonlyMap<number, GovProgram | undefined>,
): UnitDesignation[] {
  const list: UnitDesignation[] = [];
  if (unit.gov_program_id !== null) {
    const level = programs.get(unit.gov_program_id)?.ami_levels.find((l) => l.id === unit.ami_level_id);
    list.push({ programId: unit.gov_program_id, amiPercentage: level?.percentage ?? null, primary: true });
  }
  for (const d of unit.designations) {
    list.push({ programId: d.program_id, amiPercentage: d.ami_percentage, primary: false });
  }
  return list;
}

/**
 * A program's limits at one AMI % as a table the shared rules read: its published or derived
 * figures become that table's levels, so the rules pick the strictest designation as the server does.
 */
function tableOf(limits: ProgramLimits): LimitTable {
  const levelsOf = (values: Record<string, number | null>, limit_type: LimitLevel['limit_type']) =>
    Object.entries(values).flatMap(([unit_type, value]): LimitLevel[] =>
      value === null
        ? []
        : [{ percentage: limits.ami_percentage, limit_type, unit_type, limit_value: value }],
    );
  return {
    year: Number(limits.effective_date.slice(0, 4)),
    effective_date: limits.effective_date,
    levels: [...levelsOf(limits.rent, 'Rent Limit'), ...levelsOf(limits.income, 'Income Limit')],
  };
}

export interface UnitLimits {
  maxGrossRent: Cents | undefined;
  /** The designation whose maximum gross rent is lowest (decision 044: rent's own binding). */
  binding: { programId: number; amiPercentage: number } | undefined;
  /** Some designation has no limit in effect: the unit's limits cannot be known yet. */
  missingLimit: boolean;
}

/**
 * The unit's effective maximum gross rent on `date` and the designation that binds it, from each
 * designation's limits (null: none in effect; undefined: not loaded yet, then the answer is too).
 */
export function unitLimits(
  unit: Unit,
  designations: readonly UnitDesignation[],
  limitsOf: (d: UnitDesignation) => ProgramLimits | null | undefined,
  date: string,
): UnitLimits | undefined {
  const rules: Designation[] = [];
  for (const d of designations) {
    if (d.amiPercentage === null) return { maxGrossRent: undefined, binding: undefined, missingLimit: true };
    const limits = limitsOf(d);
    if (limits === undefined) return undefined;
    rules.push({
      programId: d.programId,
      programName: '',
      amiPercentage: d.amiPercentage,
      tables: limits === null ? [] : [tableOf(limits)],
    });
  }
  // The household size does not change a rent limit; 1 is as good as any.
  const effective = effectiveLimits(rules, 1, unit.unit_type, date);
  const binding = effective.rentBinding;
  return {
    maxGrossRent: effective.maxGrossRent,
    binding: binding && { programId: binding.programId, amiPercentage: Number(binding.amiPercentage) },
    missingLimit: effective.missingLimit,
  };
}
