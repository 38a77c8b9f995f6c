import type { APIRequestContext, Page } from '@playwright/test';
import { adminLogin, openSignedIn, type Session } from './support/api.ts';
import { ADMIN, STORAGE } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

const ADMIN_LINKS = ['Users', 'Sub-users', 'Messages'];
const CRM_LINKS = [
  'Dashboard',
  'Property Manager',
  'Properties',
  'Government Programs',
  'Units',
  'Occupancies',
  'Recertifications',
  'Candidates',
];

/** The session entries the app keeps in local storage: the token, then the user. */
const storedSession = (page: Page) =>
  page.evaluate((keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.user)], STORAGE);

/**
 * Signs the admin in with a session of the test's own (which it may end without ending the other
 * tests') and opens `path` with it.
 */
async function openAsNewAdminSession(page: Page, request: APIRequestContext, path: string): Promise<Session> {
  const session = await adminLogin(request);
  await openSignedIn(page, session, path);
  return session;
}

test.describe('login', () => {
  test('an admin logs in, waits on a disabled button, and reaches the dashboard', async ({ page }) => {
    // Hold the login answer a moment so the in-progress state can be seen.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const busy = page.getByRole('button', { name: 'Logging in…' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Staff area' });
    for (const name of [...CRM_LINKS, ...ADMIN_LINKS]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const stored = await storedSession(page);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ username: ADMIN.username, is_admin: true });
  });

  test('a sub-user logs in with the same form and sees only the CRM group', async ({ page, subuser }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(subuser.username);
    await page.getByLabel('Password').fill(subuser.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    // Two password checks (main account, then sub-user), each deliberately slow.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Staff area' });
    for (const name of CRM_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ADMIN_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByTestId('signed-in-user')).toHaveText(subuser.username);

    // An admin screen opened by its address is refused.
    await page.goto('/subusers');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });

  test('a wrong password is refused with the invalid credentials message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('empty fields are reported without calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/')) calls += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page.getByLabel('Username')).toBeFocused();
    expect(calls).toBe(0);
  });
});

test.describe('protected pages', () => {
  test('an anonymous visit goes to login, replacing the history entry, and returns after login', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.goto('/messages?from=e2e');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/messages\?from=e2e$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    // Neither /login nor the refused visit stayed in the history: back is the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a session the server no longer accepts ends and sends the user to login', async ({ page }) => {
    await openSignedIn(
      page,
      { token: 'revoked-or-made-up', user: { id: 1, username: ADMIN.username, is_admin: true } },
      '/subusers',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Please log in again.');
    const stored = await storedSession(page);
    expect(stored).toEqual([null, null]);
  });

  test('a 401 on any call while working ends the session and returns to login, then back', async ({
    page,
    request,
  }) => {
    const session = await openAsNewAdminSession(page, request, '/property-manager');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The session ends elsewhere (another tab logs out, an admin revokes it...).
    const logout = await request.post('/api/auth/logout', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(logout.status()).toBe(200);

    await page
      .getByRole('navigation', { name: 'Staff area' })
      .getByRole('link', { name: 'Sub-users' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Please log in again.');

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/subusers$/);
  });

  test('a valid stored session is restored on reload', async ({ page, request }) => {
    await openAsNewAdminSession(page, request, '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  });
});

test.describe('logout', () => {
  test('the sidebar logout asks first, then ends the session on the server and in the browser', async ({
    page,
    request,
  }) => {
    const session = await openAsNewAdminSession(page, request, '/property-manager');
    const nav = page.getByRole('navigation', { name: 'Staff area' });

    await nav.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/property-manager$/);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await storedSession(page);
    expect(stored).toEqual([null, null]);

    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(me.status()).toBe(401);

    await page.goto('/property-manager');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the public header shows Logout for a signed-in user and asks before logging out', async ({
    page,
    subuserSession: session,
  }) => {
    await openSignedIn(page, session, '/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(header.getByRole('link', { name: 'Staff login' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)).toBeNull();
  });
});
