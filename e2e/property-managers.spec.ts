import { openSignedIn, uniqueName } from './support/api.ts';
import { crmTexts, expectNotice, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseRowAction } from './support/row-actions.ts';

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`[${language}] a company is registered, gets contacts, is edited, searched and deleted`, async ({
    page,
    adminSession,
    browserErrors,
  }) => {
    // A long flow on a shared two-core machine: allow for a slow server.
    test.setTimeout(240_000);
    const { pm, ct } = crmTexts(language);
    const company = uniqueName('Beacon Housing');
    const contact = uniqueName('Ana Souza');
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, '/property-manager');
    await expect(page.getByRole('heading', { level: 1, name: pm('title') })).toBeVisible();

    // New Management Co.: a bad e-mail is explained before anything is sent.
    await page.getByRole('tab', { name: pm('tabs.new') }).click();
    await page.getByRole('textbox', { name: pm('fields.management_co') }).fill(company);
    await page.getByRole('textbox', { name: pm('fields.phone') }).fill('6175550177');
    await expect(page.getByRole('textbox', { name: pm('fields.phone') })).toHaveValue('(617) 555-0177');
    await page.getByRole('textbox', { name: pm('fields.email') }).fill('office.example.com');
    await page.getByRole('button', { name: pm('form.create') }).click();
    await expect(page.getByText(pm('form.emailInvalid'))).toBeVisible();
    await page.getByRole('textbox', { name: pm('fields.email') }).fill('office@beacon.example.com');
    await page.getByRole('textbox', { name: pm('fields.postal_code') }).fill('021101234');
    await page.getByRole('button', { name: pm('form.create') }).click();

    // A successful create switches to View, where the company is listed.
    await expectNotice(page, pm('form.created', { name: company }));
    await expect(page.getByRole('tab', { name: pm('tabs.view') })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: pm('list.search') }).fill(company);
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toContainText('(617) 555-0177');
    await expect(row).toContainText('office@beacon.example.com');

    // Contacts: add one, then edit it (the button reads Save Changes), then back in add mode.
    await chooseRowAction(row, `${pm('actions.contacts')} ${company}`);
    const dialog = page.getByRole('dialog', { name: ct('title', { name: company }) });
    await expect(dialog.getByText(ct('empty'))).toBeVisible();
    await dialog.getByRole('textbox', { name: ct('fields.full_name') }).fill(contact);
    await dialog.getByRole('textbox', { name: ct('fields.phone') }).fill('617 555 0178');
    await dialog.getByRole('checkbox', { name: ct('fields.preferencial') }).check();
    await dialog.getByRole('button', { name: ct('add') }).click();
    const contactRow = dialog.getByRole('row').filter({ hasText: contact });
    await expect(contactRow).toContainText(ct('preferential'));
    await chooseRowAction(contactRow, `${ct('actions.edit')} ${contact}`);
    await dialog.getByRole('textbox', { name: ct('fields.position') }).fill('Leasing Director');
    await dialog.getByRole('button', { name: ct('saveChanges') }).click();
    await expect(contactRow).toContainText('Leasing Director');
    await expect(dialog.getByRole('button', { name: ct('add') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Edit modal.
    await chooseRowAction(row, `${pm('actions.edit')} ${company}`);
    const edit = page.getByRole('dialog', { name: pm('form.editTitle') });
    await edit.getByRole('textbox', { name: pm('fields.city') }).fill('Quincy');
    await edit.getByRole('button', { name: pm('form.saveChanges') }).click();
    await expectNotice(page, pm('form.updated', { name: company }));
    await expect(edit).toBeHidden();

    // A company without properties is deleted after confirming.
    await chooseRowAction(row, `${pm('actions.delete')} ${company}`);
    const confirm = page.getByRole('dialog', { name: pm('delete.title') });
    await confirm.getByRole('button', { name: pm('actions.delete') }).click();
    await expectNotice(page, pm('delete.done', { name: company }));
    await expect(page.getByText(pm('list.noMatches'))).toBeVisible();
    expect(browserErrors).toEqual([]);
  });
}
