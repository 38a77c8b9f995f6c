import type { HeraSpecialLevel } from '@lar/contracts/hud-limits';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { heraSpecialLevels } from '../../db/schema/compliance.ts';
import type { Tenant } from '../../db/tenancy.ts';

/**
 * A program's HERA special income limits of one year (decision 048): replaced as a whole by each
 * MTSP import of that year, since HUD lists an area or does not.
 */
export async function replaceHeraSpecial(
  q: Queryable,
  tenant: Tenant,
  programId: number,
  year: number,
  levels: readonly HeraSpecialLevel[],
): Promise<void> {
  await q
    .delete(heraSpecialLevels)
    .where(
      tenant.where(
        heraSpecialLevels,
        sql`${heraSpecialLevels.programId} = ${programId} AND ${heraSpecialLevels.year} = ${year}`,
      ),
    );
  if (levels.length === 0) return;
  await q.insert(heraSpecialLevels).values(
    levels.map((l) =>
      tenant.values({
        programId,
        year,
        percentage: l.percentage,
        householdSize: l.household_size,
        limitValue: l.limit_value,
      }),
    ),
  );
}
