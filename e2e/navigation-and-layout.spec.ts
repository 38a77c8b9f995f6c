import { openSignedIn, uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { seedProperty } from './support/records.ts';
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
