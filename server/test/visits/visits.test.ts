import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, sendAs, tableSnapshot, withTestApp } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';

/** Visit requests: sent from the public site for a listed unit, handled by staff, audited. */
const { t, org: site, other } = useTwoOrgs('site', 'othervisits');
let listed: number;
let unlisted: number;

const request = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/public/visit-requests', payload, remoteAddress });

const valid = () => ({
  listing_id: listed,
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(617) 555-0100',
  preferred_times: ['2026-12-02T15:00:00-05:00', '2026-12-03T10:30:00Z'],
  message: 'Can I bring my dog?\nThanks',
  language: 'pt',
});

interface Visit {
  id: number;
  status: string;
  version: number;
  scheduled_at: string | null;
  preferred_times: string[];
  unit_id: number;
  property_name: string;
}

const latest = async (token = site.adminToken) =>
  json<Visit[]>(await sendAs(t, token, 'GET', '/api/visit-requests?limit=1'))[0];

beforeAll(async () => {
  const property = await createProperty(t, site.adminToken);
  listed = (await listedUnit(t, site.adminToken, property.id)).id;
  unlisted = (await createUnit(t, site.adminToken, property.id)).id;
});

describe('POST /api/public/visit-requests', () => {
  it('stores a request for a listed unit of the site, without a session', async () => {
    const res = await request(valid());
    expect(res.statusCode, res.body).toBe(201);
    const visit = await latest();
    expect(visit).toMatchObject({
      unit_id: listed,
      status: 'NEW',
      preferred_times: ['2026-12-02T20:00:00.000Z', '2026-12-03T10:30:00.000Z'],
      language: 'pt',
      phone: '6175550100',
      scheduled_at: null,
    });
  });

  it('answers a filled honeypot as sent and stores nothing', async () => {
    const before = await tableSnapshot(t.database);
    const res = await request({ ...valid(), website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    const after = await tableSnapshot(t.database);
    expect(after.visit_requests).toBe(before.visit_requests);
  });

  it('answers a filled honeypot for an unlisted unit with the same 400 as a real request (decision 055)', async () => {
    const real = await request({ ...valid(), listing_id: unlisted });
    const bot = await request({ ...valid(), listing_id: unlisted, website: 'http://spam.example' });
    expect(real.statusCode).toBe(400);
    expect(bot.statusCode).toBe(400);
    expect(json(bot)).toEqual(json(real));
  });

  it('refuses bad input and unlisted units with 400, storing nothing', async () => {
    const before = await tableSnapshot(t.database);
    for (const body of [
      { ...valid(), email: 'not-an-email' },
      { ...valid(), name: '' },
      { ...valid(), preferred_times: ['2026-12-02', '2026-12-03T10:00:00Z'] },
      { ...valid(), preferred_times: Array(4).fill('2026-12-03T10:00:00Z') },
      { ...valid(), language: 'fr' },
      { ...valid(), listing_id: unlisted },
      { ...valid(), unknown: true },
    ]) {
      const res = await request(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = await tableSnapshot(t.database);
    expect(after.visit_requests).toBe(before.visit_requests);
  });

  it('is rate limited per address: 429 past the limit', async () => {
    await withTestApp({ contactRateLimitPerMinute: 2 }, async (limited) => {
      const org = await limited.createOrg('limitedvisits');
      const property = await createProperty(limited, org.adminToken);
      const unit = await listedUnit(limited, org.adminToken, property.id);
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/public/visit-requests',
          payload: { ...valid(), listing_id: unit.id },
          remoteAddress: '10.9.9.8',
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(json(third).code).toBe('RATE_LIMITED');
    });
  });
});

describe('staff handle visit requests', () => {
  it('schedule with a confirmed time, then done; refuse invalid transitions; audit each change', async () => {
    await request(valid());
    const visit = (await latest()) as Visit;
    const url = `/api/visit-requests/${visit.id}`;
    const noTime = await sendAs(t, site.adminToken, 'PATCH', url, { status: 'SCHEDULED' });
    expect(noTime.statusCode).toBe(400);
    expect(json(noTime).errors).toEqual([
      expect.objectContaining({ field: 'scheduled_at', code: 'visit_scheduled_at_required' }),
    ]);
    const done = await sendAs(t, site.adminToken, 'PATCH', url, { status: 'DONE' });
    expect(done.statusCode).toBe(400);
    expect(json(done).errors).toEqual([
      expect.objectContaining({ field: 'status', code: 'visit_transition' }),
    ]);

    const scheduled = await sendAs(t, site.adminToken, 'PATCH', url, {
      status: 'SCHEDULED',
      scheduled_at: '2026-12-02T15:00:00-05:00',
      version: visit.version,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(json(scheduled)).toMatchObject({ status: 'SCHEDULED', scheduled_at: '2026-12-02T20:00:00.000Z' });
    const stale = await sendAs(t, site.adminToken, 'PATCH', url, { status: 'DONE', version: visit.version });
    expect(stale.statusCode).toBe(409);
    const sub = await t.createSubuser(site);
    const finished = await sendAs(t, sub.token, 'PATCH', url, { status: 'DONE' });
    expect(finished.statusCode, finished.body).toBe(200);
    const reopened = await sendAs(t, site.adminToken, 'PATCH', url, { status: 'CANCELLED' });
    expect(reopened.statusCode).toBe(400);

    const history = json<Array<{ before: { status: string }; after: { status: string } }>>(
      await sendAs(t, site.adminToken, 'GET', `/api/audit-log?entity=visit_request&entity_id=${visit.id}`),
    );
    expect(history.map((h) => [h.before.status, h.after.status])).toEqual([
      ['SCHEDULED', 'DONE'],
      ['NEW', 'SCHEDULED'],
    ]);
  });

  it('lists with filters by status, unit, property and date received', async () => {
    const all = json<Visit[]>(await sendAs(t, site.adminToken, 'GET', '/api/visit-requests?limit=100'));
    expect(all.length).toBeGreaterThan(1);
    const byStatus = json<Visit[]>(
      await sendAs(t, site.adminToken, 'GET', '/api/visit-requests?status=DONE'),
    );
    expect(byStatus.map((v) => v.status)).toEqual(['DONE']);
    const byUnit = json<Visit[]>(
      await sendAs(t, site.adminToken, 'GET', `/api/visit-requests?unit_id=${listed}`),
    );
    expect(byUnit).toHaveLength(all.length);
    const otherProperty = await createProperty(t, site.adminToken);
    const none = json<Visit[]>(
      await sendAs(t, site.adminToken, 'GET', `/api/visit-requests?property_id=${otherProperty.id}`),
    );
    expect(none).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const received = json<Visit[]>(
      await sendAs(t, site.adminToken, 'GET', `/api/visit-requests?from=${today}&to=${today}&limit=100`),
    );
    expect(received).toHaveLength(all.length);
    const future = json<Visit[]>(
      await sendAs(t, site.adminToken, 'GET', '/api/visit-requests?from=2999-01-01'),
    );
    expect(future).toEqual([]);
    expect((await sendAs(t, site.adminToken, 'GET', '/api/visit-requests?status=LOST')).statusCode).toBe(400);
  });

  it('shows another organization nothing: empty list, 404 by id and on change', async () => {
    const visit = (await latest()) as Visit;
    expect(json(await sendAs(t, other.adminToken, 'GET', '/api/visit-requests'))).toEqual([]);
    expect((await sendAs(t, other.adminToken, 'GET', `/api/visit-requests/${visit.id}`)).statusCode).toBe(
      404,
    );
    const change = await sendAs(t, other.adminToken, 'PATCH', `/api/visit-requests/${visit.id}`, {
      status: 'CANCELLED',
    });
    expect(change.statusCode).toBe(404);
  });
});
