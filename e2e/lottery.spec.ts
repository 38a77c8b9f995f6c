import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { put, seedProperty, seedUnit } from './support/records.ts';
import { textsOf } from './support/texts.ts';

/**
 * A main account sets a property to LOTTERY, defines a preference and, for a listing whose
 * application deadline has passed, runs the lottery and reads its seed and ranks (decision 033).
 * The applications are sent through the public form's route, as applicants send them.
 */

const APPLICANTS = 3;

async function apply(request: APIRequestContext, unitId: number, name: string) {
  return request.post('/api/public/applications', {
    multipart: {
      application: JSON.stringify({
        listing_id: unitId,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        language: 'en',
        members: [
          {
            name,
            relationship: 'HEAD',
            birth_date: '1988-04-02',
            full_time_student: false,
            disabled: false,
            income: { employment: 30000, social_security: 0, public_assistance: 0, other: 0 },
          },
        ],
        consent: true,
      }),
    },
  });
}

/** A listed unit whose deadline has passed, with applications from the public form. */
async function seedLottery(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Lottery Court'));
  const unit = await seedUnit(request, admin, property.id, { unit_number: uniqueName('L') });
  await put(request, admin, `/api/units/${unit.id}/listing`, {
    listed: true,
    asking_rent: '1100.00',
    application_deadline: '2026-01-15',
  });
  const first = await apply(request, unit.id, uniqueName('Applicant'));
  expect(first.status(), await first.text()).toBe(201);
  for (let i = 1; i < APPLICANTS; i++) {
    const res = await apply(request, unit.id, uniqueName('Applicant'));
    expect(res.status(), await res.text()).toBe(201);
  }
  return { property, unit };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  for (const width of [1280, 375] as const) {
    test(`[${language}, ${width} px] a main account sets a lottery, a preference, and runs a listing's lottery`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      test.setTimeout(120_000);
      const a = textsOf('allocation', language);
      const { property, unit } = await seedLottery(request, adminSession);
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, language);
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
      for (let rank = 1; rank <= APPLICANTS; rank++)
        await expect(ranks.getByRole('row').nth(rank).getByRole('cell').first()).toHaveText(String(rank));
      await expect(panel.getByRole('button', { name: a('lottery.run') })).toHaveCount(0);

      await expectNoSidewaysScroll(page);
      expect(browserErrors).toEqual([]);
    });
  }
}
