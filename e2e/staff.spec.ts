import { apiLogin, authHeaders, createSubuser, openSignedIn, uniqueName } from './support/api.ts';
import { dateShown } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseRowAction, rowActionNames } from './support/row-actions.ts';

test.describe('sub-users', () => {
  test('an admin registers a sub-user, sees it active, then deactivates it after confirming', async ({
    page,
    request,
    adminSession,
  }) => {
    const username = uniqueName('e2e-ui');
    const password = 'Quiet-Harbor-Street-9';
    await openSignedIn(page, adminSession, '/subusers');
    await expect(page.getByRole('heading', { level: 1, name: 'Sub-user management' })).toBeVisible();

    const form = page.getByRole('region', { name: 'Register a sub-user' });
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`${username}@example.com`);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    const registeredFrom = new Date();
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByText(`Sub-user ${username} registered.`)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Active');
    // The created date is a low-priority column: the table shows it from 1,440 px (list-table).
    // Today's date read on either side of the save, so a run that crosses midnight still agrees.
    await page.setViewportSize({ width: 1440, height: 900 });
    const daysOfTheSave = [dateShown('en-US', registeredFrom), dateShown('en-US', new Date())];
    await expect(row).toContainText(new RegExp(daysOfTheSave.join('|'))); // digits and slashes only

    // The new account can log in (as a sub-user).
    await apiLogin(request, username, password, 'subuser');

    await chooseRowAction(row, `Deactivate ${username}`);
    const dialog = page.getByRole('dialog', { name: 'Deactivate sub-user?' });
    await expect(dialog).toContainText(`${username} will no longer be able to log in`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Active');

    await chooseRowAction(row, `Deactivate ${username}`);
    await page
      .getByRole('dialog', { name: 'Deactivate sub-user?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(row).toContainText('Inactive');
    expect(await rowActionNames(row)).toContain(`Activate ${username}`);

    const refused = await request.post('/api/auth/subuser/login', { data: { username, password } });
    expect(refused.status()).toBe(403);
  });

  test('the form explains the password policy and a taken username', async ({
    page,
    adminSession,
    subuser: existing,
  }) => {
    await openSignedIn(page, adminSession, '/subusers');
    const form = page.getByRole('region', { name: 'Register a sub-user' });
    const register = form.getByRole('button', { name: 'Register' });

    await register.click();
    await expect(form.getByText('The password must have at least 8 characters.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(uniqueName('e2e-policy'));
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('policy@example.com');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
    await register.click();
    await expect(form.getByText('This password is too common. Choose another one.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(existing.username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Another-Long-Secret-7');
    await register.click();
    await expect(form.getByText('This username is already taken.')).toBeVisible();
  });

  test('the list pages through the server with limit and offset', async ({ page, request, adminSession }) => {
    // Names sorting last keep the other tests' sub-users on the first pages.
    await Promise.all(Array.from({ length: 11 }, () => createSubuser(request, adminSession, 'zz-page')));
    const countResponse = await request.get('/api/subuser/list?limit=1', {
      headers: authHeaders(adminSession),
    });
    const total = Number(countResponse.headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(11);

    await openSignedIn(page, adminSession, '/subusers');
    const table = page.getByRole('table', { name: 'Sub-users' });
    // Other tests add sub-users meanwhile, so the total is read from the screen, not fixed.
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();

    const secondPage = page.waitForRequest(
      (req) => req.url().includes('/api/subuser/list') && req.url().includes('limit=10&offset=10'),
    );
    await page.getByRole('button', { name: '20', exact: true }).click();
    await page.getByRole('menuitem', { name: '10', exact: true }).click();
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next page' }).click();
    await secondPage;
    await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
  });
});

test.describe('users', () => {
  test("lists the organization's main accounts and links to the own account screen", async ({
    page,
    adminSession,
  }) => {
    await openSignedIn(page, adminSession, '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const accounts = page.getByRole('table', { name: 'Main accounts' });
    await expect(accounts.getByRole('row').filter({ hasText: 'admin' })).toContainText('Administrator');
    // The password form lives on My account (e2e/account.spec.ts), for every kind of account.
    await expect(page.getByRole('link', { name: 'Change your password' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  test('a sub-user changes nothing in the admin area: the screens are refused', async ({
    page,
    request,
    subuserSession: session,
  }) => {
    await openSignedIn(page, session, '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    const list = await request.get('/api/users', { headers: authHeaders(session) });
    expect(list.status()).toBe(403);
  });
});

test.describe('CRM screens', () => {
  // Each screen is a titled placeholder until its feature replaces it; either way it has a heading
  // and the sidebar marks it as the current page.
  for (const [path, label] of [
    ['/dashboard', 'Dashboard'],
    ['/property-manager', 'Property Manager'],
    ['/property', 'Properties'],
    ['/govprogram', 'Government Programs'],
    ['/units', 'Units'],
    ['/occupancies', 'Occupancies'],
    ['/recertifications', 'Recertifications'],
    ['/compliance', 'Compliance'],
    ['/candidates', 'Candidates'],
  ] as const) {
    test(`${path} opens from the sidebar`, async ({ page, adminSession }) => {
      await openSignedIn(page, adminSession, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const link = page
        .getByRole('navigation', { name: 'Staff area' })
        .getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('aria-current', 'page');
    });
  }
});
