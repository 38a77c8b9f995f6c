import type { DesignationInput } from '@lar/contracts/compliance/api';
import { ComplianceIssue } from '@lar/contracts/compliance/api';
import {
  AVERAGING_DESIGNATION_MESSAGE,
  isAveragingDesignation,
} from '@lar/contracts/compliance/income-averaging';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
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

/** A unit's designations as its write gives them. */
export interface UnitDesignationValues {
  property_id: number;
  gov_program_id: number | null;
  ami_level_id: number | null;
  designations?: readonly DesignationInput[] | undefined;
}

/** Refuses a designation outside the steps for a unit of an AVERAGE_INCOME property. */
export async function checkAveragingDesignations(
  q: Queryable,
  tenant: Tenant,
  unit: UnitDesignationValues,
): Promise<void> {
  if ((await setAsideElectionOf(q, tenant, unit.property_id)) !== 'AVERAGE_INCOME') return;
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

/** Refuses the switch of a property to AVERAGE_INCOME while one of its units has such a designation. */
export async function checkAveragingElection(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<void> {
  const rows = await unitsOfProperty(q, tenant, propertyId);
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
