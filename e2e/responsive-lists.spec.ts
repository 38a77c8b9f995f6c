import type { Page } from '@playwright/test';
import { openSignedIn, type Session } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { featureTexts, type Language, textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { expectWhole, LISTS, type Seeded, seedLists, stillScreenIn } from './support/responsive.ts';

/**
 * Every staff list at a phone's and a desktop's width in the three languages: the column that names
 * a row and every badge in it (its status) are on screen whole, neither cut by the window nor by a
 * scrolled or squeezed cell, and axe finds nothing.
 */

let seeded: Seeded;
test.beforeAll(async ({ request, adminSession }) => {
  seeded = await seedLists(request, adminSession);
});

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280] as const) {
    test(`every staff list shows its rows' names and statuses whole, with no axe violations (${language}, ${width} px)`, async ({
      page,
      adminSession,
    }) => {
      test.setTimeout(240_000);
      await stillScreenIn(page, language, width);
      const actionsFor = textsIn('i18n/locales', language);
      for (const list of LISTS) {
        await openSignedIn(page, adminSession, list.path(seeded));
        const name = list.rowName(seeded, language);
        const row = page.getByRole('row').filter({ hasText: name }).first();
        await expect(row, list.name).toBeVisible();
        // The page scrolls down to the row; nothing scrolls sideways.
        await row.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 160));
        await expectWhole(row.getByText(name).first(), `${list.name}: the row's name`);
        const badges = row.locator('.mantine-Badge-root');
        if (list.status) await expect(badges.first(), `${list.name}: a status`).toBeVisible();
        for (const badge of await badges.all()) {
          await expectWhole(badge, `${list.name}: badge ${await badge.textContent()}`);
        }
        const menu = row.locator('[data-row-actions]');
        if ((await menu.count()) > 0) {
          // A certification is named by its type and its date.
          const menuName = actionsFor('table.actionsFor', { name });
          await expect(menu, list.name).toHaveAccessibleName(
            new RegExp(`^${menuName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          );
          await expectWhole(menu, `${list.name}: the actions menu`);
        }
        const violations = (await axeViolations(page)).map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
        );
        expect(violations, `${list.name}: axe`).toEqual([]);
      }
    });
  }
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
