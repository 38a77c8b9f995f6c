import { openSignedIn, uniqueName } from './support/api.ts';
import { crmTexts } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedProperty, seedUnit } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';
import { textsOf } from './support/texts.ts';

test('Tab first reaches "Skip to main content" in the staff area; Enter moves the focus to the screen', async ({
  page,
  adminSession,
}) => {
  const common = textsOf('units', 'en');
  await openSignedIn(page, adminSession, '/units');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: common('app.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test("the units' property picker finds 'Esperança' when 'esperanca' is typed", async ({
  page,
  request,
  adminSession,
}) => {
  const units = textsOf('units', 'en');
  const tag = uniqueName('x').replace(/\W/g, '');
  const name = `Residencial Esperança ${tag}`;
  await seedProperty(request, adminSession, name, `Gestão Imobiliária ${tag}`);
  await openSignedIn(page, adminSession, '/units');
  const picker = page.getByRole('combobox', { name: units('property.label'), exact: true });
  await picker.click();
  await picker.fill(`esperanca ${tag.toUpperCase()}`);
  await expect(page.getByRole('option', { name })).toBeVisible();
});

test('a property being edited has its own address, which a reload keeps', async ({
  page,
  request,
  adminSession,
}) => {
  const { props } = crmTexts('en');
  const name = uniqueName('Linden Place');
  const { property } = await seedProperty(request, adminSession, name);
  await openSignedIn(page, adminSession, '/property');
  await page.getByRole('textbox', { name: props('list.search') }).fill(name);
  await chooseRowAction(page.getByRole('row').filter({ hasText: name }), `${props('actions.edit')} ${name}`);
  await expect(page).toHaveURL(new RegExp(`[?&]edit=${property.id}(&|$)`));

  await page.reload();
  const edit = page.getByRole('dialog', { name: props('form.editTitle') });
  await expect(edit.getByRole('textbox', { name: props('fields.property_name') })).toHaveValue(name);

  // The same address opened afresh (a shared link) shows the same record.
  await page.goto(`/property?edit=${property.id}`);
  await expect(edit.getByRole('textbox', { name: props('fields.property_name') })).toHaveValue(name);
});

test('the property chosen on /units is in the address, and a reload keeps it', async ({
  page,
  request,
  adminSession,
}) => {
  const units = textsOf('units', 'en');
  const name = uniqueName('Birch Row');
  const { property } = await seedProperty(request, adminSession, name);
  const unit = await seedUnit(request, adminSession, property.id);
  await openSignedIn(page, adminSession, '/units');
  const picker = page.getByRole('combobox', { name: units('property.label'), exact: true });
  await picker.click();
  await picker.fill(name);
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]property=${property.id}(&|$)`));
  await expect(page.getByRole('row').filter({ hasText: unit.unit_number })).toBeVisible();

  await page.reload();
  await expect(picker).toHaveValue(name);
  await expect(page.getByRole('row').filter({ hasText: unit.unit_number })).toBeVisible();
});

test("a company list's search, order and tab are in the address, and a reload keeps them", async ({
  page,
  request,
  adminSession,
}) => {
  const { pm } = crmTexts('en');
  const tag = uniqueName('q').replace(/\W/g, '');
  await seedProperty(request, adminSession, undefined, `Gestão Norte ${tag}`);
  await seedProperty(request, adminSession, undefined, `Gestão Sul ${tag}`);
  await openSignedIn(page, adminSession, '/property-manager');
  await page.getByRole('textbox', { name: pm('list.search') }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await page.getByRole('combobox', { name: pm('list.sort'), exact: true }).click();
  await page.getByRole('option', { name: pm('list.sortDesc') }).click();
  await expect(page).toHaveURL(/[?&]sort=-name/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: pm('list.search') })).toHaveValue(tag);
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Gestão Sul ${tag}`);

  await page.getByRole('tab', { name: pm('tabs.new') }).click();
  await expect(page).toHaveURL(/[?&]tab=new/);
  await page.reload();
  await expect(page.getByRole('tab', { name: pm('tabs.new') })).toHaveAttribute('aria-selected', 'true');
});
