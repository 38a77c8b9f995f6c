import type { APIRequestContext } from '@playwright/test';
import { authHeaders, createSubuser, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { choose, dateShown } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedCandidate, seedProperty, seedUnit } from './support/records.ts';
import { chooseRowAction, rowActionNames } from './support/row-actions.ts';
import { openOnTab } from './support/staff-pages.ts';

/** Findings of trying the app as a user, each checked the way the user met it (English, 1280 px). */

/** A property with one unit and a new candidate, made through the API. */
async function unitAndCandidate(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Birch Court'));
  const unit = await seedUnit(request, admin, property.id, { unit_type: 'Studio' });
  const candidate = await seedCandidate(request, admin, uniqueName('Ana Findings'));
  return { property, unit, candidate };
}

/** Today as the form types it, where the browser (and the organization) is: not the test runner's day. */
const todayTyped = () => dateShown('en-US', new Date());

test('terminate asks for the move-out date and a reason, also for an occupancy with a planned end', async ({
  page,
  request,
  adminSession,
}) => {
  const { unit, candidate } = await unitAndCandidate(request, adminSession);
  const occupancy = await post(request, adminSession, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: candidate.id,
    rent_amount: 1200,
    start_date: '2098-01-10',
    end_date: '2099-12-31',
  });
  await openSignedIn(page, adminSession, '/occupancies');
  const row = page.getByRole('row').filter({ hasText: candidate.full_name });
  await expect(row).toContainText('Active');
  // Reactivate applies only to an ended occupancy (decision 062): a running one offers Terminate.
  expect(await rowActionNames(row)).not.toContain(`Reactivate occupancy ${occupancy.id}`);
  await chooseRowAction(row, `Terminate occupancy ${occupancy.id}`);

  const dialog = page.getByRole('dialog', { name: 'Terminate occupancy' });
  const moveOut = dialog.getByRole('textbox', { name: 'Move-out date' });
  await expect(moveOut).toHaveValue(todayTyped());
  await dialog.getByRole('button', { name: 'Terminate' }).click();
  // Today is before this occupancy's start; and a reason is needed.
  await expect(dialog.getByText('The end date cannot be before the start date.')).toBeVisible();
  await expect(dialog.getByText('This field is required.')).toBeVisible();

  await moveOut.fill('03/15/2098');
  await moveOut.press('Tab');
  await choose(page, 'Reason', /^Other$/);
  await dialog.getByRole('button', { name: 'Terminate' }).click();
  await expect(dialog.getByText('Say why the occupancy ended.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Describe the reason' }).fill('Moved abroad');
  await dialog.getByRole('button', { name: 'Terminate' }).click();

  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Ended');
  await expect(row).toContainText('03/15/2098');
  const saved = await request.get(`/api/occupancies/${occupancy.id}`, { headers: authHeaders(adminSession) });
  expect(await saved.json()).toMatchObject({
    status: 'ENDED',
    end_date: '2098-03-15',
    end_reason: 'other',
    end_reason_details: 'Moved abroad',
  });
});

test('an end date before the start date is kept and explained on the occupancy form', async ({
  page,
  adminSession,
}) => {
  await openOnTab(page, adminSession, '/occupancies', 'New Occupancy');
  const start = page.getByRole('textbox', { name: 'Start date' });
  await start.fill('03/01/2025');
  await start.press('Tab');
  const end = page.getByRole('textbox', { name: 'End date' });
  await end.fill('02/01/2025');
  await end.press('Tab');
  await expect(end).toHaveValue('02/01/2025');
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();
});

test('a pending placement shows as "Pending from" on the candidates list and the candidate', async ({
  page,
  request,
  adminSession,
}) => {
  const { unit, candidate } = await unitAndCandidate(request, adminSession);
  await post(request, adminSession, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: candidate.id,
    rent_amount: 1100,
    start_date: '2099-07-01',
    status: 'PENDING',
  });
  await openSignedIn(page, adminSession, '/candidates');
  await page.getByRole('textbox', { name: 'Full name' }).fill(candidate.full_name);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ hasText: candidate.full_name });
  await expect(row).toContainText('Pending from 07/01/2099');
  await expect(row).not.toContainText('No active occupancy');
  await chooseRowAction(row, `Edit ${candidate.full_name}`);
  await expect(page.getByText('Pending from 07/01/2099')).toBeVisible();
});

test('a unit cannot be saved without a unit number', async ({ page, request, adminSession }) => {
  const { property } = await unitAndCandidate(request, adminSession);
  await openSignedIn(page, adminSession, '/units');
  await choose(page, 'Property', property.property_name, property.property_name);
  await page.getByRole('tab', { name: 'New Unit' }).click();
  await choose(page, 'Unit type', 'Studio');
  await page.getByRole('button', { name: 'Create unit' }).click();
  const number = page.getByRole('textbox', { name: 'Unit number' });
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toBeVisible();
  const units = await request.get(`/api/units?property_id=${property.id}`, {
    headers: authHeaders(adminSession),
  });
  expect((await units.json()) as unknown[]).toHaveLength(1);
});

test('the senior flag follows the birth date and is shown read-only', async ({ page, adminSession }) => {
  await openOnTab(page, adminSession, '/candidates', 'New Candidate');
  const senior = page.getByRole('checkbox', { name: 'Senior (62 or older)' });
  await expect(senior).toBeEnabled();
  const birth = page.getByRole('textbox', { name: 'Birth date' });
  await birth.fill('01/15/1950');
  await birth.press('Tab');
  await expect(senior).toBeChecked();
  await expect(senior).toBeDisabled();
  await birth.fill('01/15/2000');
  await birth.press('Tab');
  await expect(senior).not.toBeChecked();
  await expect(senior).toBeDisabled();
});

test('a company refuses postal code "12" and state "Massachusetts!!" with clear messages', async ({
  page,
  request,
  adminSession,
}) => {
  const name = uniqueName('Zip Check Co');
  await openOnTab(page, adminSession, '/property-manager', 'New Management Co.');
  const form = page.getByRole('form', { name: 'New management company' });
  await form.getByRole('textbox', { name: 'Company name' }).fill(name);
  await form.getByRole('textbox', { name: 'State' }).fill('Massachusetts!!');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('12');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter the state as its two-letter postal code, such as MA.')).toBeVisible();
  await expect(form.getByText('Enter a US ZIP code: 5 digits, or ZIP+4 as 12345-6789.')).toBeVisible();
  const found = await request.get(`/api/property-manager?q=${encodeURIComponent(name)}`, {
    headers: authHeaders(adminSession),
  });
  expect(await found.text()).not.toContain(name);
});

test.describe('logging in', () => {
  test('a sub-user logs in through the form without a refused request, and a deactivated one is told so', async ({
    page,
    request,
    adminSession,
  }) => {
    const sub = await createSubuser(request, adminSession, 'e2e-find');
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    const logIn = async () => {
      await page.goto('/login');
      await page.getByLabel('Username').fill(sub.username);
      await page.getByLabel('Password').fill(sub.password);
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    await logIn();
    await expect(page.getByTestId('signed-in-user')).toHaveText(sub.username);
    expect(failures).toEqual([]);

    const off = await request.patch(`/api/subuser/${sub.id}`, {
      headers: authHeaders(adminSession),
      data: { is_active: false },
    });
    expect(off.status(), await off.text()).toBe(200);
    await page.evaluate(() => localStorage.clear());
    await logIn();
    await expect(page.getByRole('alert')).toHaveText('This account is deactivated. Ask your administrator.');
  });
});

test('dates read alike everywhere: the contract expiration is the shared date field, messages show full years', async ({
  page,
  request,
  adminSession,
}) => {
  await openOnTab(page, adminSession, '/property', 'New Property');
  const expiration = page.getByRole('textbox', { name: 'Contract expiration' });
  await expect(expiration).not.toHaveAttribute('type', 'date');
  await expiration.fill('12/31/2027');
  await expiration.press('Tab');
  await expect(expiration).toHaveValue('12/31/2027');
  // Its clear button is named, so a screen reader says what it does.
  await page.getByRole('button', { name: 'Clear the date' }).click();
  await expect(expiration).toHaveValue('');

  const sent = await request.post('/api/contact-messages', {
    data: { name: 'Date Reader', email: 'reader@example.com', message: 'When was this sent?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/messages');
  const row = page.getByRole('row').filter({ hasText: 'Date Reader' }).first();
  await expect(row).toContainText(new Date().getFullYear().toString());
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
});

test.describe('public addresses', () => {
  test('an unknown address answers 404 with the not-found page; known ones answer 200', async ({ page }) => {
    const unknown = await page.goto('/no-such-page-here');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    for (const known of ['/', '/about', '/login', '/units']) {
      expect((await page.goto(known))?.status(), known).toBe(200);
    }
  });

  test('/success confirms nothing, and the Services page does not advertise apartment search', async ({
    page,
  }) => {
    await page.goto('/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeVisible();
    await expect(page.getByText(/documents were received/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/servicos');
    const search = page.getByRole('listitem').filter({ hasText: 'Apartment search' });
    await expect(search).toContainText('Coming soon');
  });
});
