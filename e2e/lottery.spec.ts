import type { LotteryState } from '@lar/contracts/allocation';
import type { APIRequestContext } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { sendApplication } from './support/applying.ts';
import { type Language, showIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { getJson, put, seedProperty, seedUnit } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { textsOf } from './support/texts.ts';

/**
 * A main account sets a property to LOTTERY, defines a preference and, for a listing whose
 * application deadline has passed, runs the lottery and reads its seed and ranks (decision 033).
 * The applications are sent through the public form's route, as applicants send them.
 */

const APPLICANTS = 3;

/**
 * A listed unit with applications from the public form, sent while it was open; its deadline is
 * then set to a past day (a listing past its deadline takes none, decision 050).
 */
async function seedLottery(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Lottery Court'));
  const unit = await seedUnit(request, admin, property.id, { unit_number: uniqueName('L') });
  const listing = { listed: true, asking_rent: '1100.00' };
  await put(request, admin, `/api/units/${unit.id}/listing`, listing);
  for (let i = 0; i < APPLICANTS; i++) {
    const res = await sendApplication(request, unit.id, uniqueName('Applicant'), {
      full_time_student: false,
      disabled: false,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await put(request, admin, `/api/units/${unit.id}/listing`, {
    ...listing,
    application_deadline: '2026-01-15',
  });
  return { property, unit };
}

// Each run seeds a listing's applicants and runs its lottery through the screens: two minutes at the most.
test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  for (const width of [1280, 375] as const) {
    test(`[${language}, ${width} px] a main account sets a lottery, a preference, and runs a listing's lottery`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      const a = textsOf('allocation', language);
      const { property, unit } = await seedLottery(request, adminSession);
      await showIn(page, language, width);
      await openSignedIn(page, adminSession, `/waitlist?property=${property.id}`);
      await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();

      // The allocation method: saved as it is picked.
      const settings = page.getByRole('region', { name: a('settings.title') });
      await settings.getByText(a('method.LOTTERY'), { exact: true }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: a('method.saved') })
          .first(),
      ).toBeVisible();
      await expect(settings.getByText(a('method.hint.LOTTERY'))).toBeVisible();

      // A preference, added last.
      const preference = `Veteran ${language}`;
      await settings.getByRole('textbox', { name: a('preferences.name') }).fill(preference);
      await settings.getByRole('button', { name: a('preferences.addButton') }).click();
      const list = settings.getByRole('list', { name: a('preferences.title') });
      await expect(list.getByRole('listitem').filter({ hasText: preference })).toBeVisible();

      // The listing's lottery: run once, after confirming.
      const panel = page.getByRole('article', { name: a('lottery.unit', { unit: unit.unit_number }) });
      await expect(panel.getByText(a('lottery.entries', { count: APPLICANTS }))).toBeVisible();
      await panel.getByRole('button', { name: a('lottery.run') }).click();
      const confirm = page.getByRole('dialog', {
        name: a('lottery.confirmTitle', { unit: unit.unit_number }),
      });
      await confirm.getByRole('button', { name: a('lottery.run') }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: a('lottery.done', { unit: unit.unit_number }) })
          .first(),
      ).toBeVisible();

      // The seed in full, and the ranks 1..n.
      await expect(panel.getByTestId('lottery-seed')).toHaveText(/^[0-9a-f]{64}$/);
      const ranks = panel.getByRole('table', { name: a('lottery.ranksOf', { unit: unit.unit_number }) });
      await expect(ranks.getByRole('row')).toHaveCount(APPLICANTS + 1);
      // What re-running it takes (decision 051): the version, the entries' ids, each rank's id.
      const { run } = await getJson<LotteryState>(request, adminSession, `/api/listings/${unit.id}/lottery`);
      await expect(panel.getByTestId('lottery-algorithm')).toHaveText(
        a('lottery.algorithmVersion', { version: 'v1' }),
      );
      await expect(panel.getByTestId('lottery-entry-ids')).toHaveText(run?.entry_ids.join(' ') ?? '');
      for (let rank = 1; rank <= APPLICANTS; rank++) {
        const cells = ranks.getByRole('row').nth(rank).getByRole('cell');
        const id = String(run?.ranked_ids[rank - 1]);
        if ((await cells.count()) === 1) {
          // Where the panel is narrow (a phone, or beside another panel) each rank is a card: the
          // rank as its heading, the application's id under it.
          await expect(cells.first().locator('dd').first()).toHaveText(id);
          await expect(cells.first()).toContainText(new RegExp(`^${rank}\\D`));
        } else {
          await expect(cells.first()).toHaveText(String(rank));
          await expect(cells.nth(1)).toHaveText(id);
        }
      }
      await expect(panel.getByRole('button', { name: a('lottery.run') })).toHaveCount(0);

      await expectNoSidewaysScroll(page);
      expect(browserErrors).toEqual([]);
    });
  }
}
