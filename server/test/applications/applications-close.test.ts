import type { ApplicationForm } from '@lar/contracts/application-form';
import { listingClosure } from '@lar/contracts/application-window';
import type { PublicListingDetail, PublicListingPage } from '@lar/contracts/public-listings';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/lib/dates.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json, sendAs } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';
import { insertApplication } from './application-fixtures.ts';
import { member, submit } from './intake-fixtures.ts';

/**
 * When a listing stops taking applications (decision 050): the day after its deadline, in the
 * organization's time zone; once its lottery ran; and once an offer of its unit was accepted, when
 * it also leaves the public site and takes no visit requests. Each refusal stores nothing.
 *
 * The app works in Pacific/Kiritimati (UTC+14), where the date is a day ahead of UTC for ten hours
 * of every day: a deadline read in UTC, or on the server's clock, gives other answers then.
 */
const ZONE = 'Pacific/Kiritimati';
const t = useTestApp({ timeZone: ZONE });
const site = t.org('closing');
let propertyId: number;
let lotteryPropertyId: number;

const dayBefore = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const today = () => todayIn(ZONE);

const application = (listingId: number) => ({
  listing_id: listingId,
  email: `applicant${Math.random().toString(16).slice(2)}@example.com`,
  language: 'en',
  members: [member('Rosa Lima', 'HEAD', { employment: '30000' })],
  preference_ids: [],
  consent: true,
});

/** Rows a refused application or visit must not have written. */
const stored = async () => {
  const [row] = await t.database.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM applications) AS applications,
            (SELECT count(*)::int FROM application_documents) AS documents,
            (SELECT count(*)::int FROM email_outbox) AS emails,
            (SELECT count(*)::int FROM visit_requests) AS visits`,
  );
  return row;
};

const visit = (listingId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/visit-requests',
    payload: {
      listing_id: listingId,
      name: 'Rosa Lima',
      email: 'rosa@example.com',
      preferred_times: ['2027-01-05T15:00:00Z'],
      message: 'May I see it?',
      language: 'en',
    },
  });

const form = (listingId: number) =>
  t.app.inject({ method: 'GET', url: `/api/public/application-form?listing_id=${listingId}` });
const detail = (listingId: number) =>
  t.app.inject({ method: 'GET', url: `/api/public/listings/${listingId}` });
const searchIds = async () =>
  json<PublicListingPage>(await t.app.inject({ method: 'GET', url: '/api/public/listings?limit=50' })).items;

async function listing(deadline: string | null, property = propertyId) {
  return (await listedUnit(t, site.adminToken, property, {}, { application_deadline: deadline })).id;
}

beforeAll(async () => {
  propertyId = (await createProperty(t, site.adminToken)).id;
  lotteryPropertyId = (await createProperty(t, site.adminToken)).id;
  const res = await sendAs(t, site.adminToken, 'PUT', `/api/property/${lotteryPropertyId}/allocation`, {
    allocation_method: 'LOTTERY',
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('the deadline is the last day, to its end in TIME_ZONE (contracts/src/application-window.ts)', () => {
  it('keeps 2026-11-27 open until midnight in the organization’s zone, then closes it', () => {
    const la = 'America/Los_Angeles';
    // 7 pm on the 27th in Los Angeles is already the 28th in UTC: still open there.
    const evening = todayIn(la, new Date('2026-11-28T03:00:00Z'));
    expect(evening).toBe('2026-11-27');
    expect(listingClosure({ deadline: '2026-11-27', lotteryRun: false, today: evening })).toBeNull();
    const nextMorning = todayIn(la, new Date('2026-11-28T08:30:00Z'));
    expect(listingClosure({ deadline: '2026-11-27', lotteryRun: false, today: nextMorning })).toBe(
      'DEADLINE_PASSED',
    );
    // The outside test's case: deadline 11/27, applied on 11/29.
    expect(listingClosure({ deadline: '2026-11-27', lotteryRun: false, today: '2026-11-29' })).toBe(
      'DEADLINE_PASSED',
    );
    expect(listingClosure({ deadline: null, lotteryRun: false, today: '2099-01-01' })).toBeNull();
    expect(listingClosure({ deadline: '2099-01-01', lotteryRun: true, today: '2026-01-01' })).toBe(
      'LOTTERY_RUN',
    );
  });
});

describe('a listing past its deadline', () => {
  it('refuses an application with 409 APPLICATIONS_CLOSED and stores nothing', async () => {
    const id = await listing(dayBefore(today()));
    const before = await stored();
    const res = await submit(t, application(id));
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'APPLICATIONS_CLOSED',
      reason: 'DEADLINE_PASSED',
      detail: expect.stringContaining('deadline'),
    });
    expect(await stored()).toEqual(before);
  });

  it('shows the deadline and the closure on the form, the listing page and the search card', async () => {
    const deadline = dayBefore(today());
    const id = await listing(deadline);
    const formRes = await form(id);
    expect(formRes.statusCode, formRes.body).toBe(200);
    expect(json<ApplicationForm>(formRes).unit).toMatchObject({
      application_deadline: deadline,
      by_lottery: false,
      applications_closed: 'DEADLINE_PASSED',
    });
    expect(json<PublicListingDetail>(await detail(id)).unit).toMatchObject({
      application_deadline: deadline,
      applications_closed: 'DEADLINE_PASSED',
    });
    const card = (await searchIds()).find((item) => item.id === id);
    expect(card?.unit).toMatchObject({
      application_deadline: deadline,
      applications_closed: 'DEADLINE_PASSED',
    });
  });

  it('still takes applications on the deadline’s own day', async () => {
    const id = await listing(today());
    const res = await submit(t, application(id));
    expect(res.statusCode, res.body).toBe(201);
    expect(json<ApplicationForm>(await form(id)).unit?.applications_closed).toBeNull();
    expect(json<PublicListingDetail>(await detail(id)).unit.applications_closed).toBeNull();
  });
});

describe('a listing whose lottery ran', () => {
  it('says it goes by lottery, then refuses entries after the run even when the deadline moves later', async () => {
    const id = await listing(dayBefore(today()), lotteryPropertyId);
    const card = (await searchIds()).find((item) => item.id === id);
    expect(card?.unit).toMatchObject({ by_lottery: true });
    expect(json<PublicListingDetail>(await detail(id)).unit.by_lottery).toBe(true);
    await insertApplication(t, site.organizationId, { propertyId: lotteryPropertyId, unitId: id });
    const run = await sendAs(t, site.adminToken, 'POST', `/api/listings/${id}/lottery`);
    expect(run.statusCode, run.body).toBe(201);
    // Staff move the deadline after the run: the ranked entries are closed all the same.
    const moved = await sendAs(t, site.adminToken, 'PUT', `/api/units/${id}/listing`, {
      listed: true,
      asking_rent: '1200',
      application_deadline: '2099-12-31',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const before = await stored();
    const res = await submit(t, application(id));
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toMatchObject({ code: 'APPLICATIONS_CLOSED', reason: 'LOTTERY_RUN' });
    expect(await stored()).toEqual(before);
    expect(json<ApplicationForm>(await form(id)).unit).toMatchObject({
      by_lottery: true,
      applications_closed: 'LOTTERY_RUN',
    });
  });
});

describe('a unit whose offer was accepted', () => {
  it('leaves the public search and page, and refuses applications (409) and visit requests (409)', async () => {
    const id = await listing(null);
    expect((await searchIds()).map((item) => item.id)).toContain(id);
    expect((await visit(id)).statusCode).toBe(201);
    const offered = await insertApplication(t, site.organizationId, {
      propertyId,
      unitId: id,
      status: 'OFFERED',
    });
    const accepted = await sendAs(t, site.adminToken, 'PATCH', `/api/applications/${offered.id}`, {
      status: 'LEASED',
      rent_amount: '1200.00',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // At once: the search's snapshot is cleared by the acceptance, not left to age out.
    expect((await searchIds()).map((item) => item.id)).not.toContain(id);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await form(id)).statusCode).toBe(404);
    const before = await stored();
    const applied = await submit(t, application(id));
    expect(applied.statusCode, applied.body).toBe(409);
    expect(json(applied)).toMatchObject({ code: 'APPLICATIONS_CLOSED', reason: 'UNIT_TAKEN' });
    const asked = await visit(id);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(json(asked)).toMatchObject({ code: 'APPLICATIONS_CLOSED', reason: 'UNIT_TAKEN' });
    expect(await stored()).toEqual(before);
  });
});
