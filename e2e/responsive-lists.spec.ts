import type { Page } from '@playwright/test';
import { openSignedIn, type Session } from './support/api.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { featureTexts, type Language, textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { expectWhole, LISTS, type Seeded, seedLists, sweepScreens } from './support/responsive.ts';

/**
 * Every staff list in the three languages, each opened once and read as the window is resized
 * (support/responsive.ts, sweepWidths): at 375 and 1280 px the column that names a row and every badge in it (its status)
 * are on screen whole, neither cut by the window nor by a scrolled or squeezed cell, and axe finds
 * nothing; at a tablet's 768 and 1024 px, beside the sidebar, nothing scrolls sideways.
 */

let seeded: Seeded;
test.beforeAll(async ({ request, adminSession }) => {
  seeded = await seedLists(request, adminSession);
});

for (const language of ['en', 'pt', 'es'] as const) {
  test(`every staff list shows its rows' names and statuses whole with no axe violations at 375 and 1280 px, and nothing scrolls sideways at 768 and 1024 px (${language})`, async ({
    page,
    adminSession,
  }) => {
    test.setTimeout(360_000);
    const actionsFor = textsIn('i18n/locales', language);
    await sweepScreens(
      page,
      language,
      LISTS,
      async (list) => {
        await openSignedIn(page, adminSession, list.path(seeded));
        return page
          .getByRole('row')
          .filter({ hasText: list.rowName(seeded, language) })
          .first();
      },
      async (list, row, _width, what) => {
        const name = list.rowName(seeded, language);
        await expect(row, what).toBeVisible();
        // The page scrolls down to the row; nothing scrolls sideways.
        await row.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 160));
        await expectWhole(row.getByText(name).first(), `${what}: the row's name`);
        const badges = row.locator('.mantine-Badge-root');
        if (list.status) await expect(badges.first(), `${what}: a status`).toBeVisible();
        for (const badge of await badges.all()) {
          await expectWhole(badge, `${what}: badge ${await badge.textContent()}`);
        }
        const menu = row.locator('[data-row-actions]');
        if ((await menu.count()) > 0) {
          // A certification is named by its type and its date.
          const menuName = actionsFor('table.actionsFor', { name });
          await expect(menu, what).toHaveAccessibleName(
            new RegExp(`^${menuName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          );
          await expectWhole(menu, `${what}: the actions menu`);
        }
        expect(describeViolations(await axeViolations(page)), `${what}: axe`).toEqual([]);
      },
    );
  });
}

/** The seeded property's actions menu button, on the properties list in `language`. */
async function propertyMenu(page: Page, session: Session, language: Language) {
  const t = textsIn('i18n/locales', language);
  await useLanguage(page, language);
  await openSignedIn(page, session, `/property?q=${encodeURIComponent(seeded.propertyName)}`);
  return page.getByRole('button', { name: t('table.actionsFor', { name: seeded.propertyName }) });
}

test('a row actions menu works from the keyboard and speaks the language shown', async ({
  page,
  adminSession,
}) => {
  const p = featureTexts('properties', 'pt');
  const trigger = await propertyMenu(page, adminSession, 'pt');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Focus moves into the menu once it has opened; an arrow pressed before that, on a busy
  // machine, would still be the button's.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') != null))
    .toBe(true);
  const items = menu.getByRole('menuitem');
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveText(p('actions.details'));
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await expect(items.nth(1)).toHaveText(p('actions.edit'));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
  // Space opens it too; Delete stays in the menu and still asks first.
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: new RegExp(`^${p('actions.delete')}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
