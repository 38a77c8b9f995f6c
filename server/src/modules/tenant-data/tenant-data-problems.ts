import {
  TENANT_DATA_PROBLEMS_LISTED,
  type TenantDataProblem,
  type TenantDataProblemCode,
  UNIT_NUMBER_MAX,
  UNIT_NUMBER_PATTERN,
} from '@lar/contracts/tenant-data';
import type { CertificationRow, HouseholdRow, UnitRow } from './tenant-data.repository.ts';

/** The checks that block the tenant data file (decision 071), unit by unit. */

/** One unit as of December 31: its household, the certification in force and the newest one. */
export interface FileUnit {
  unit: UnitRow;
  household: HouseholdRow | null;
  /** The newest finalized (signed) certification effective by the day. */
  inForce: CertificationRow | null;
  /** The newest certification effective by the day, signed or not. */
  newest: CertificationRow | null;
  qualificationDate: string | null;
}

/** The problems of one unit that block the file, each on the record and field that fix it. */
export function problemsOf(u: FileUnit): TenantDataProblem[] {
  const { unit } = u;
  const at = {
    property_id: unit.propertyId,
    unit_id: unit.unitId,
    unit_number: unit.unitNumber,
    building_id: unit.buildingId,
    occupancy_id: u.household?.occupancyId ?? null,
  };
  const problems: TenantDataProblem[] = [];
  if (!unit.bin)
    problems.push({
      ...at,
      code: 'BIN_MISSING',
      record: 'building',
      record_id: unit.buildingId,
      field: 'bin',
    });
  const number = unit.unitNumber?.trim() ?? '';
  if (number === '')
    problems.push({
      ...at,
      code: 'UNIT_NUMBER_MISSING',
      record: 'unit',
      record_id: unit.unitId,
      field: 'unit_number',
    });
  else if (number.length > UNIT_NUMBER_MAX)
    problems.push({
      ...at,
      code: 'UNIT_NUMBER_TOO_LONG',
      record: 'unit',
      record_id: unit.unitId,
      field: 'unit_number',
    });
  else if (!UNIT_NUMBER_PATTERN.test(number))
    problems.push({
      ...at,
      code: 'UNIT_NUMBER_CHARACTERS',
      record: 'unit',
      record_id: unit.unitId,
      field: 'unit_number',
    });
  if (u.household !== null) {
    if (u.newest === null)
      problems.push({
        ...at,
        code: 'CERTIFICATION_MISSING',
        record: 'occupancy',
        record_id: u.household.occupancyId,
        field: 'certification',
      });
    else if (u.inForce === null)
      problems.push({
        ...at,
        code: 'CERTIFICATION_UNSIGNED',
        record: 'certification',
        record_id: u.newest.id,
        field: 'status',
      });
    if (u.inForce !== null)
      u.inForce.members.forEach((m, i) => {
        if (m.birth_date === null && u.inForce)
          problems.push({
            ...at,
            code: 'MEMBER_BIRTH_DATE_MISSING',
            record: 'certification',
            record_id: u.inForce.id,
            field: `members.${i}.birth_date`,
          });
      });
  }
  return problems;
}

/** A value HUD's element rules refuse, on the building or the unit that holds it. */
export function elementProblem(u: FileUnit, element: string): TenantDataProblem {
  const onBuilding = element.startsWith('DevelopmentData.');
  return {
    code: 'ELEMENT_INVALID',
    property_id: u.unit.propertyId,
    unit_id: u.unit.unitId,
    unit_number: u.unit.unitNumber,
    building_id: u.unit.buildingId,
    occupancy_id: u.household?.occupancyId ?? null,
    record: onBuilding ? 'building' : 'unit',
    record_id: onBuilding ? u.unit.buildingId : u.unit.unitId,
    field: element,
  };
}

/** Every problem counted, by kind too, and the first `TENANT_DATA_PROBLEMS_LISTED` kept to list. */
export class ProblemTally {
  private count = 0;
  private readonly counts: Partial<Record<TenantDataProblemCode, number>> = {};
  private readonly listed: TenantDataProblem[] = [];

  add(problems: readonly TenantDataProblem[]): void {
    for (const p of problems) {
      this.count++;
      this.counts[p.code] = (this.counts[p.code] ?? 0) + 1;
      if (this.listed.length < TENANT_DATA_PROBLEMS_LISTED) this.listed.push(p);
    }
  }

  answer() {
    return { problem_count: this.count, problem_counts: this.counts, problems: this.listed };
  }
}
