import { authHeaders, openSignedIn, uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/** Admins see who changed a record and what; a stale save shows the conflict and keeps the input. */
test.describe('record history and lost updates', () => {
  test('an admin sees the changes of a candidate in its edit screen', async ({
    page,
    request,
    adminSession,
  }) => {
    const name = uniqueName('Beatriz Gonçalves');
    const created = await request.post('/api/candidates', {
      headers: authHeaders(adminSession),
      data: { full_name: name, email: `${uniqueName('bea')}@example.com`, phone_number: '6175550100' },
    });
    expect(created.status()).toBe(201);
    const candidate = (await created.json()) as { id: number; email: string };
    const renamed = `${name} Silva`;
    const updated = await request.put(`/api/candidates/${candidate.id}`, {
      headers: authHeaders(adminSession),
      data: { full_name: renamed, email: candidate.email, phone_number: '6175550199', version: 1 },
    });
    expect(updated.status()).toBe(200);

    await openSignedIn(page, adminSession, `/candidates`);
    await page.getByRole('textbox', { name: 'Full name' }).first().fill(renamed);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
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
    const created = await request.post('/api/property-manager', {
      headers: authHeaders(adminSession),
      data: { management_co: name },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const renamed = `${name} LLC`;
    const updated = await request.put(`/api/property-manager/${id}`, {
      headers: authHeaders(adminSession),
      data: { management_co: renamed, version: 1 },
    });
    expect(updated.status()).toBe(200);
    // A client without the version it read: applied, and the history says so.
    const unversioned = await request.put(`/api/property-manager/${id}`, {
      headers: authHeaders(adminSession),
      data: { management_co: renamed, city: 'Salem' },
    });
    expect(unversioned.status()).toBe(200);

    await openSignedIn(page, adminSession, '/property-manager');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(renamed);
    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
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
    const created = await request.post('/api/candidates', {
      headers: authHeaders(adminSession),
      data: { full_name: name, email: `${uniqueName('carlos')}@example.com` },
    });
    const candidate = (await created.json()) as { id: number; email: string };

    await openSignedIn(page, adminSession, '/candidates');
    await page.getByRole('textbox', { name: 'Full name' }).first().fill(name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('region', { name: `Edit ${name}` });
    const typed = `${name} (typed here)`;
    await form.getByRole('textbox', { name: 'Full name' }).fill(typed);

    // Meanwhile someone else saves the same candidate.
    const other = await request.put(`/api/candidates/${candidate.id}`, {
      headers: authHeaders(adminSession),
      data: { full_name: `${name} (saved elsewhere)`, email: candidate.email, version: 1 },
    });
    expect(other.status()).toBe(200);

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Someone else changed this record' }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(typed);
  });
});
