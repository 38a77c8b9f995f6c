import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import { createCandidate, createOccupancy, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('term');
let propertyId: number;

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken, 'Maple Court')).id;
});

type Occ = {
  id: number;
  status: string;
  end_date: string | null;
  end_reason: string | null;
  end_reason_details: string | null;
  version: number;
};
type Problem = { errors: Array<{ field: string; code: string }> };

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(org.adminToken), ...(payload ? { payload } : {}) });

async function placement(extra: Record<string, unknown> = {}) {
  const unit = await createUnit(t, org.adminToken, propertyId);
  const tenant = await createCandidate(t, org.adminToken);
  return createOccupancy(t, org.adminToken, unit.id, tenant.id, { start_date: '2025-01-10', ...extra });
}

describe('terminate with a move-out date and a reason', () => {
  it('stores the date and the reason, answers them, and reactivate clears them', async () => {
    const occ = await placement();
    const ended = await post(`/api/occupancies/${occ.id}/terminate`, {
      end_date: '2025-08-31',
      end_reason: 'lease_ended',
      version: occ.version,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json<Occ>(ended)).toMatchObject({
      status: 'ENDED',
      end_date: '2025-08-31',
      end_reason: 'lease_ended',
      end_reason_details: null,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/occupancies/${occ.id}`,
      headers: bearer(org.adminToken),
    });
    expect(json<Occ>(read).end_reason).toBe('lease_ended');

    const again = await post(`/api/occupancies/${occ.id}/reactivate`, {});
    expect(json<Occ>(again)).toMatchObject({ status: 'ACTIVE', end_date: null, end_reason: null });
  });

  it('"other" keeps its words and is refused without them', async () => {
    const occ = await placement();
    const bare = await post(`/api/occupancies/${occ.id}/terminate`, { end_reason: 'other' });
    expect(bare.statusCode).toBe(400);
    expect(json<Problem>(bare).errors).toContainEqual(
      expect.objectContaining({ field: 'end_reason_details', code: 'end_reason_details_required' }),
    );
    const unknown = await post(`/api/occupancies/${occ.id}/terminate`, { end_reason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    expect(json<Problem>(unknown).errors[0]?.field).toBe('end_reason');
    const [row] = await t.database.query<{ status: string }>('SELECT status FROM occupancies WHERE id = $1', [
      occ.id,
    ]);
    expect(row?.status).toBe('ACTIVE');

    const ok = await post(`/api/occupancies/${occ.id}/terminate`, {
      end_reason: 'other',
      end_reason_details: 'Moved in with family',
    });
    expect(json<Occ>(ok)).toMatchObject({
      end_date: todayIn(t.config.timeZone),
      end_reason: 'other',
      end_reason_details: 'Moved in with family',
    });
  });

  it('ends an ACTIVE occupancy that has a planned end date, on the date given', async () => {
    const occ = await placement({ end_date: '2099-12-31' });
    expect(occ.status).toBe('ACTIVE');
    const ended = await post(`/api/occupancies/${occ.id}/terminate`, {
      end_date: '2025-03-15',
      end_reason: 'transfer',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json<Occ>(ended)).toMatchObject({
      status: 'ENDED',
      end_date: '2025-03-15',
      end_reason: 'transfer',
    });
  });

  it('refuses a move-out date before the start date with a field issue', async () => {
    const occ = await placement();
    const early = await post(`/api/occupancies/${occ.id}/terminate`, {
      end_date: '2025-01-09',
      end_reason: 'moved_out',
    });
    expect(early.statusCode).toBe(400);
    expect(json<Problem>(early).errors[0]).toMatchObject({ field: 'end_date', code: 'end_before_start' });
  });
});

describe("the occupancy form's dates", () => {
  it('answers 400 with a field issue for an end date before the start date', async () => {
    const unit = await createUnit(t, org.adminToken, propertyId);
    const tenant = await createCandidate(t, org.adminToken);
    const res = await post('/api/occupancies', {
      unit_id: unit.id,
      tenant_id: tenant.id,
      rent_amount: 1000,
      start_date: '2025-05-01',
      end_date: '2025-04-30',
    });
    expect(res.statusCode).toBe(400);
    expect(json<Problem>(res).errors).toContainEqual(
      expect.objectContaining({ field: 'end_date', code: 'end_before_start' }),
    );
  });
});

describe('reactivate only what has ended', () => {
  const read = async (id: number) =>
    json<Occ>(
      await t.app.inject({ method: 'GET', url: `/api/occupancies/${id}`, headers: bearer(org.adminToken) }),
    );

  it('refuses an ACTIVE occupancy with a planned move-out with 409 and keeps its move-out', async () => {
    const planned = '2099-06-30';
    const occ = await placement({ end_date: planned });
    const before = await read(occ.id);
    expect(before).toMatchObject({ status: 'ACTIVE', end_date: planned });

    const refused = await post(`/api/occupancies/${occ.id}/reactivate`, { version: before.version });
    expect(refused.statusCode, refused.body).toBe(409);
    const problem = json<Problem & { detail: string }>(refused);
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'status', code: 'not_ended' })]);
    expect(problem.detail).toContain(planned);

    const after = await read(occ.id);
    expect(after).toMatchObject({ status: 'ACTIVE', end_date: planned, version: before.version });
  });

  it('refuses an ACTIVE occupancy without an end date as already active', async () => {
    const occ = await placement();
    const refused = await post(`/api/occupancies/${occ.id}/reactivate`, {});
    expect(refused.statusCode).toBe(409);
    expect(json<Problem>(refused).errors[0]).toMatchObject({ field: 'status', code: 'already_active' });
    expect((await read(occ.id)).version).toBe(occ.version);
  });
});
