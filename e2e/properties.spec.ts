import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/api.ts';
import { choose, crmTexts, expectNotice, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseRowAction } from './support/row-actions.ts';
import { openOnTab } from './support/staff-pages.ts';

type Texts = ReturnType<typeof crmTexts>['pm'];

/** Asks to delete the record named `name` from its row and confirms, in a list whose texts are `t`. */
async function deleteFromRow(page: Page, row: Locator, t: Texts, name: string) {
  await chooseRowAction(row, `${t('actions.delete')} ${name}`);
  await page
    .getByRole('dialog', { name: t('delete.title') })
    .getByRole('button', { name: t('actions.delete') })
    .click();
}

for (const language of ['en', 'pt'] as const satisfies readonly Language[]) {
  test(`[${language}] company with a contact, property choosing it, edits, refused and allowed deletes`, async ({
    page,
    adminSession,
    browserErrors,
  }) => {
    // A long flow on a shared two-core machine: allow for a slow server.
    test.setTimeout(240_000);
    const { pm, props, ct } = crmTexts(language);
    const company = uniqueName('Harbor Homes');
    const contact = uniqueName('Luis Reyes');
    const property = uniqueName('Elm Court');
    await useLanguage(page, language);

    // The company and its (preferential) contact.
    await openOnTab(page, adminSession, '/property-manager', pm('tabs.new'));
    await page.getByRole('textbox', { name: pm('fields.management_co') }).fill(company);
    await page.getByRole('button', { name: pm('form.create') }).click();
    await expectNotice(page, pm('form.created', { name: company }));
    await page.getByRole('textbox', { name: pm('list.search') }).fill(company);
    const companyRow = page.getByRole('row').filter({ hasText: company });
    await chooseRowAction(companyRow, `${pm('actions.contacts')} ${company}`);
    const contacts = page.getByRole('dialog', { name: ct('title', { name: company }) });
    await contacts.getByRole('textbox', { name: ct('fields.full_name') }).fill(contact);
    await contacts.getByRole('checkbox', { name: ct('fields.preferencial') }).check();
    await contacts.getByRole('button', { name: ct('add') }).click();
    await expect(contacts.getByRole('row').filter({ hasText: contact })).toBeVisible();
    await page.keyboard.press('Escape');

    // The property: the contact select waits for a company, then offers its contacts.
    await page.goto('/property');
    await expect(page.getByRole('heading', { level: 1, name: props('title') })).toBeVisible();
    await page.getByRole('tab', { name: props('tabs.new') }).click();
    const contactSelect = page.getByRole('combobox', { name: props('fields.property_manager_contact_id') });
    await expect(contactSelect).toBeDisabled();
    await choose(page, props('fields.property_manager_id'), company, company);
    await expect(contactSelect).toBeEnabled();
    await choose(
      page,
      props('fields.property_manager_contact_id'),
      `${contact} ${props('form.preferential')}`,
    );
    await page.getByRole('textbox', { name: props('fields.property_name') }).fill(property);
    await page.getByRole('textbox', { name: props('fields.city') }).fill('Boston');
    await page.getByRole('textbox', { name: props('fields.state') }).fill('MA');
    await page.getByRole('textbox', { name: props('fields.website_url') }).fill('not a link');
    await page.getByRole('button', { name: props('form.create') }).click();
    await expect(page.getByText(props('form.fixErrors'))).toBeVisible();
    await page.getByRole('textbox', { name: props('fields.website_url') }).fill('https://elm.example.com');
    await page.getByRole('checkbox', { name: props('fields.annual_recertification_waived') }).check();
    await page.getByRole('button', { name: props('form.create') }).click();

    // Create switches to the list.
    await expectNotice(page, props('form.created', { name: property }));
    await expect(page.getByRole('tab', { name: props('tabs.list') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('textbox', { name: props('list.search') }).fill(property);
    const propertyRow = page.getByRole('row').filter({ hasText: property });
    await expect(propertyRow).toContainText('Boston');

    // Edit the property in the large modal.
    await chooseRowAction(propertyRow, `${props('actions.edit')} ${property}`);
    const edit = page.getByRole('dialog', { name: props('form.editTitle') });
    await expect(edit.getByRole('textbox', { name: props('fields.property_name') })).toHaveValue(property);
    await expect(
      edit.getByRole('checkbox', { name: props('fields.annual_recertification_waived') }),
    ).toBeChecked();
    await edit.getByRole('textbox', { name: props('fields.city') }).fill('Cambridge');
    await edit.getByRole('button', { name: props('form.saveChanges') }).click();
    await expectNotice(page, props('form.updated'));
    await expect(edit).toBeHidden();
    await expect(propertyRow).toContainText('Cambridge');

    // Edit the company; then deleting it is refused while it manages the property.
    await page.goto('/property-manager');
    await page.getByRole('textbox', { name: pm('list.search') }).fill(company);
    await chooseRowAction(companyRow, `${pm('actions.edit')} ${company}`);
    const editCompany = page.getByRole('dialog', { name: pm('form.editTitle') });
    await editCompany.getByRole('textbox', { name: pm('fields.state') }).fill('MA');
    await editCompany.getByRole('button', { name: pm('form.saveChanges') }).click();
    await expectNotice(page, pm('form.updated', { name: company }));
    await deleteFromRow(page, companyRow, pm, company);
    await expectNotice(page, pm('errors.deleteInUse_one'));
    await expect(companyRow).toBeVisible();

    // Delete the property after confirming; then the company can go.
    await page.goto('/property');
    await page.getByRole('textbox', { name: props('list.search') }).fill(property);
    await deleteFromRow(page, propertyRow, props, property);
    await expectNotice(page, props('delete.done', { name: property }));
    await expect(page.getByText(props('list.noMatches'))).toBeVisible();

    await page.goto('/property-manager');
    await page.getByRole('textbox', { name: pm('list.search') }).fill(company);
    await deleteFromRow(page, companyRow, pm, company);
    await expectNotice(page, pm('delete.done', { name: company }));
    // The browser logs the refused delete (409) itself; nothing else may go wrong.
    expect(browserErrors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  });
}
