import type { Row } from './bulk.ts';
import { insertCertifications } from './certifications.ts';
import type { SeedContext } from './context.ts';
import { Random } from './random.ts';

/**
 * What HUD's tenant data file needs of the data set (issue 39, decision 071), so that the file of
 * the whole portfolio can be written and measured (`npm run bench`): every building a BIN, and a
 * signed certification for every household in place on December 31 of the file's year and of the
 * year before (the comparison reads both). The ACTIVE households have theirs (certifications.ts);
 * the ENDED ones in place then get their move-in certification here, the tenant alone.
 */
export const TENANT_DATA_YEARS = [2024, 2025] as const;

/** Their own random stream, so every row the seed made before keeps its values. */
const tenantDataRandom = (organizationId: number) => new Random(20_261_129 + organizationId);

export async function seedTenantDataFacts(ctx: SeedContext): Promise<number> {
  // A BIN as on Form 8609: the state, the allocation year's last two digits and a number.
  await ctx.session.query(
    `UPDATE buildings b
        SET bin = p.state || '-' || lpad((coalesce(b.first_credit_year, 2019) % 100)::text, 2, '0')
                  || '-' || lpad(b.id::text, 5, '0')
       FROM properties p
      WHERE p.id = b.property_id AND b.organization_id = $1 AND b.bin IS NULL`,
    [ctx.organizationId],
  );
  const first = `${TENANT_DATA_YEARS[0]}-12-31`;
  const last = `${TENANT_DATA_YEARS[TENANT_DATA_YEARS.length - 1]}-12-31`;
  const ended = await ctx.session.query<{ id: number; start: string; rent: string; name: string }>(
    `SELECT o.id, o.start_date::text AS start, o.rent_amount::text AS rent, c.full_name AS name
       FROM occupancies o JOIN candidates c ON c.id = o.tenant_id
      WHERE o.organization_id = $1 AND o.status = 'ENDED' AND o.start_date <= $2 AND o.end_date > $3
      ORDER BY o.id`,
    [ctx.organizationId, last, first],
  );
  const random = tenantDataRandom(ctx.organizationId);
  let nextId = ctx.ids.take('income_certifications', ended.length);
  const rows: Row[] = ended.map((o) => {
    const signed = `${o.start}T15:00:00Z`;
    return {
      id: nextId++,
      organization_id: ctx.organizationId,
      occupancy_id: o.id,
      type: 'MOVE_IN',
      status: 'FINALIZED',
      effective_date: o.start,
      members: o.name,
      tenant_rent: o.rent,
      household_size: 1,
      annual_income: random.money(18_000, 42_000),
      qualified: null,
      over_income: false,
      // No limit kept for these past households: the determination says so (no designation).
      determination: '{"l":null,"e":null,"d":[],"b":null}',
      finalized_at: signed,
      finalized_by: 'seed',
      created_at: signed,
    };
  });
  await insertCertifications(ctx, rows);
  return rows.length;
}
