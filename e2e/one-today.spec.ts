import { authHeaders, openSignedIn, uniqueName } from './support/api.ts';
import { dayIn, todayIso } from './support/certifications.ts';
import { chooseSearched, useLanguage } from './support/crm.ts';
import { ORGANIZATION_TIME_ZONE } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { seedCandidate, seedDesignatedUnit, seedProgram, seedProperty } from './support/records.ts';
import { textsOf } from './support/texts.ts';

/**
 * One "today" (decision 063): the organization's time zone (the server's TIME_ZONE, America/New_York
 * in these tests) decides the dates the browser shows and compares, whatever zone the reader's
 * computer is in. The browser here runs in a zone whose calendar date differs from the server's
 * at the moment the test runs: UTC+14 is a day ahead of New York from 05:00 there, UTC-12 a day
 * behind before 07:00, so one of them always is.
 */
const BROWSER_ZONE = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => dayIn(zone) !== todayIso());

test.use({ timezoneId: BROWSER_ZONE ?? 'Pacific/Kiritimati' });

const YEAR = new Date().getFullYear();
/** A date as the staff tables write it in English. */
const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

// The test places a household and checks it on the screens: two minutes at the most.
test.describe.configure({ timeout: 120_000 });

test('the live check reads its limits on the organization’s today, not the browser’s', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  expect(adminSession.user.time_zone).toBe(ORGANIZATION_TIME_ZONE);
  const { property } = await seedProperty(request, adminSession, uniqueName('Clock Court'));
  const program = await seedProgram(request, adminSession, {
    name: uniqueName('Clock LIHTC'),
    scope: 'State',
    jurisdiction: 'Texas',
    ami_levels: [
      { year: YEAR, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
    ],
  });
  const unit = await seedDesignatedUnit(request, adminSession, property.id, program.id, `${YEAR}-01-01`);
  const candidate = await seedCandidate(request, adminSession, uniqueName('Rosa Relógio'), {
    household_size: 3,
    income: 30000,
  });

  // The server's today, as it answers it.
  const summary = await request.get('/api/recertifications/summary', { headers: authHeaders(adminSession) });
  expect(summary.status()).toBe(200);
  const serverToday = ((await summary.json()) as { as_of: string }).as_of;
  const browserToday = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  // The test only shows something when the two clocks disagree on the date.
  expect(browserToday).not.toBe(serverToday);

  await useLanguage(page, 'en');
  const o = textsOf('occupancies', 'en');
  await openSignedIn(page, adminSession, '/occupancies');
  await page.getByRole('tab', { name: o('tabs.new') }).click();
  await chooseSearched(page, o('form.unit'), new RegExp(unit.unit_number), unit.unit_number);
  await chooseSearched(page, o('form.tenant'), candidate.full_name, candidate.full_name.slice(0, 14));
  await page.getByRole('textbox', { name: o('form.rent'), exact: true }).fill('900');
  const start = page.getByRole('textbox', { name: o('form.startDate') });
  await start.fill(`01/15/${YEAR}`);
  await start.press('Tab');

  // A move-in in the past is checked on today: the organization's.
  const panel = page.getByRole('group', { name: o('compliance.title') });
  await expect(panel).toContainText(o('compliance.checkedOn', { date: usDate(serverToday) }));
  await expect(panel).not.toContainText(usDate(browserToday));
  expect(browserErrors).toEqual([]);
});
