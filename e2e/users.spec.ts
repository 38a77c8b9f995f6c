import type { Browser, Page } from '@playwright/test';
import { apiLogin, openSignedIn, uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { seedMainAccount } from './support/records.ts';
import { chooseRowAction, rowActionNames } from './support/row-actions.ts';

const ADMIN_LINKS = ['Users', 'Sub-users', 'Messages'];

/** Logs in through the form in a browser of its own, as the other person would. */
async function logInElsewhere(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  return page;
}

test.describe('main accounts', () => {
  // Several logins each, and password hashing is deliberately slow.
  test.slow();

  test('an admin creates a staff account, which logs in without the admin screens', async ({
    page,
    browser,
    adminSession,
  }) => {
    const username = uniqueName('e2e-main');
    const password = 'Garden-Gate-Lantern-4';
    await openSignedIn(page, adminSession, '/users');
    const form = page.getByRole('region', { name: 'Create a main account' });
    const create = form.getByRole('button', { name: 'Create account' });

    await create.click();
    await expect(form.getByText('The password must have at least 8 characters.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(adminSession.user.username);
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${username}@example.com`);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await create.click();
    await expect(form.getByText('This username is already taken.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await create.click();
    await expect(page.getByText(`Account ${username} created.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Staff');
    await expect(row).toContainText('Active');

    const theirs = await logInElsewhere(browser, username, password);
    await expect(theirs).toHaveURL(/\/dashboard$/, { timeout: 45_000 });
    await expect(theirs.getByTestId('signed-in-user')).toHaveText(username);
    const nav = theirs.getByRole('navigation', { name: 'Staff area' });
    for (const name of ADMIN_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await theirs.close();

    // Made an administrator, the same account sees the admin screens at its next login.
    await chooseRowAction(row, `Edit ${username}`);
    const dialog = page.getByRole('dialog', { name: `Edit ${username}` });
    await dialog.getByRole('checkbox', { name: 'Administrator' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Administrator');
    const promoted = await logInElsewhere(browser, username, password);
    await expect(
      promoted
        .getByRole('navigation', { name: 'Staff area' })
        .getByRole('link', { name: 'Users', exact: true }),
    ).toBeVisible({ timeout: 45_000 });
    await promoted.close();
  });

  test('a reset password is shown once and must be changed at the next login (on a phone)', async ({
    page,
    browser,
    request,
    adminSession,
  }) => {
    const username = uniqueName('e2e-reset');
    await seedMainAccount(request, adminSession, username, 'Old-Window-Frame-8');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, adminSession, '/users');
    const row = page.getByRole('row').filter({ hasText: username });
    await chooseRowAction(row, `Reset the password of ${username}`);
    await page
      .getByRole('dialog', { name: 'Reset password?' })
      .getByRole('button', { name: 'Reset password' })
      .click();

    const shown = page.getByRole('dialog', { name: 'Temporary password' });
    const temporary = (await shown.getByTestId('temporary-password').textContent())?.trim() ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    // The admin's own row offers no reset and no deactivation.
    const own = page.getByRole('row').filter({
      has: page.getByRole('button', { name: `Actions for ${adminSession.user.username}`, exact: true }),
    });
    await expect(own.locator('[data-row-actions]')).toBeVisible();
    const ownActions = await rowActionNames(own);
    expect(ownActions).toContain(`Edit ${adminSession.user.username}`);
    expect(ownActions.filter((name) => /Reset the password|Deactivate/.test(name))).toEqual([]);

    const theirs = await logInElsewhere(browser, username, temporary);
    const required = theirs.getByRole('heading', { level: 1, name: 'Choose a new password' });
    // A password check, then the staff area's first load, on a machine that may be busy.
    await expect(required).toBeVisible({ timeout: 45_000 });
    await theirs.goto('/property');
    await expect(required).toBeVisible();
    await expect(theirs.getByRole('navigation', { name: 'Staff area' })).toHaveCount(0);

    const change = theirs.getByRole('region', { name: 'Change your password' });
    await change.getByRole('textbox', { name: 'Current password', exact: true }).fill(temporary);
    await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh-Copper-Kettle-5');
    await change.getByRole('textbox', { name: 'Repeat the new password' }).fill('Fresh-Copper-Kettle-5');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(theirs.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible({
      timeout: 30_000,
    });
    await theirs.close();

    const session = await apiLogin(request, username, 'Fresh-Copper-Kettle-5');
    expect(session.user.must_change_password).toBe(false);
  });
});
