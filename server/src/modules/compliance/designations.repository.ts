import { ComplianceIssue, type DesignationInput } from '@lar/contracts/compliance/api';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { unitDesignations } from '../../db/schema/compliance.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { invalidField } from '../../lib/app-error.ts';
import { JsonText, jsonNumber, jsonObject } from '../../lib/json-rows.ts';
import { amongIds, preparedRecord } from '../../lib/prepared-queries.ts';

/** A unit's extra designations, beside its primary program and level (migration 0022). */

/**
 * The unit's designations as a JSON array in the order they were given, for the unit's answer.
 * Read from the `units` row of the caller's select.
 */
export const designationsJson = new JsonText(sql`coalesce((
  SELECT '[' || string_agg(${jsonObject({ program_id: unitDesignations.programId, ami_percentage: jsonNumber(unitDesignations.amiPercentage) }).text}, ',' ORDER BY ${unitDesignations.id}) || ']'
    FROM ${unitDesignations}
   WHERE ${unitDesignations.organizationId} = ${sql`${units}.${sql.identifier(units.organizationId.name)}`}
     AND ${unitDesignations.unitId} = ${sql`${units}.${sql.identifier(units.id.name)}`}), '[]')`);

/**
 * Every designation must name one of the caller's programs, other than the unit's primary program
 * (whose AMI % is its level's): a program binds a unit at one AMI %.
 */
export async function checkDesignations(
  q: Queryable,
  tenant: Tenant,
  primaryProgramId: number | null,
  designations: readonly DesignationInput[],
): Promise<void> {
  if (designations.length === 0) return;
  const ids = designations.map((d) => d.program_id);
  const found = await q
    .select({ id: govPrograms.id })
    .from(govPrograms)
    .where(tenant.where(govPrograms, inArray(govPrograms.id, ids)));
  const known = new Set(found.map((row) => row.id));
  for (const [index, designation] of designations.entries()) {
    if (!known.has(designation.program_id)) {
      throw invalidField(`designations.${index}.program_id`, 'not_found', 'Choose one of your programs');
    }
    if (designation.program_id === primaryProgramId) {
      throw invalidField(
        `designations.${index}.program_id`,
        ComplianceIssue.PRIMARY_PROGRAM,
        "The unit's own program is designated by its AMI level; choose another program here",
      );
    }
  }
}

/** Replaces the unit's designations with `designations`; the caller holds the unit's row. */
export async function replaceDesignations(
  q: Queryable,
  tenant: Tenant,
  unitId: number,
  designations: readonly DesignationInput[],
): Promise<void> {
  await q.delete(unitDesignations).where(tenant.where(unitDesignations, eq(unitDesignations.unitId, unitId)));
  if (designations.length === 0) return;
  await q
    .insert(unitDesignations)
    .values(
      designations.map((d) =>
        tenant.values({ unitId, programId: d.program_id, amiPercentage: d.ami_percentage.toFixed(2) }),
      ),
    );
}

/**
 * The designations of these units (each with its unit's id), in the order they were given: one
 * statement per organization, prepared by name, as the report reads them for every page.
 */
export function designationsOfUnits(q: Queryable, tenant: Tenant, unitIds: readonly number[]) {
  const statement = preparedRecord(q, 'compliance.unit_designations', tenant.organizationId, (name) =>
    q
      .select({
        unitId: unitDesignations.unitId,
        programId: unitDesignations.programId,
        programName: govPrograms.name,
        amiPercentage: unitDesignations.amiPercentage,
      })
      .from(unitDesignations)
      .innerJoin(govPrograms, referencedRow(govPrograms, unitDesignations.programId, unitDesignations))
      .where(tenant.where(unitDesignations, amongIds(unitDesignations.unitId, 'ids')))
      .orderBy(unitDesignations.id)
      .prepare(name),
  );
  return statement.execute({ ids: [...unitIds] });
}
