import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';

/**
 * The stamps that key the dashboard's figures and the property compliance report (decisions 029,
 * 058) move with every input of the low-income unit rule, in the writing transaction: the
 * household's certifications, the buildings and the HERA special limits as well as the units,
 * occupancies and programs migration 0031 already followed.
 */

const t = useTestApp();
const org = t.org('stamps');
let propertyId: number;
let occupancyId: number;

async function stampOf(property: number): Promise<string | null> {
  const [row] = await t.database.query<{ stamp: string }>(
    'SELECT stamp::text AS stamp FROM dashboard_stamps WHERE organization_id = $1 AND property_id = $2',
    [org.organizationId, property],
  );
  return row?.stamp ?? null;
}

/** Runs `write` and answers whether it moved the stamp of `property` (0: the organization's). */
async function moves(property: number, write: () => Promise<unknown>): Promise<boolean> {
  const before = await stampOf(property);
  await write();
  return (await stampOf(property)) !== before;
}

beforeAll(async () => {
  propertyId = (await create.property(t, org.adminToken)).id;
  const unit = await create.unit(t, org.adminToken, propertyId);
  const tenant = await create.candidate(t, org.adminToken);
  occupancyId = (await create.occupancy(t, org.adminToken, unit.id, tenant.id)).id;
});

describe('the compliance stamps', () => {
  it("move the unit's property when a certification of its household is written, changed or removed", async () => {
    // The occupancy came with its move-in draft; a finalized certification never changes.
    const [draft] = await t.database.query<{ id: number }>(
      "SELECT id FROM income_certifications WHERE organization_id = $1 AND occupancy_id = $2 AND status = 'DRAFT'",
      [org.organizationId, occupancyId],
    );
    expect(draft).toBeDefined();
    expect(
      await moves(propertyId, () =>
        t.database.query('UPDATE income_certifications SET annual_income = 41000 WHERE id = $1', [draft?.id]),
      ),
    ).toBe(true);
    expect(
      await moves(propertyId, () =>
        t.database.query('DELETE FROM income_certifications WHERE id = $1', [draft?.id]),
      ),
    ).toBe(true);
    expect(
      await moves(propertyId, () =>
        t.database.query(
          `INSERT INTO income_certifications (organization_id, occupancy_id, type, effective_date)
           VALUES ($1, $2, 'MOVE_IN', '2025-01-01')`,
          [org.organizationId, occupancyId],
        ),
      ),
    ).toBe(true);
  });

  it('move the property when one of its buildings changes', async () => {
    expect(
      await moves(propertyId, () =>
        t.database.query(
          "UPDATE buildings SET placed_in_service_date = '2010-06-01' WHERE organization_id = $1 AND property_id = $2",
          [org.organizationId, propertyId],
        ),
      ),
    ).toBe(true);
  });

  it("move the organization's stamp when HERA special limits are imported", async () => {
    const program = await create.program(t, org.adminToken);
    expect(
      await moves(0, () =>
        t.database.query(
          `INSERT INTO hera_special_levels (organization_id, program_id, year, percentage, household_size, limit_value)
           VALUES ($1, $2, 2024, 50, 4, 52000)`,
          [org.organizationId, program.id],
        ),
      ),
    ).toBe(true);
  });
});
