import type { DesignationInput } from '@lar/contracts/compliance/api';
import { ComplianceIssue } from '@lar/contracts/compliance/api';
import {
  AVERAGING_DESIGNATION_MESSAGE,
  isAveragingDesignation,
} from '@lar/contracts/compliance/income-averaging';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { amiLevels } from '../../db/schema/programs.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { invalidField } from '../../lib/app-error.ts';
import { homeProgramIds, setAsideElectionOf, unitsOfProperty } from './property-compliance.repository.ts';

/**
 * Under the average income election a unit's income designations are 20, 30, ... 80 % of AMI
 * (IRC 42(g)(1)(C)(ii)(II), decision 041). HOME designations are HOME's own and are not averaged.
 * The units module asks before writing a unit, the properties module before switching a property
 * to the election: a refusal is a 400 that changes nothing.
 */

/** A unit's designations as its write gives them, with the building it is saved in. */
export interface UnitDesignationValues {
  property_id: number;
  building_id: number;
  gov_program_id: number | null;
  ami_level_id: number | null;
  designations?: readonly DesignationInput[] | undefined;
}

/** The building's own election (decision 057), else its property's: the one its units are tested under. */
async function electionOfUnit(q: Queryable, tenant: Tenant, unit: UnitDesignationValues) {
  const [building] = await q
    .select({ election: buildings.set_aside_election })
    .from(buildings)
    .where(tenant.where(buildings, eq(buildings.id, unit.building_id)));
  return building?.election ?? (await setAsideElectionOf(q, tenant, unit.property_id));
}

/** Refuses a designation outside the steps for a unit tested under the AVERAGE_INCOME election. */
export async function checkAveragingDesignations(
  q: Queryable,
  tenant: Tenant,
  unit: UnitDesignationValues,
): Promise<void> {
  if ((await electionOfUnit(q, tenant, unit)) !== 'AVERAGE_INCOME') return;
  const designations = unit.designations ?? [];
  const programIds = [
    ...(unit.gov_program_id === null ? [] : [unit.gov_program_id]),
    ...designations.map((d) => d.program_id),
  ];
  const home = await homeProgramIds(q, tenant, programIds);
  if (unit.ami_level_id !== null && unit.gov_program_id !== null && !home.has(unit.gov_program_id)) {
    const [level] = await q
      .select({ percentage: amiLevels.percentage })
      .from(amiLevels)
      .where(tenant.where(amiLevels, eq(amiLevels.id, unit.ami_level_id)));
    if (level && !isAveragingDesignation(level.percentage)) {
      throw invalidField(
        'ami_level_id',
        ComplianceIssue.AVERAGING_DESIGNATION,
        AVERAGING_DESIGNATION_MESSAGE,
      );
    }
  }
  for (const [index, d] of designations.entries()) {
    if (!home.has(d.program_id) && !isAveragingDesignation(d.ami_percentage)) {
      throw invalidField(
        `designations.${index}.ami_percentage`,
        ComplianceIssue.AVERAGING_DESIGNATION,
        AVERAGING_DESIGNATION_MESSAGE,
      );
    }
  }
}

/**
 * Refuses a switch to AVERAGE_INCOME while a unit it would test has a designation outside the
 * steps: a property's switch tests the units of its buildings without an election of their own, a
 * building's (`buildingId`) the units in it (decision 057).
 */
export async function checkAveragingElection(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
  buildingId?: number,
): Promise<void> {
  const rows = (await unitsOfProperty(q, tenant, propertyId)).filter((r) =>
    buildingId === undefined ? r.buildingElection === null : r.buildingId === buildingId,
  );
  const programIds = [
    ...new Set(
      rows.flatMap((r) => [...(r.programId === null ? [] : [r.programId]), ...r.extras.map(([id]) => id)]),
    ),
  ];
  const home = await homeProgramIds(q, tenant, programIds);
  const refused = rows.filter((r) => {
    const own = [
      ...(r.programId === null || r.levelPercentage === null
        ? []
        : [[r.programId, r.levelPercentage] as const]),
      ...r.extras,
    ];
    return own.some(([programId, percentage]) => !home.has(programId) && !isAveragingDesignation(percentage));
  });
  if (refused.length === 0) return;
  const names = refused.map((r) => r.unitNumber ?? `#${r.id}`).join(', ');
  throw invalidField(
    'set_aside_election',
    ComplianceIssue.AVERAGING_DESIGNATION,
    `${AVERAGING_DESIGNATION_MESSAGE}; change the designation of unit ${names} first`,
  );
}
