import { openSignedIn, uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { post, put, seedCandidate } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';

/** Admins see who changed a record and what; a stale save shows the conflict and keeps the input. */
test.describe('record history and lost updates', () => {
  test('an admin sees the changes of a candidate in its edit screen', async ({
    page,
    request,
    adminSession,
  }) => {
    const name = uniqueName('Beatriz Gonçalves');
    const candidate = await seedCandidate(request, adminSession, name, { phone_number: '6175550100' });
    const renamed = `${name} Silva`;
    await put(request, adminSession, `/api/candidates/${candidate.id}`, {
      full_name: renamed,
      email: candidate.email,
      phone_number: '6175550199',
      version: 1,
    });

    await openSignedIn(page, adminSession, `/candidates`);
    await page.getByRole('textbox', { name: 'Full name' }).first().fill(renamed);
    await page.getByRole('button', { name: 'Apply' }).click();
    await chooseRowAction(page, `Edit ${renamed}`);
    await page.getByRole('button', { name: 'Show history' }).click();
    const history = page.getByRole('region', { name: 'Show history' });
    await expect(history.getByText('Created')).toBeVisible();
    await expect(history.getByText('Changed')).toBeVisible();
    // Each field by its form label, each value as the screens show it.
    await expect(history.getByRole('cell', { name: 'Full name', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Phone', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: '(617) 555-0199', exact: true })).toBeVisible();
  });

  test('an admin sees the changes of a management company in its edit modal', async ({
    page,
    request,
    adminSession,
  }) => {
    const name = uniqueName('Harbor Homes');
    const { id } = await post(request, adminSession, '/api/property-manager', { management_co: name });
    const renamed = `${name} LLC`;
    await put(request, adminSession, `/api/property-manager/${id}`, { management_co: renamed, version: 1 });
    // A client without the version it read: applied, and the history says so.
    await put(request, adminSession, `/api/property-manager/${id}`, {
      management_co: renamed,
      city: 'Salem',
    });

    await openSignedIn(page, adminSession, '/property-manager');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(renamed);
    await chooseRowAction(page, `Edit ${renamed}`);
    await page.getByRole('button', { name: 'Show history' }).click();
    const history = page.getByRole('region', { name: 'Show history' });
    await expect(history.getByText('Changed')).toHaveCount(2);
    await expect(history.getByRole('cell', { name: 'Company name', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(history.getByText('Saved without a version: last write wins')).toHaveCount(1);
    await expect(history.getByRole('cell', { name: 'Salem', exact: true })).toBeVisible();
  });

  test('a save based on an old version shows the conflict and keeps what was typed', async ({
    page,
    request,
    adminSession,
  }) => {
    const name = uniqueName('Carlos Peña');
    const candidate = await seedCandidate(request, adminSession, name);

    await openSignedIn(page, adminSession, '/candidates');
    await page.getByRole('textbox', { name: 'Full name' }).first().fill(name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await chooseRowAction(page, `Edit ${name}`);
    const form = page.getByRole('region', { name: `Edit ${name}` });
    const typed = `${name} (typed here)`;
    await form.getByRole('textbox', { name: 'Full name' }).fill(typed);

    // Meanwhile someone else saves the same candidate.
    await put(request, adminSession, `/api/candidates/${candidate.id}`, {
      full_name: `${name} (saved elsewhere)`,
      email: candidate.email,
      version: 1,
    });

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Someone else changed this record' }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(typed);
  });
});
