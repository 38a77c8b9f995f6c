import { daysBetween, recertificationBucket } from '@lar/contracts/compliance/recertification';
import { RECERTIFICATION_BUCKETS, recertificationItem } from '@lar/contracts/recertifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, expectNotFound, sendAs } from '../helpers/test-app.ts';
import { bucketOf, certify, draftOf, household, listOf, summaryOf } from './recertification-fixtures.ts';

/**
 * The recertification calendar on fixed dates (issue 21's known answers): the due date is the
 * anniversary of the last finalized, uncorrected MOVE_IN or ANNUAL certification, and the buckets
 * are ranges of days left on `as_of`.
 */

const { t, org, other } = useTwoOrgs('recertcal');
let propertyId: number;

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken)).id;
});

describe('the buckets of a certification effective 2025-03-01 (due 2026-03-01)', () => {
  let occupancyId: number;
  beforeAll(async () => {
    const h = await household(t, org, propertyId, '2025-03-01');
    occupancyId = h.occupancyId;
    await certify(t, org, occupancyId, 'MOVE_IN', '2025-03-01');
  });

  it.each([
    ['2025-10-31', undefined, undefined],
    ['2025-11-01', 'DUE_120', 120],
    ['2025-12-01', 'DUE_90', 90],
    ['2025-12-31', 'DUE_60', 60],
    ['2026-01-29', 'DUE_60', 31],
    ['2026-01-30', 'DUE_30', 30],
    ['2026-03-01', 'DUE_30', 0],
    ['2026-03-02', 'OVERDUE', -1],
    ['2027-06-01', 'OVERDUE', -457],
  ])('on %s it is %s', async (asOf, bucket, daysLeft) => {
    const item = await bucketOf(t, org, propertyId, occupancyId, asOf);
    expect(item?.bucket).toBe(bucket);
    expect(item?.days_left).toBe(daysLeft);
    if (bucket === undefined) return;
    expect(item?.due_date).toBe('2026-03-01');
    const inBucket = await listOf(t, org, { bucket, as_of: asOf, property_id: propertyId });
    expect(inBucket.items.map((i) => i.occupancy_id)).toContain(occupancyId);
    for (const neighbour of RECERTIFICATION_BUCKETS.filter((b) => b !== bucket)) {
      const elsewhere = await listOf(t, org, { bucket: neighbour, as_of: asOf, property_id: propertyId });
      expect(elsewhere.items.map((i) => i.occupancy_id)).not.toContain(occupancyId);
    }
  });
});

describe('what moves the due date', () => {
  it('an INTERIM certification does not move the anniversary; an ANNUAL one does', async () => {
    const { occupancyId } = await household(t, org, propertyId, '2024-06-10');
    await certify(t, org, occupancyId, 'MOVE_IN', '2024-06-10');
    expect((await bucketOf(t, org, propertyId, occupancyId, '2025-06-01'))?.due_date).toBe('2025-06-10');
    await certify(t, org, occupancyId, 'INTERIM', '2025-01-15');
    expect((await bucketOf(t, org, propertyId, occupancyId, '2025-06-01'))?.due_date).toBe('2025-06-10');
    await certify(t, org, occupancyId, 'ANNUAL', '2025-06-05');
    expect(await bucketOf(t, org, propertyId, occupancyId, '2025-06-01')).toBeUndefined();
    expect((await bucketOf(t, org, propertyId, occupancyId, '2026-06-01'))?.due_date).toBe('2026-06-05');
  });

  it('a finalized correction replaces the certification it corrects, with its over-income mark', async () => {
    const { occupancyId } = await household(t, org, propertyId, '2024-02-01');
    await certify(t, org, occupancyId, 'MOVE_IN', '2024-02-01');
    const annual = await certify(t, org, occupancyId, 'ANNUAL', '2025-02-20', { overIncome: true });
    const before = await bucketOf(t, org, propertyId, occupancyId, '2026-02-01');
    expect(before).toMatchObject({ due_date: '2026-02-20', over_income: true });
    await certify(t, org, occupancyId, 'ANNUAL', '2025-02-01', { supersedesId: annual });
    const after = await bucketOf(t, org, propertyId, occupancyId, '2026-02-01');
    expect(after).toMatchObject({ due_date: '2026-02-01', over_income: false });
  });

  it('an occupancy without certifications is due on its move-in anniversary', async () => {
    const { occupancyId } = await household(t, org, propertyId, '2025-04-15');
    expect((await bucketOf(t, org, propertyId, occupancyId, '2026-04-01'))?.due_date).toBe('2026-04-15');
  });

  it('moving out removes the household from the calendar', async () => {
    const { occupancyId } = await household(t, org, propertyId, '2025-01-20');
    expect(await bucketOf(t, org, propertyId, occupancyId, '2026-01-10')).toBeDefined();
    const res = await sendAs(t, org.adminToken, 'POST', `/api/occupancies/${occupancyId}/terminate`, {
      end_date: '2025-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bucketOf(t, org, propertyId, occupancyId, '2026-01-10')).toBeUndefined();
  });
});

describe("a property's waiver of annual recertification", () => {
  it('leaves only the first annual certification, and follows the flag as it is changed', async () => {
    const property = await createProperty(t, org.adminToken);
    const first = await household(t, org, property.id, '2024-05-01');
    await certify(t, org, first.occupancyId, 'MOVE_IN', '2024-05-01');
    await certify(t, org, first.occupancyId, 'ANNUAL', '2025-05-01');
    // Not yet past its first year: the first annual certification is still due.
    const second = await household(t, org, property.id, '2025-06-01');
    await certify(t, org, second.occupancyId, 'MOVE_IN', '2025-06-01');
    const due = async () =>
      (await listOf(t, org, { property_id: property.id, as_of: '2026-05-01' })).items.map(
        (i) => i.occupancy_id,
      );
    expect(await due()).toEqual([first.occupancyId, second.occupancyId]);

    const setWaiver = async (waived: boolean) => {
      const current = (
        await t.app.inject({ url: `/api/property/${property.id}`, headers: bearer(org.adminToken) })
      ).json() as Record<string, unknown>;
      const { id, created_at, updated_at, property_manager_name, property_manager_contact_name, ...body } =
        current;
      const res = await sendAs(t, org.adminToken, 'PUT', `/api/property/${property.id}`, {
        ...body,
        annual_recertification_waived: waived,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ annual_recertification_waived: waived });
    };
    await setWaiver(true);
    expect(await due()).toEqual([second.occupancyId]);
    await setWaiver(false);
    expect(await due()).toEqual([first.occupancyId, second.occupancyId]);
  });
});

describe('the list and the summary', () => {
  let property: number;
  beforeAll(async () => {
    property = (await createProperty(t, org.adminToken)).id;
    // Due on 2026-01-01 with, in days left: -78, -1, -31 (OVERDUE); 4, 30 (DUE_30); 45 (DUE_60);
    // 78 (DUE_90); 94, 119, 120 (DUE_120); 180 (not yet).
    const starts = ['2024-10-15', '2024-12-31', '2025-01-05', '2025-01-31', '2025-02-15', '2025-03-20'];
    const more = ['2025-04-05', '2025-04-30', '2025-05-01', '2025-06-30', '2024-12-01'];
    for (const start of [...starts, ...more]) {
      const { occupancyId } = await household(t, org, property, start);
      await certify(t, org, occupancyId, 'MOVE_IN', start);
    }
  });

  it('counts per bucket what the list totals per bucket, for the property and the organization', async () => {
    const scopes: Array<Record<string, number>> = [{ property_id: property }, {}];
    for (const scope of scopes) {
      const summary = await summaryOf(t, org, { ...scope, as_of: '2026-01-01' });
      expect(summary.as_of).toBe('2026-01-01');
      let all = 0;
      for (const bucket of RECERTIFICATION_BUCKETS) {
        const list = await listOf(t, org, { ...scope, bucket, as_of: '2026-01-01', limit: 500 });
        expect(summary.counts[bucket], bucket).toBe(list.total);
        expect(list.items).toHaveLength(list.total);
        expect(list.items.every((i) => i.bucket === bucket)).toBe(true);
        all += list.total;
      }
      expect((await listOf(t, org, { ...scope, as_of: '2026-01-01' })).total).toBe(all);
    }
    const counts = (await summaryOf(t, org, { property_id: property, as_of: '2026-01-01' })).counts;
    expect(counts).toEqual({ DUE_120: 3, DUE_90: 1, DUE_60: 1, DUE_30: 2, OVERDUE: 3 });
  });

  it('orders by due date then occupancy, pages with its total, and names the household', async () => {
    const whole = await listOf(t, org, { property_id: property, as_of: '2026-01-01' });
    // Written by PostgreSQL: each item is the contract's, its bucket and days left the rule's.
    expect(whole.items.length).toBeGreaterThan(5);
    for (const item of whole.items) {
      expect(recertificationItem.strict().parse(item)).toEqual(item);
      expect(item.days_left).toBe(daysBetween('2026-01-01', item.due_date));
      expect(item.bucket).toBe(recertificationBucket(item.due_date, '2026-01-01'));
    }
    const dates = whole.items.map((i) => `${i.due_date}|${String(i.occupancy_id).padStart(10, '0')}`);
    expect(dates).toEqual([...dates].sort());
    const second = await listOf(t, org, { property_id: property, as_of: '2026-01-01', limit: 3, offset: 3 });
    expect(second.total).toBe(whole.total);
    expect(second.items).toEqual(whole.items.slice(3, 6));
    const past = await listOf(t, org, { property_id: property, as_of: '2026-01-01', limit: 10, offset: 500 });
    expect(past).toEqual({ items: [], total: whole.total });
    const [first] = whole.items;
    const occupancy = (
      await t.app.inject({ url: `/api/occupancies/${first?.occupancy_id}`, headers: bearer(org.adminToken) })
    ).json() as Record<string, unknown>;
    expect(first).toMatchObject({
      household: occupancy.tenant_name,
      tenant_id: occupancy.tenant_id,
      unit_number: occupancy.unit_number,
      property_name: occupancy.property_name,
      draft: null,
      notice_sent_at: null,
    });
  });

  it('shows the draft in preparation', async () => {
    const { items } = await listOf(t, org, { property_id: property, as_of: '2026-01-01', bucket: 'DUE_30' });
    const target = items[0];
    if (!target) throw new Error('no household in DUE_30');
    const draft = await draftOf(t, org, target.occupancy_id);
    const again = await listOf(t, org, { property_id: property, as_of: '2026-01-01', bucket: 'DUE_30' });
    expect(again.items.find((i) => i.occupancy_id === target.occupancy_id)?.draft).toEqual({
      id: draft,
      type: expect.any(String),
    });
  });

  it('answers as of today in the configured time zone without as_of', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone }).format(new Date());
    expect((await summaryOf(t, org, {})).as_of).toBe(today);
  });

  it('refuses a bad bucket, date or page with 400', async () => {
    for (const query of [
      'bucket=DUE_45',
      'bucket=due_30',
      'as_of=2026-02-30',
      'as_of=yesterday',
      'as_of=2026-1-1',
      'limit=0',
      'property_id=abc',
    ]) {
      const res = await t.app.inject({
        url: `/api/recertifications?${query}`,
        headers: bearer(org.adminToken),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const summary = await t.app.inject({
      url: '/api/recertifications/summary?as_of=2026-13-01',
      headers: bearer(org.adminToken),
    });
    expect(summary.statusCode).toBe(400);
  });

  it('shows another organization nothing: an empty calendar, 404 for the property', async () => {
    expect(await listOf(t, other, { as_of: '2026-01-01' })).toEqual({ items: [], total: 0 });
    const counts = (await summaryOf(t, other, { as_of: '2026-01-01' })).counts;
    expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0]);
    await expectNotFound(t.database, [
      () =>
        t.app.inject({
          url: `/api/recertifications?property_id=${property}`,
          headers: bearer(other.adminToken),
        }),
      () =>
        t.app.inject({
          url: `/api/recertifications/summary?property_id=${property}`,
          headers: bearer(other.adminToken),
        }),
    ]);
  });
});
