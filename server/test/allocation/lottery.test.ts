import { createHmac } from 'node:crypto';
import type { LotteryRun, LotteryState, WaitlistEntry } from '@lar/contracts/allocation';
import { exportHeader } from '@lar/contracts/exports';
import { LOTTERY_ALGORITHM, lotteryOrder } from '@lar/contracts/lottery';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import { insertApplication } from '../applications/application-fixtures.ts';
import { csvRecords, download } from '../exports/export-helpers.ts';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, expectNotFound, expectRefused, json, sendAs } from '../helpers/test-app.ts';

/**
 * A listing's lottery (decision 033): run once after the deadline over the listing's SUBMITTED and
 * WAITLISTED applications, with a seed that re-runs the documented shuffle to the same order.
 */
const { t, org, other } = useTwoOrgs('lottery');

/** The test's own HMAC, so the stored order is checked by a second hand, not the server's. */
const hmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha256', key).update(message).digest();

async function listedUnit(deadline: string | null) {
  const property = await createProperty(t, org.adminToken);
  const unit = await createUnit(t, org.adminToken, property.id);
  const res = await sendAs(t, org.adminToken, 'PUT', `/api/units/${unit.id}/listing`, {
    listed: true,
    asking_rent: '1200.00',
    application_deadline: deadline,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(json(res).application_deadline).toBe(deadline);
  return { propertyId: property.id, unitId: unit.id };
}

const runLottery = (unitId: number, token = org.adminToken) =>
  sendAs(t, token, 'POST', `/api/listings/${unitId}/lottery`);

describe('the pure lottery (contracts/src/lottery.ts)', () => {
  const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
  const ids = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];

  it('gives the known answer for a fixed seed and ids, so a change of algorithm fails here', () => {
    expect(LOTTERY_ALGORITHM).toBe('fisher-yates/hmac-sha256/u32-rejection/v1');
    expect(lotteryOrder(seed, ids, hmac)).toEqual([106, 107, 109, 105, 108, 103, 101, 110, 102, 104]);
  });

  it('takes the entries in id order whatever order they come in, and another seed orders them otherwise', () => {
    expect(lotteryOrder(seed, [...ids].reverse(), hmac)).toEqual(lotteryOrder(seed, ids, hmac));
    expect(lotteryOrder('ff'.repeat(32), ids, hmac)).not.toEqual(lotteryOrder(seed, ids, hmac));
    expect(lotteryOrder(seed, [], hmac)).toEqual([]);
    expect(lotteryOrder(seed, [7], hmac)).toEqual([7]);
    expect(() => lotteryOrder(seed, [1, 1], hmac)).toThrow();
    expect(() => lotteryOrder('XYZ', ids, hmac)).toThrow();
  });

  it('puts each entry first about equally often (no bias from the index draw)', () => {
    const firsts = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      const s = i.toString(16).padStart(64, '0');
      const first = lotteryOrder(s, [1, 2, 3], hmac)[0] as number;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const id of [1, 2, 3]) expect(firsts.get(id) ?? 0).toBeGreaterThan(150);
  });
});

describe('running a listing lottery', () => {
  it('ranks the SUBMITTED and WAITLISTED applications, stores the seed, and re-runs to the same order', async () => {
    const { propertyId, unitId } = await listedUnit('2020-01-31');
    const entries = [];
    for (const status of ['SUBMITTED', 'WAITLISTED', 'SUBMITTED', 'WAITLISTED', 'SUBMITTED'] as const)
      entries.push(await insertApplication(t, org.organizationId, { propertyId, unitId, status }));
    const declined = await insertApplication(t, org.organizationId, {
      propertyId,
      unitId,
      status: 'DECLINED',
    });
    const otherUnit = await createUnit(t, org.adminToken, propertyId);
    const elsewhere = await insertApplication(t, org.organizationId, { propertyId, unitId: otherUnit.id });

    // The deadline is shown on the public listing too (this organization is the site's).
    const publicListing = await t.app.inject({ method: 'GET', url: `/api/public/listings/${unitId}` });
    expect(publicListing.statusCode, publicListing.body).toBe(200);
    expect(
      json<{ unit: { application_deadline: string | null } }>(publicListing).unit.application_deadline,
    ).toBe('2020-01-31');

    const before = json<LotteryState>(
      await sendAs(t, org.adminToken, 'GET', `/api/listings/${unitId}/lottery`),
    );
    expect(before).toMatchObject({
      entries: 5,
      blocked_by: null,
      run: null,
      application_deadline: '2020-01-31',
    });

    const res = await runLottery(unitId);
    expect(res.statusCode, res.body).toBe(201);
    const run = json<LotteryRun>(res);
    expect(run.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(run.algorithm).toBe(LOTTERY_ALGORITHM);
    expect(run.entry_ids).toEqual(entries.map((e) => e.id));
    // Anyone with the seed and the entries gets the stored order.
    expect(run.ranked_ids).toEqual(lotteryOrder(run.seed, run.entry_ids, hmac));
    expect(run.ranks.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const references = new Map(entries.map((e) => [e.id, e.reference]));
    expect(run.ranks.map((r) => r.reference)).toEqual(run.ranked_ids.map((id) => references.get(id)));

    const [stored] = await t.database.query<{ seed: string; entry_ids: number[]; ranked_ids: number[] }>(
      'SELECT seed, entry_ids, ranked_ids FROM lottery_runs WHERE organization_id = $1 AND unit_id = $2',
      [org.organizationId, unitId],
    );
    expect(stored?.seed).toBe(run.seed);
    expect(lotteryOrder(stored?.seed as string, (stored?.entry_ids ?? []).map(Number), hmac)).toEqual(
      (stored?.ranked_ids ?? []).map(Number),
    );
    const ranks = await t.database.query<{ id: number; lottery_rank: number | null }>(
      'SELECT id, lottery_rank FROM applications WHERE organization_id = $1 ORDER BY id',
      [org.organizationId],
    );
    const rankOf = new Map(ranks.map((r) => [Number(r.id), r.lottery_rank]));
    expect(run.ranked_ids.map((id) => rankOf.get(id))).toEqual(run.ranked_ids.map((_, i) => i + 1));
    expect(rankOf.get(declined.id)).toBeNull();
    expect(rankOf.get(elsewhere.id)).toBeNull();

    const audit = await t.database.query<{ after: { seed: string }; actor_username: string }>(
      `SELECT after, actor_username FROM audit_log WHERE organization_id = $1 AND entity = 'lottery_run'`,
      [org.organizationId],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after.seed).toBe(run.seed);
    expect(audit[0]?.actor_username).toBe(org.adminUsername);

    const read = json<LotteryState>(
      await sendAs(t, org.adminToken, 'GET', `/api/listings/${unitId}/lottery`),
    );
    expect(read.blocked_by).toBe('ALREADY_RUN');
    expect(read.run).toEqual(run);

    // Once only: the second run changes nothing.
    await expectRefused(t.database, 409, { code: 'CONFLICT', reason: 'ALREADY_RUN' }, [
      () => runLottery(unitId),
    ]);
  });

  it('refuses to run before the day after the deadline, or without one, changing nothing', async () => {
    const today = todayIn(t.config.timeZone);
    const cases = [
      { deadline: '2099-12-31', reason: 'BEFORE_DEADLINE' },
      { deadline: today, reason: 'BEFORE_DEADLINE' },
      { deadline: null, reason: 'NO_DEADLINE' },
    ];
    for (const { deadline, reason } of cases) {
      const { propertyId, unitId } = await listedUnit(deadline);
      await insertApplication(t, org.organizationId, { propertyId, unitId });
      const state = json<LotteryState>(
        await sendAs(t, org.adminToken, 'GET', `/api/listings/${unitId}/lottery`),
      );
      expect(state.blocked_by).toBe(reason);
      await expectRefused(t.database, 409, { code: 'CONFLICT', reason }, [() => runLottery(unitId)]);
    }
    const empty = await listedUnit('2020-01-01');
    await expectRefused(t.database, 409, { reason: 'NO_ENTRIES' }, [() => runLottery(empty.unitId)]);
  });

  it('orders a LOTTERY property waitlist by preference group, then lottery rank', async () => {
    const { propertyId, unitId } = await listedUnit('2020-02-01');
    const set = await sendAs(t, org.adminToken, 'PUT', `/api/property/${propertyId}/allocation`, {
      allocation_method: 'LOTTERY',
    });
    expect(set.statusCode, set.body).toBe(200);
    const veteran = json<{ id: number }>(
      await sendAs(t, org.adminToken, 'POST', `/api/property/${propertyId}/preferences`, { name: 'Veteran' }),
    );
    const applications = [];
    for (let i = 0; i < 6; i++) {
      applications.push(
        await insertApplication(t, org.organizationId, {
          propertyId,
          unitId,
          status: 'WAITLISTED',
          headName: `Head ${i}`,
          // Later submissions first, so submission time and rank disagree.
          submittedAt: `2026-01-0${9 - i}T10:00:00Z`,
          claimedPreferenceIds: i % 2 === 0 ? [veteran.id] : [],
        }),
      );
    }
    const run = json<LotteryRun>(await runLottery(unitId));
    const claimed = new Set(applications.filter((_, i) => i % 2 === 0).map((a) => a.id));
    const expected = [
      ...run.ranked_ids.filter((id) => claimed.has(id)),
      ...run.ranked_ids.filter((id) => !claimed.has(id)),
    ];
    const res = await sendAs(t, org.adminToken, 'GET', `/api/property/${propertyId}/waitlist`);
    expect(res.statusCode, res.body).toBe(200);
    const list = json<WaitlistEntry[]>(res);
    expect(list.map((e) => e.application_id)).toEqual(expected);
    expect(list.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list[0]).toMatchObject({ preference_name: 'Veteran', preference_rank: 1, household_size: 1 });
    expect(list[5]).toMatchObject({ preference_name: null, preference_rank: null });
    expect(list.map((e) => e.lottery_rank)).toEqual(expected.map((id) => run.ranked_ids.indexOf(id) + 1));

    const page = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/property/${propertyId}/waitlist?limit=2&offset=2`,
    );
    expect(page.headers['x-total-count']).toBe('6');
    expect(json<WaitlistEntry[]>(page).map((e) => e.position)).toEqual([3, 4]);

    // The CSV: rank, application id, reference, head and group, in rank order, with the run's
    // seed, algorithm and version on each row (decision 051), labelled in the asked language.
    const records = csvRecords(
      await download(t, org.adminToken, `/api/listings/${unitId}/lottery/export?lang=pt`),
    );
    expect(records[0]).toEqual(
      (
        [
          'rank',
          'application_id',
          'reference',
          'head_name',
          'preference_name',
          'seed',
          'algorithm',
          'algorithm_version',
        ] as const
      ).map((k) => exportHeader('lottery', k, 'pt')),
    );
    expect(records.slice(1)).toEqual(
      run.ranks.map((r) => [
        String(r.rank),
        String(r.application_id),
        r.reference,
        r.head_name,
        r.preference_name ?? '',
        run.seed,
        LOTTERY_ALGORITHM,
        'v1',
      ]),
    );
    expect(records[1]?.[4]).toBe(claimed.has(run.ranked_ids[0] as number) ? 'Veteran' : '');

    const listings = await sendAs(t, org.adminToken, 'GET', `/api/property/${propertyId}/lotteries`);
    expect(json<unknown[]>(listings)).toEqual([
      expect.objectContaining({ unit_id: unitId, listed: true, blocked_by: 'ALREADY_RUN', entries: 6 }),
    ]);
  });

  it('answers 404 on every route for another organization, changing nothing', async () => {
    const { propertyId, unitId } = await listedUnit('2020-01-01');
    await insertApplication(t, org.organizationId, { propertyId, unitId });
    const preference = json<{ id: number }>(
      await sendAs(t, org.adminToken, 'POST', `/api/property/${propertyId}/preferences`, {
        name: 'Works here',
      }),
    );
    const theirs = other.adminToken;
    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => () =>
      sendAs(t, theirs, method, url, payload);
    await expectNotFound(t.database, [
      send('GET', `/api/listings/${unitId}/lottery`),
      send('POST', `/api/listings/${unitId}/lottery`),
      send('GET', `/api/listings/${unitId}/lottery/export`),
      send('GET', `/api/property/${propertyId}/waitlist`),
      send('GET', `/api/property/${propertyId}/lotteries`),
      send('GET', `/api/property/${propertyId}/preferences`),
      send('POST', `/api/property/${propertyId}/preferences`, { name: 'Theirs' }),
      send('PUT', `/api/property/${propertyId}/preferences/order`, { ids: [preference.id] }),
      send('PUT', `/api/property-preferences/${preference.id}`, { name: 'Theirs' }),
      send('DELETE', `/api/property-preferences/${preference.id}`),
      send('GET', `/api/property/${propertyId}/allocation`),
      send('PUT', `/api/property/${propertyId}/allocation`, { allocation_method: 'LOTTERY' }),
      send('GET', `/api/units/${unitId}/listing`),
    ]);
    // Their export of a listing that ran nothing of theirs: 404 too, before any byte is sent.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${unitId}/lottery/export?format=csv`,
      headers: bearer(theirs),
    });
    expect(res.statusCode).toBe(404);
  });
});
