import type { ProgramAssetRule } from '@lar/contracts/compliance/asset-rules';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { UnitDesignations } from './unit-designations.repository.ts';

/** The ids of every program a unit is designated under, its primary program first. */
export function programIdsOf(unit: UnitDesignations): number[] {
  const ids = unit.designations.map((d) => d.programId);
  if (unit.programWithoutLevel !== undefined) ids.unshift(unit.programWithoutLevel.programId);
  return [...new Set(ids)];
}

/** The asset rule each of these programs' agencies follows (decision 046). */
export async function programAssetRules(
  q: Queryable,
  tenant: Tenant,
  programIds: readonly number[],
): Promise<ProgramAssetRule[]> {
  if (programIds.length === 0) return [];
  const rows = await q
    .select({ assetRule: govPrograms.assetRule, hotmaEffectiveDate: govPrograms.hotmaEffectiveDate })
    .from(govPrograms)
    .where(tenant.where(govPrograms, inArray(govPrograms.id, [...programIds])));
  return rows;
}
