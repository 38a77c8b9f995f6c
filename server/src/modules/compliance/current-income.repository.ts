import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { incomeCertifications } from '../../db/schema/certifications.ts';
import type { Tenant } from '../../db/tenancy.ts';

/**
 * The current income of occupancies (decision 044): the latest finalized certification by
 * effective date that no finalized correction replaces, as the recertification calendar reads it.
 * An occupancy without one keeps its move-in figures, so it is absent from the answer.
 */
export interface CurrentIncome {
  annualIncome: string;
  householdSize: number;
  /** The certification's effective date. */
  asOf: string;
}

export async function currentIncomes(
  q: Queryable,
  tenant: Tenant,
  occupancyIds: readonly number[],
): Promise<Map<number, CurrentIncome>> {
  const ids = [...new Set(occupancyIds)];
  if (ids.length === 0) return new Map();
  const c = incomeCertifications;
  const rows = await q
    .selectDistinctOn([c.occupancyId], {
      occupancyId: c.occupancyId,
      annualIncome: c.annualIncome,
      householdSize: c.householdSize,
      asOf: c.effectiveDate,
    })
    .from(c)
    .where(
      tenant.where(
        c,
        inArray(c.occupancyId, ids),
        eq(c.status, 'FINALIZED'),
        sql`NOT EXISTS (SELECT 1 FROM income_certifications correction
                         WHERE correction.organization_id = ${c.organizationId}
                           AND correction.supersedes_id = ${c.id} AND correction.status = 'FINALIZED')`,
      ),
    )
    .orderBy(c.occupancyId, desc(c.effectiveDate), desc(c.id));
  return new Map(
    rows.map((r) => [
      r.occupancyId,
      { annualIncome: r.annualIncome, householdSize: r.householdSize, asOf: r.asOf },
    ]),
  );
}
