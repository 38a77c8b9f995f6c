import type { OccupancyValues } from '@lar/contracts/occupancies';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import type { Actor } from '../../lib/actor.ts';

/** At creation, a household size or income not given is the candidate's, as certified at move-in. */
export async function withCandidateHousehold(
  q: Queryable,
  actor: Actor,
  values: OccupancyValues,
): Promise<OccupancyValues> {
  if (values.household_size !== undefined && values.annual_income !== undefined) return values;
  const [candidate] = await q
    .select({ householdSize: candidates.householdSize, income: candidates.income })
    .from(candidates)
    .where(actor.tenant.where(candidates, eq(candidates.id, values.tenant_id)));
  return {
    ...values,
    household_size:
      values.household_size === undefined ? (candidate?.householdSize ?? null) : values.household_size,
    annual_income: values.annual_income === undefined ? (candidate?.income ?? null) : values.annual_income,
  };
}
