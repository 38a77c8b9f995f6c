import { describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, type TestOrg } from '../helpers/test-app.ts';

const { t, org: first, other: second } = useTwoOrgs('countsfirst', 'countssecond');

/**
 * The occupancy list's totals come from counts kept by triggers (migration 0007), and the units'
 * `taken` mark the eligible-units search reads from triggers on the same changes (migration 0027).
 */

async function place(org: TestOrg, count: number, extra: Record<string, unknown> = {}) {
  const property = await create.property(t, org.adminToken);
  const placed: Array<{ id: number; version: number }> = [];
  for (let i = 0; i < count; i++) {
    const unit = await create.unit(t, org.adminToken, property.id);
    const tenant = await create.candidate(t, org.adminToken);
    placed.push(await create.occupancy(t, org.adminToken, unit.id, tenant.id, extra));
  }
  return placed;
}

async function totalOf(org: TestOrg, query: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/occupancies?${query}`, headers: bearer(org.adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
}

async function totals(org: TestOrg) {
  return {
    all: await totalOf(org, ''),
    ACTIVE: await totalOf(org, 'status=ACTIVE'),
    PENDING: await totalOf(org, 'status=PENDING'),
    ENDED: await totalOf(org, 'status=ENDED'),
  };
}

/** The trigger-kept counts must equal counting the rows themselves, for every organization. */
async function expectCountsMatchRows() {
  const kept = await t.database.query<{ organization_id: number; status: string; n: number }>(
    'SELECT organization_id, status, n::int AS n FROM occupancy_counts WHERE n <> 0 ORDER BY 1, 2',
  );
  const counted = await t.database.query<{ organization_id: number; status: string; n: number }>(
    'SELECT organization_id, status, count(*)::int AS n FROM occupancies GROUP BY 1, 2 ORDER BY 1, 2',
  );
  expect(kept).toEqual(counted);
}

/** Each unit's `taken` mark (migration 0027) must say whether an ACTIVE or PENDING occupancy holds it. */
async function expectTakenMatchesRows() {
  const wrong = await t.database.query<{ id: number; taken: boolean }>(
    `SELECT u.id, u.taken FROM units u
      WHERE u.taken IS DISTINCT FROM EXISTS (
            SELECT 1 FROM occupancies o
             WHERE o.organization_id = u.organization_id AND o.unit_id = u.id AND o.status IN ('ACTIVE', 'PENDING'))`,
  );
  expect(wrong).toEqual([]);
  const [{ taken } = { taken: 0 }] = await t.database.query<{ taken: number }>(
    'SELECT count(*)::int AS taken FROM units WHERE taken',
  );
  return taken;
}

const post = (org: TestOrg, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(org.adminToken), payload });

describe('occupancy totals kept by triggers', () => {
  it('follow placements, status changes and terminations, per organization', async () => {
    const active = await place(first, 3);
    await place(first, 1, { status: 'PENDING' });
    await place(second, 2);
    expect(await totals(first)).toEqual({ all: 4, ACTIVE: 3, PENDING: 1, ENDED: 0 });
    expect(await totals(second)).toEqual({ all: 2, ACTIVE: 2, PENDING: 0, ENDED: 0 });

    const [one, two] = active;
    if (!one || !two) throw new Error('placements missing');
    expect((await post(first, `/api/occupancies/${one.id}/terminate`, {})).statusCode).toBe(200);
    const ended = await post(first, `/api/occupancies/${two.id}/terminate`, { end_date: '2026-01-31' });
    expect(ended.statusCode).toBe(200);
    expect(await totals(first)).toEqual({ all: 4, ACTIVE: 1, PENDING: 1, ENDED: 2 });

    const back = await post(first, `/api/occupancies/${one.id}/reactivate`, { version: one.version + 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await totals(first)).toEqual({ all: 4, ACTIVE: 2, PENDING: 1, ENDED: 1 });
    expect(await totals(second)).toEqual({ all: 2, ACTIVE: 2, PENDING: 0, ENDED: 0 });
    await expectCountsMatchRows();
    // Two ACTIVE and one PENDING in the first organization, two ACTIVE in the second.
    expect(await expectTakenMatchesRows()).toBe(5);
    await t.database.query('DELETE FROM occupancies WHERE id = $1', [one.id]);
    expect(await expectTakenMatchesRows()).toBe(4);
  });

  it('stay exact when the same rows change status concurrently', async () => {
    const placed = await place(second, 6);
    // Terminations and reactivations of the same rows at once: each either applies or is refused
    // as a version conflict, never a deadlock or a server error.
    const terminations = placed.map((o) => post(second, `/api/occupancies/${o.id}/terminate`, {}));
    const reactivations = placed.map((o) =>
      post(second, `/api/occupancies/${o.id}/reactivate`, { version: o.version + 1 }),
    );
    const results = await Promise.all([...terminations, ...reactivations]);
    for (const res of results) expect([200, 409], res.body).toContain(res.statusCode);
    await expectCountsMatchRows();
    await expectTakenMatchesRows();
    const all = await totals(second);
    expect(all.all).toBe(8);
    expect(all.ACTIVE + all.ENDED + all.PENDING).toBe(8);
  });

  it('are rebuilt when occupancies are emptied and filled in bulk', async () => {
    // CASCADE: income certifications and notices name their occupancy.
    await t.database.query('TRUNCATE occupancies CASCADE');
    expect(await totals(first)).toEqual({ all: 0, ACTIVE: 0, PENDING: 0, ENDED: 0 });
    expect(await expectTakenMatchesRows()).toBe(0);
    await place(first, 2);
    expect(await totals(first)).toEqual({ all: 2, ACTIVE: 2, PENDING: 0, ENDED: 0 });
    await expectCountsMatchRows();
    expect(await expectTakenMatchesRows()).toBe(2);
  });
});
