import type { Page } from '@playwright/test';
import { apiLogin, authHeaders, openSignedIn } from './support/api.ts';
import { STORAGE } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('my account', () => {
  test('a sub-user changes their own password, then logs in with the new one only', async ({
    page,
    request,
    adminSession,
    subuser,
  }) => {
    const newPassword = 'Lantern-Orchard-Gate-41';

    await page.goto('/login');
    await logIn(page, subuser.username, subuser.password);
    // Two password checks (main account, then sub-user), each deliberately slow.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    const nav = page.getByRole('navigation', { name: 'Staff area' });
    await nav.getByRole('link', { name: 'My account', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My account', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const details = page.getByRole('region', { name: 'Your account' });
    await expect(details.getByTestId('account-username')).toHaveText(subuser.username);
    await expect(details.getByTestId('account-organization')).toHaveText(
      String(adminSession.user.organization_name),
    );
    await expect(details.getByTestId('account-kind')).toHaveText('Sub-user');

    const form = page.getByRole('region', { name: 'Change your password' });
    const current = form.getByRole('textbox', { name: 'Current password', exact: true });
    const next = form.getByRole('textbox', { name: 'New password', exact: true });
    const repeat = form.getByRole('textbox', { name: 'Repeat the new password', exact: true });
    const submit = form.getByRole('button', { name: 'Change password' });

    await current.fill('definitely-not-it');
    await next.fill(newPassword);
    await repeat.fill('Something-else-entirely');
    await submit.click();
    await expect(form.getByText('The passwords do not match.')).toBeVisible();

    // The server checks the current password and answers with a field error.
    await repeat.fill(newPassword);
    await submit.click();
    await expect(form.getByText('The current password is not correct.')).toBeVisible();

    await current.fill(subuser.password);
    await next.fill('password123');
    await repeat.fill('password123');
    await submit.click();
    await expect(form.getByText('This password is too common. Choose another one.')).toBeVisible();
    await expect(form.getByText('The current password is not correct.')).toHaveCount(0);

    // A session elsewhere ends with the change; the one in this browser stays.
    const elsewhere = await apiLogin(request, subuser.username, subuser.password, 'subuser');
    await next.fill(newPassword);
    await repeat.fill(newPassword);
    await submit.click();
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    const elsewhereMe = await request.get('/api/auth/me', { headers: authHeaders(elsewhere) });
    expect(elsewhereMe.status()).toBe(401);
    await expect(details.getByTestId('account-username')).toHaveText(subuser.username);
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)).toBeNull();

    await logIn(page, subuser.username, subuser.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials', { timeout: 20_000 });

    await logIn(page, subuser.username, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByTestId('signed-in-user')).toHaveText(subuser.username);
  });

  test("an admin reaches the own account screen from User Management and sees the account's kind", async ({
    page,
    adminSession,
  }) => {
    await openSignedIn(page, adminSession, '/users');
    await page.getByRole('link', { name: 'Change your password' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const details = page.getByRole('region', { name: 'Your account' });
    await expect(details.getByTestId('account-username')).toHaveText(adminSession.user.username);
    await expect(details.getByTestId('account-kind')).toHaveText('Administrator');
    await expect(page.getByRole('region', { name: 'Change your password' })).toBeVisible();
  });

  test('log out everywhere ends every session of the account, after a confirmation', async ({
    page,
    request,
    subuser,
    subuserSession: inBrowser,
  }) => {
    const elsewhere = await apiLogin(request, subuser.username, subuser.password, 'subuser');
    const meWith = async (token: string) =>
      (await request.get('/api/auth/me', { headers: authHeaders({ token, user: inBrowser.user }) })).status();

    await openSignedIn(page, inBrowser, '/account');
    const sessions = page.getByRole('region', { name: 'Your sessions' });
    await sessions.getByRole('button', { name: 'Log out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out everywhere?' });
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await meWith(elsewhere.token)).toBe(200);

    await sessions.getByRole('button', { name: 'Log out everywhere' }).click();
    await page
      .getByRole('dialog', { name: 'Log out everywhere?' })
      .getByRole('button', { name: 'Log out everywhere' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)).toBeNull();
    expect(await meWith(inBrowser.token)).toBe(401);
    expect(await meWith(elsewhere.token)).toBe(401);
  });
});
