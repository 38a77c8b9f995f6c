import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, createSubuser, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { expectNotice, featureTexts } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedMainAccount, seedProgram, seedProperty, seedUnit } from './support/records.ts';
import { chooseRowAction, rowActionNames } from './support/row-actions.ts';

/**
 * Decision 017 in the browser: the app shows each kind of account only what the server lets it do.
 * The server's side of every route is tested in server/test/security/permission-matrix.test.ts.
 */

const pm = featureTexts('property-managers');
const props = featureTexts('properties');
const programs = featureTexts('programs');
const units = featureTexts('units');
const candidates = featureTexts('candidates');

/** One record of each kind a Delete, Edit or Import button would be shown for. */
async function seed(request: APIRequestContext, admin: Session) {
  const { company, property } = await seedProperty(request, admin, uniqueName('Rights Court'));
  const year = new Date().getFullYear();
  const program = await seedProgram(request, admin, {
    name: uniqueName('Rights HOME'),
    ami_levels: [{ year, percentage: 60, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 2100 }],
  });
  const { unit_number: unitNumber } = await seedUnit(request, admin, property.id);
  return { company, property, program, unitNumber };
}

/** Narrows a name list to `name` and waits for its row. */
async function findRow(page: Page, search: string, name: string) {
  await page.getByRole('textbox', { name: search, exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  return row;
}

/** Fails when an action of the row deletes (they are named "Delete <record>"). */
async function expectNoDeletes(row: Locator) {
  expect(await rowActionNames(row)).not.toContainEqual(expect.stringMatching(/^Delete\b/));
}

test.describe('who may do what (decision 017)', () => {
  // Logins check passwords, deliberately slowly, and each screen loads its own chunk.
  test.slow();

  test('a sub-user sees no Delete, Import or New company, and registers and edits a candidate', async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    const seeded = await seed(request, adminSession);
    const subuser = await createSubuser(request, adminSession, 'e2e-agent');
    await page.goto('/login');
    await page.getByLabel('Username').fill(subuser.username);
    await page.getByLabel('Password').fill(subuser.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await page
      .getByRole('navigation', { name: 'Staff area' })
      .getByRole('link', { name: 'Property Manager', exact: true })
      .click();

    // Companies: read, and their contacts read, but no new company, no edit, no delete.
    const company = await findRow(page, pm('list.search'), seeded.company.management_co);
    await expect(page.getByRole('tab', { name: pm('tabs.new') })).toHaveCount(0);
    expect(await rowActionNames(company)).not.toContainEqual(expect.stringMatching(/^Edit\b/));
    await expectNoDeletes(company);
    await chooseRowAction(company, /^Contacts\b/);
    const contacts = page.getByRole('dialog');
    await expect(contacts.getByText('Ana Lima')).toBeVisible();
    await expect(contacts.getByRole('button')).toHaveCount(1); // the dialog's close button
    await page.keyboard.press('Escape');

    // Properties: the same.
    await page.goto('/property');
    const propertyRow = await findRow(page, props('list.search'), seeded.property.property_name);
    await expect(page.getByRole('tab', { name: props('tabs.new') })).toHaveCount(0);
    expect(await rowActionNames(propertyRow)).not.toContainEqual(expect.stringMatching(/^Edit\b/));
    await expectNoDeletes(propertyRow);

    // Programs: listed, never edited, imported into, deactivated or deleted.
    await page.goto('/govprogram');
    await page.getByRole('textbox', { name: programs('list.search'), exact: true }).fill(seeded.program.name);
    await expect(page.getByRole('row').filter({ hasText: seeded.program.name })).toBeVisible();
    await expect(page.getByRole('tab', { name: programs('tabs.new') })).toHaveCount(0);
    // No action on a program at all: no actions menu.
    await expect(page.locator('[data-row-actions]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: programs('import.open') })).toHaveCount(0);

    // Units: listed, no new unit, no delete.
    await page.goto('/units');
    const property = page.getByRole('combobox', { name: units('property.label'), exact: true });
    await property.click();
    await property.fill(seeded.property.property_name);
    await page.getByRole('option', { name: seeded.property.property_name }).first().click();
    const unitRow = page.getByRole('row').filter({ hasText: seeded.unitNumber });
    await expect(unitRow).toBeVisible();
    await expect(page.getByRole('tab', { name: units('tabs.new') })).toHaveCount(0);
    await expectNoDeletes(unitRow);

    // Candidates: in the CRM group, registered and edited by the sub-user, never deleted.
    await page
      .getByRole('navigation', { name: 'Staff area' })
      .getByRole('link', { name: 'Candidates' })
      .click();
    await page.getByRole('tab', { name: candidates('tabs.new') }).click();
    const name = uniqueName('Marta Agent');
    await page.getByRole('textbox', { name: candidates('form.fullName') }).fill(name);
    await page
      .getByRole('textbox', { name: candidates('form.email') })
      .fill(`${uniqueName('marta')}@example.com`);
    await page.getByRole('button', { name: candidates('form.register') }).click();
    await expectNotice(page, candidates('created', { name }));
    // The form's own "Full name" stays until the list tab takes over: type the filter only then.
    await expect(page.getByRole('tab', { name: candidates('tabs.list') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const nameFilter = page.getByRole('textbox', { name: candidates('filters.fullName') });
    await nameFilter.fill(name);
    await expect(nameFilter).toHaveValue(name);
    await page.getByRole('button', { name: candidates('filters.apply') }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    expect(await rowActionNames(row)).toContain(candidates('table.editLabel', { name }));
    await expectNoDeletes(row);

    // No admin screen in the navigation, and none by its address.
    const nav = page.getByRole('navigation', { name: 'Staff area' });
    for (const link of ['Users', 'Sub-users', 'Messages'])
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(0);
    await page.goto('/subusers');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    // Nothing refused on the way: the app made no call this account may not make.
    expect(browserErrors).toEqual([]);
  });

  test('a main account without the admin right deletes and imports, but has no accounts menu', async ({
    page,
    request,
    adminSession,
  }) => {
    const seeded = await seed(request, adminSession);
    const username = uniqueName('e2e-main');
    const password = `Pw-${uniqueName('x')}`;
    await seedMainAccount(request, adminSession, username, password);
    const session = await apiLogin(request, username, password);
    await openSignedIn(page, session, '/property-manager');

    const company = await findRow(page, pm('list.search'), seeded.company.management_co);
    await expect(page.getByRole('tab', { name: pm('tabs.new') })).toBeVisible();
    const companyActions = await rowActionNames(company);
    expect(companyActions).toContainEqual(expect.stringMatching(/^Edit\b/));
    expect(companyActions).toContainEqual(expect.stringMatching(/^Delete\b/));

    // Programs: edited and imported into, but deactivating and deleting are admins'.
    await page.goto('/govprogram');
    await page.getByRole('textbox', { name: programs('list.search'), exact: true }).fill(seeded.program.name);
    // The search applies after a pause in typing; a click before that may land on a moving row.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    expect(await rowActionNames(page)).toEqual([programs('list.editLabel', { name: seeded.program.name })]);
    await chooseRowAction(page, programs('list.editLabel', { name: seeded.program.name }));
    await expect(page.getByRole('button', { name: programs('import.open') })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Staff area' });
    await expect(nav.getByRole('link', { name: 'Candidates', exact: true })).toBeVisible();
    for (const link of ['Users', 'Sub-users', 'Messages'])
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(0);
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });
});
