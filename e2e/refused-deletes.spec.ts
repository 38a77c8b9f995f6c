import { openSignedIn, uniqueName } from './support/api.ts';
import { crmTexts, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedProperty, seedUnit } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';
import { textsOf } from './support/texts.ts';

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`[${language}] a refused delete says why, and its confirmation promises nothing it cannot keep`, async ({
    page,
    request,
    adminSession,
  }) => {
    const { props } = crmTexts(language);
    const common = textsOf('properties', language);
    const name = uniqueName('Maple Court');
    const { property } = await seedProperty(request, adminSession, name);
    await seedUnit(request, adminSession, property.id);
    await useLanguage(page, language);

    await openSignedIn(page, adminSession, '/property');
    await page.getByRole('textbox', { name: props('list.search') }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await chooseRowAction(row, `${props('actions.delete')} ${name}`);
    const confirm = page.getByRole('dialog', { name: props('delete.title') });
    // The contacts go only if the property itself can go: the text says so.
    await expect(confirm).toContainText(props('delete.message', { name }));
    await confirm.getByRole('button', { name: props('actions.delete') }).click();

    const notice = page.getByRole('alert').filter({ hasText: props('errors.deleteInUse') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(common('notifications.inUseTitle'));
    await expect(notice).not.toContainText(common('notifications.errorTitle'));
    await expect(row).toBeVisible();

    // The toast covers neither the language menu nor the top of the page.
    const toast = await notice.boundingBox();
    const languageMenu = await page
      .getByRole('button', { name: new RegExp(common('nav.language')) })
      .boundingBox();
    expect(toast && languageMenu).toBeTruthy();
    if (toast && languageMenu) expect(toast.y).toBeGreaterThan(languageMenu.y + languageMenu.height);
  });
}
