import { crmTexts } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { openOnTab } from './support/staff-pages.ts';

test.use({ viewport: { width: 1280, height: 720 } });

test('a failed submit of the long property form puts the focus on its first field in error', async ({
  page,
  adminSession,
}) => {
  const { props } = crmTexts('en');
  await openOnTab(page, adminSession, '/property', props('tabs.new'));
  // A bad link far down the form, nothing chosen at its top; submitted from its bottom.
  const website = page.getByRole('textbox', { name: props('fields.website_url') });
  await website.fill('not a link');
  const create = page.getByRole('button', { name: props('form.create') });
  await create.scrollIntoViewIfNeeded();
  await create.click();

  const company = page.getByRole('combobox', { name: props('fields.property_manager_id') });
  await expect(company).toBeFocused();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toBeInViewport();
});

test('a failed submit of the company form puts the focus on its first field in error', async ({
  page,
  adminSession,
}) => {
  const { pm } = crmTexts('en');
  await openOnTab(page, adminSession, '/property-manager', pm('tabs.new'));
  await page.getByRole('textbox', { name: pm('fields.email') }).fill('not an address');
  await page.getByRole('button', { name: pm('form.create') }).click();
  await expect(page.getByRole('textbox', { name: pm('fields.management_co') })).toBeFocused();

  // With the name given, the e-mail is the first (and only) field in error.
  await page.getByRole('textbox', { name: pm('fields.management_co') }).fill('Focus Homes');
  await page.getByRole('button', { name: pm('form.create') }).click();
  await expect(page.getByRole('textbox', { name: pm('fields.email') })).toBeFocused();
});
