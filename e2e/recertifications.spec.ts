import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDate } from '../web/src/lib/format.ts';
import { openSignedIn } from './support/api.ts';
import { addDays, type DueHousehold, seedDueHouseholds, todayIso } from './support/certifications.ts';
import { expectNotice, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { getJson, post } from './support/records.ts';
import { textsOf } from './support/texts.ts';

/**
 * The recertification screen on households the test placed: moved in a year before today plus
 * 100, 45, 10 and 25 days and minus 5 days, with no finalized certification, they are due on those
 * anniversaries, so as of today one is in DUE_120, one in DUE_60, two in DUE_30 and one OVERDUE.
 */

const DUE_IN = [100, 45, 10, 25, -5] as const;
const EXPECTED = { DUE_120: 1, DUE_90: 0, DUE_60: 1, DUE_30: 2, OVERDUE: 1 } as const;

function tile(page: Page, language: Language, bucket: keyof typeof EXPECTED) {
  const r = textsOf('recertifications', language);
  return page
    .getByRole('group', { name: r('tiles.label') })
    .getByRole('button', { name: r(`buckets.${bucket}`) });
}

async function openScreen(page: Page, session: Parameters<typeof openSignedIn>[1], query: string) {
  await openSignedIn(page, session, `/recertifications?${query}`);
}

// Each test seeds households due on five dates before it opens a screen: two minutes at the most.
test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'pt', 'es'] as const) {
  test(`[${language}] the bucket tiles count the households of a property and filter the list`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    const r = textsOf('recertifications', language);
    const asOf = todayIso();
    const { property, households } = await seedDueHouseholds(request, adminSession, asOf, DUE_IN);
    await useLanguage(page, language);
    await openScreen(page, adminSession, `property=${property.id}&as_of=${asOf}`);

    await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(r('title')));
    for (const [bucket, count] of Object.entries(EXPECTED) as Array<[keyof typeof EXPECTED, number]>) {
      await expect(page.getByTestId(`bucket-count-${bucket}`)).toHaveText(String(count));
      await expect(tile(page, language, bucket)).toHaveAttribute('aria-pressed', 'false');
    }

    // All five households are listed, soonest first; a tile narrows the list to its bucket.
    const table = page.getByRole('table', { name: r('table.label') });
    await expect(table.getByRole('row')).toHaveCount(1 + households.length);
    await tile(page, language, 'DUE_30').click();
    await expect(tile(page, language, 'DUE_30')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/bucket=DUE_30/);
    const due30 = households.filter((h) => h.dueDate > asOf && h.dueDate <= addDays(asOf, 30));
    await expect(table.getByRole('row')).toHaveCount(1 + due30.length);
    for (const household of due30) {
      const row = table.getByRole('row').filter({ hasText: household.name });
      await expect(row).toContainText(formatDate(household.dueDate, language));
    }
    await tile(page, language, 'OVERDUE').click();
    const overdue = households.find((h) => h.dueDate < asOf) as DueHousehold;
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(overdue.name);
    await expect(table.getByRole('row').nth(1)).toContainText(r('daysLate_other', { count: 5 }));

    // A reload shows the same screen: its state is in the address.
    await page.reload();
    await expect(tile(page, language, 'OVERDUE')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('bucket-count-DUE_30')).toHaveText('2');
    expect(browserErrors).toEqual([]);
  });
}

test('the notices of a bucket are one PDF and their sending shows; the calendar counts the households due each day', async ({
  page,
  request,
  adminSession,
}) => {
  const r = textsOf('recertifications', 'en');
  const asOf = todayIso();
  const { property, households } = await seedDueHouseholds(request, adminSession, asOf, [10, 10, 25]);
  await useLanguage(page, 'en');
  await openScreen(page, adminSession, `property=${property.id}&as_of=${asOf}&bucket=DUE_30`);

  const table = page.getByRole('table', { name: r('table.label') });
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const row of await table.getByRole('row').all()) {
    if ((await row.getByRole('columnheader').count()) === 0) await expect(row).toContainText('—');
  }
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: r('notices.generate') }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNotice(page, r('notices.done'));
  // Every household of the bucket now shows when its notice was sent (today, on the organization's clock).
  for (const household of households) {
    await expect(table.getByRole('row').filter({ hasText: household.name })).not.toContainText('—');
  }

  // The calendar: the month of the first due date has a day with two households, one with one.
  await page.getByText(r('view.calendar'), { exact: true }).click();
  await expect(page).toHaveURL(/view=calendar/);
  const [first, , last] = households as [DueHousehold, DueHousehold, DueHousehold];
  const next = page.getByRole('button', { name: r('calendar.next') });
  if (first.dueDate.slice(0, 7) !== asOf.slice(0, 7)) await next.click();
  const twoDue = page.getByRole('button', {
    name: r('calendar.dayLabel_other', { date: formatDate(first.dueDate, 'en'), count: 2 }),
  });
  await expect(twoDue).toBeVisible();
  await twoDue.focus();
  await page.keyboard.press('Enter');
  await expect(twoDue).toHaveAttribute('aria-pressed', 'true');
  const dayList = page.getByRole('heading', {
    name: r('calendar.dueOn', { date: formatDate(first.dueDate, 'en') }),
  });
  await expect(dayList).toBeVisible();
  if (last.dueDate.slice(0, 7) !== first.dueDate.slice(0, 7)) await next.click();
  await expect(
    page.getByRole('button', {
      name: r('calendar.dayLabel_one', { date: formatDate(last.dueDate, 'en'), count: 1 }),
    }),
  ).toBeVisible();
});

test('a row starts the annual certification of a household whose last one is finalized, or continues its draft', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const r = textsOf('recertifications', 'en');
  const c = textsOf('certifications', 'en');
  const asOf = todayIso();
  const { property, households } = await seedDueHouseholds(request, adminSession, asOf, [15, 20]);
  const [finalized, drafted] = households as [DueHousehold, DueHousehold];
  // The first household's move-in draft is finalized: its annual certification can start.
  const [moveIn] = await getJson<Array<{ id: number; version: number }>>(
    request,
    adminSession,
    `/api/occupancies/${finalized.occupancyId}/certifications`,
  );
  await post(
    request,
    adminSession,
    `/api/certifications/${moveIn?.id}/finalize`,
    { version: moveIn?.version },
    200,
  );
  await useLanguage(page, 'en');
  await openScreen(page, adminSession, `property=${property.id}&as_of=${asOf}`);

  const table = page.getByRole('table', { name: r('table.label') });
  const draftedRow = table.getByRole('row').filter({ hasText: drafted.name });
  await expect(draftedRow).toContainText(r('table.draftOf', { type: r('types.MOVE_IN') }));
  await expect(table.getByRole('row').filter({ hasText: finalized.name })).toContainText(r('table.noDraft'));
  await page.getByRole('button', { name: r('actions.startLabel', { household: finalized.name }) }).click();
  await expect(page).toHaveURL(
    new RegExp(`/certifications\\?occupancy=${finalized.occupancyId}&certification=\\d+`),
  );
  const annualDraft = c('editor.title', { type: c('editor.types.ANNUAL'), status: c('statuses.DRAFT') });
  await expect(page.getByRole('heading', { name: annualDraft })).toBeVisible();

  // Back on the calendar's list, the household's row now continues that draft.
  await page.goBack();
  await expect(table.getByRole('row').filter({ hasText: finalized.name })).toContainText(
    r('table.draftOf', { type: r('types.ANNUAL') }),
  );
  await page.getByRole('button', { name: r('actions.continueLabel', { household: drafted.name }) }).click();
  const moveInDraft = c('editor.title', { type: c('editor.types.MOVE_IN'), status: c('statuses.DRAFT') });
  await expect(page.getByRole('heading', { name: moveInDraft })).toBeVisible();
  expect(browserErrors).toEqual([]);
});
