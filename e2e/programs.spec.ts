import type { Locator, Page } from '@playwright/test';
import { authHeaders, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { axeViolations, blocking, describeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { post } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';
import { openOnTab } from './support/staff-pages.ts';

/** Opens the programs screen and the editor of the program named `name`. */
async function openProgramEditor(page: Page, session: Session, name: string) {
  await openSignedIn(page, session, '/govprogram');
  await chooseRowAction(page.getByRole('row').filter({ hasText: name }), /^Edit program/);
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Serious or critical axe findings in the screen's content (and any open dialog) as it is now. */
async function blockingAxeViolations(page: Page): Promise<string[]> {
  return describeViolations(
    blocking(await axeViolations(page, '[role="tablist"]', '[role="tabpanel"]', '[role="dialog"]')),
  );
}

const levelsOf = (year: number, percentage: number, type: string, units: string[], base: number) =>
  units.map((unit, i) => ({
    year,
    percentage,
    limit_type: type,
    unit_type: unit,
    limit_value: base + i * 100,
  }));

test.describe('government programs', () => {
  test('builds a program with income and rent levels, saves, reopens and filters the tables', async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    const name = uniqueName('E2E Program');
    const year = new Date().getFullYear();
    await openSignedIn(page, adminSession, '/govprogram');
    await expect(page.getByRole('heading', { level: 1, name: 'Government Programs' })).toBeVisible();
    await page.getByRole('tab', { name: 'New Program' }).click();

    const form = page.getByRole('region', { name: 'New program' });
    await form.getByRole('textbox', { name: 'Program Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Jurisdiction' }).fill('City of Boston');
    await expect(form.getByRole('combobox', { name: 'Scope' })).toHaveValue('Municipal');
    await expect(form.getByRole('textbox', { name: 'Year', exact: true })).toHaveValue(String(year));

    const add = form.getByRole('button', { name: 'Add Level' });
    const value = form.getByRole('textbox', { name: 'Limit Value ($)' });
    await expect(add).toBeDisabled();
    await form.getByRole('textbox', { name: 'AMI %', exact: true }).fill('50');
    await choose(page, form, 'Limit Type', 'Income Limit');
    await choose(page, form, 'Household Size', '1 person');
    await value.fill('56350');
    await add.click();
    // The next household size is chosen for the next value.
    await expect(form.getByRole('combobox', { name: 'Household Size' })).toHaveValue('2 people');
    await value.fill('64400');
    await add.click();
    await value.fill('72450');
    await add.click();

    await form.getByRole('textbox', { name: 'AMI %', exact: true }).fill('60');
    await choose(page, form, 'Household Size', '1 person');
    await value.fill('67620');
    await add.click();

    // A new limit type starts the unit type over.
    await choose(page, form, 'Limit Type', 'Rent Limit');
    await expect(form.getByRole('combobox', { name: 'Unit Type' })).toHaveValue('');
    await expect(add).toBeDisabled();
    await choose(page, form, 'Unit Type', 'Studio');
    await value.fill('1690');
    await add.click();
    await choose(page, form, 'Unit Type', '2BR');
    await value.fill('2173.5');
    await add.click();

    const income = form.getByRole('table', { name: `Income Limits (${year})` });
    const rent = form.getByRole('table', { name: `Rent Limits (${year})` });
    await expect(income.getByRole('row', { name: /^50%/ })).toContainText('$56,350.00');
    await expect(income.getByRole('row', { name: /^50%/ })).toContainText('—');
    await expect(rent.getByRole('row', { name: /^60%/ })).toContainText('$2,173.50');

    await form.getByRole('button', { name: 'Create Program' }).click();
    await expect(page.getByText(`Program ${name} created.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('6 limit values');

    // Reopen: the form comes back filled from the saved program.
    await chooseRowAction(row, `Edit program ${name}`);
    const edit = page.getByRole('region', { name: `Edit ${name}` });
    await expect(edit.getByRole('textbox', { name: 'Program Name' })).toHaveValue(name);
    await expect(edit.getByRole('button', { name: 'Update Program' })).toBeVisible();
    const savedIncome = edit.getByRole('table', { name: `Income Limits (${year})` });
    const savedRent = edit.getByRole('table', { name: `Rent Limits (${year})` });
    await expect(savedIncome.getByRole('row', { name: /^50%/ })).toContainText('$72,450.00');
    await expect(savedIncome.getByRole('row')).toHaveCount(3);

    // Filters: AMI % substring, limit type, unit type substring, clear.
    await edit.getByRole('textbox', { name: 'Filter by AMI %' }).fill('6');
    await expect(savedIncome.getByRole('row')).toHaveCount(2);
    await expect(savedIncome.getByRole('row', { name: /^60%/ })).toBeVisible();
    await choose(page, edit, 'Filter by limit type', 'Rent Limit');
    await expect(savedIncome).toBeHidden();
    await expect(savedRent.getByRole('row', { name: /^60%/ })).toContainText('$1,690.00');
    await edit.getByRole('textbox', { name: 'Filter by unit type or household size' }).fill('2br');
    await expect(savedRent.getByRole('columnheader')).toHaveText(['AMI %', '2BR']);
    await edit.getByRole('textbox', { name: 'Filter by unit type or household size' }).fill('5br');
    await expect(edit.getByText('No AMI levels match the applied filters.')).toBeVisible();
    await edit.getByRole('button', { name: 'Clear filters' }).click();
    await expect(savedIncome.getByRole('row')).toHaveCount(3);
    await expect(savedRent.getByRole('columnheader')).toHaveCount(8);

    // Remove a level and update: the server has the new set.
    await savedIncome.getByRole('button', { name: `Remove level ${year}, 60 %, Income Limit, 1` }).click();
    await edit.getByRole('button', { name: 'Update Program' }).click();
    await expect(page.getByText(`Program ${name} updated.`)).toBeVisible();
    const listed = await request.get(`/api/govprograms?q=${encodeURIComponent(name)}`, {
      headers: authHeaders(adminSession),
    });
    const [saved] = (await listed.json()) as Array<{
      ami_levels: Array<{ percentage: number; unit_type: string }>;
    }>;
    expect(saved?.ami_levels).toHaveLength(5);
    expect(browserErrors).toEqual([]);
  });

  test('shows a save failure and keeps the input', async ({ page, request, adminSession }) => {
    const taken = await post<{ id: number; name: string }>(request, adminSession, '/api/govprograms', {
      name: uniqueName('E2E Taken'),
      jurisdiction: 'Boston',
    });
    await openOnTab(page, adminSession, '/govprogram', 'New Program');
    const form = page.getByRole('region', { name: 'New program' });
    await form.getByRole('button', { name: 'Create Program' }).click();
    await expect(form.getByText('This field is required.').first()).toBeVisible();

    await form.getByRole('textbox', { name: 'Program Name' }).fill(taken.name);
    await form.getByRole('textbox', { name: 'Jurisdiction' }).fill('Cambridge');
    await form.getByRole('button', { name: 'Create Program' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Error saving program' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Jurisdiction' })).toHaveValue('Cambridge');
  });

  test('switches years, and imports limits from pasted CSV after a preview', async ({
    page,
    request,
    adminSession,
  }) => {
    const sizes = ['1', '2', '3', '4', '5', '6', '7', '8'];
    const program = await post<{ id: number; name: string }>(request, adminSession, '/api/govprograms', {
      name: uniqueName('E2E Years'),
      jurisdiction: 'Boston-Cambridge-Quincy HMFA',
      ami_levels: [
        ...levelsOf(2024, 50, 'Income Limit', sizes, 52_000),
        ...levelsOf(2025, 50, 'Income Limit', sizes, 56_000),
      ],
    });
    await openProgramEditor(page, adminSession, program.name);
    const edit = page.getByRole('region', { name: `Edit ${program.name}` });
    await expect(edit.getByRole('table', { name: 'Income Limits (2025)' })).toContainText('$56,000.00');
    await choose(page, edit, 'Year shown', '2024');
    await expect(edit.getByRole('table', { name: 'Income Limits (2024)' })).toContainText('$52,700.00');

    await edit.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: `Import limits into ${program.name}` });
    const paste = dialog.getByRole('textbox', { name: 'Or paste the lines' });
    await paste.fill(
      'year,percentage,limit_type,household_size,limit_value\n2025,80,Income,1,89600\n2025,80,Income,9,1\n',
    );
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByRole('table', { name: 'Lines with problems' })).toContainText(
      'The household size must be 1 to 8.',
    );
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    await paste.fill(
      'year,percentage,limit_type,household_size,limit_value\n2025,80,Income,1,89600\n2025,80,Income,2,102400\n',
    );
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByText('2 lines checked. Everything is ready to import.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Limits imported: 2 added, 0 updated, 0 removed.')).toBeVisible();
    const reopened = page.getByRole('region', { name: `Edit ${program.name}` });
    await expect(
      reopened.getByRole('table', { name: 'Income Limits (2025)' }).getByRole('row', { name: /^80%/ }),
    ).toContainText('$102,400.00');
  });

  test('is usable at 375 px: the limit tables scroll inside the page', async ({
    page,
    request,
    adminSession,
  }) => {
    const program = await post<{ id: number; name: string }>(request, adminSession, '/api/govprograms', {
      name: uniqueName('E2E Narrow'),
      jurisdiction: 'Boston',
      ami_levels: levelsOf(2025, 30, 'Income Limit', ['1', '2', '3', '4', '5', '6', '7', '8'], 33_850),
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await openProgramEditor(page, adminSession, program.name);
    const table = page.getByRole('table', { name: 'Income Limits (2025)' });
    await expect(table).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the list, the form with its tables and the import preview have no serious axe violations', async ({
    page,
    request,
    adminSession,
  }) => {
    const program = await post<{ id: number; name: string }>(request, adminSession, '/api/govprograms', {
      name: uniqueName('E2E Axe'),
      jurisdiction: 'Boston',
      ami_levels: [
        ...levelsOf(2025, 50, 'Income Limit', ['1', '2', '3'], 56_350),
        ...levelsOf(2025, 60, 'Rent Limit', ['SRO', 'Studio', '2BR'], 1_200),
        ...levelsOf(2024, 60, 'Rent Limit', ['SRO'], 1_100),
      ],
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSignedIn(page, adminSession, '/govprogram');
    const row = page.getByRole('row').filter({ hasText: program.name });
    await expect(row).toContainText('Active');
    expect(await blockingAxeViolations(page)).toEqual([]);

    await chooseRowAction(row, /^Edit program/);
    await expect(page.getByRole('table', { name: 'Rent Limits (2025)' })).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: `Import limits into ${program.name}` });
    await dialog
      .getByRole('textbox', { name: 'Or paste the lines' })
      .fill('2025,50,Income Limit,1,1\n2025,50,Income,9,1');
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByRole('table', { name: 'Lines with problems' })).toBeVisible();
    expect(await blockingAxeViolations(page)).toEqual([]);
  });
});
