import { expect, type Locator, type Page } from '@playwright/test';

/** The page a scope is on. */
const pageOf = (scope: Page | Locator): Page =>
  typeof (scope as Locator).page === 'function' ? (scope as Locator).page() : (scope as Page);

/**
 * Opens the actions menu `trigger` belongs to; the open menu. A list answering a search a second
 * time re-renders its rows, which can close a menu just opened: the click is then made again.
 */
async function openMenu(trigger: Locator, clickTimeout?: number): Promise<Locator> {
  const menu = trigger.page().getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click({ timeout: clickTimeout });
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}

/**
 * Chooses a row's action as a user does: opens a row's actions menu ("Actions for …") in `scope`
 * and picks the item named `name` (its accessible name, e.g. "Edit unit 101"). The rows' menus are
 * tried in turn until one holds that item, so a caller need not know which row it is in. A list
 * still loading or filtering changes its rows meanwhile: then they are read again, for a minute.
 */
export async function chooseRowAction(scope: Page | Locator, name: string | RegExp): Promise<void> {
  const page = pageOf(scope);
  const triggers = scope.locator('[data-row-actions]').filter({ visible: true });
  await expect(triggers.first(), `a row actions menu for ${name}`).toBeVisible();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const count = await triggers.count();
    for (let i = 0; i < count; i++) {
      let menu: Locator;
      try {
        menu = await openMenu(triggers.nth(i), 5_000);
      } catch {
        break; // The rows changed under us: read them again.
      }
      const item = menu.getByRole('menuitem', { name });
      if ((await item.count()) > 0) {
        // A list answering again can close the menu between reading the item and clicking it;
        // an unbounded click would then wait for the test's whole time. A click that timed out
        // was never made, so the menu is opened again.
        const clicked = await item
          .first()
          .click({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (clicked) return;
        break;
      }
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`No row action named ${name}`);
}

/** The menu item named `name` in the actions menu of the row that `trigger` opens, once opened. */
export async function rowActionItem(trigger: Locator, name: string | RegExp): Promise<Locator> {
  const menu = await openMenu(trigger);
  return menu.getByRole('menuitem', { name });
}

/**
 * The accessible names of every row action in `scope`, read by opening each row's menu in turn.
 * Waits for a row's actions menu first: a list still loading has none yet, and reading it then
 * would answer "no actions".
 */
export async function rowActionNames(scope: Page | Locator): Promise<string[]> {
  const page = pageOf(scope);
  const names: string[] = [];
  const triggers = scope.locator('[data-row-actions]').filter({ visible: true });
  await expect(triggers.first(), 'a row actions menu').toBeVisible();
  for (const trigger of await triggers.all()) {
    const menu = await openMenu(trigger);
    for (const item of await menu.getByRole('menuitem').all()) {
      names.push((await item.getAttribute('aria-label')) ?? (await item.textContent()) ?? '');
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
  return names;
}
