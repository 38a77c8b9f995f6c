import { APPLYING, fillHousehold, openApplicationForm, PDF } from './support/applying.ts';
import { axeViolations, blocking, describeViolations } from './support/axe.ts';
import { textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedListing, seedListingShownIn } from './support/listings.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`an applicant applies for a listed apartment with two members and a document (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const f = textsIn(APPLYING, language);
      const seeded = await seedListingShownIn(page, request, adminSession, language, width);
      await openApplicationForm(page, language, seeded.unitId);
      await expect(page).toHaveURL(new RegExp(`/apply\\?listing=${seeded.unitId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(seeded.propertyName);

      const email = `apply-${language}-${width}-${seeded.unitId}@example.com`;
      await fillHousehold(page, language, email);
      await page
        .getByLabel(f('form.documents'))
        .setInputFiles({ name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText(/pay-stub\.pdf \(1 KB\)/)).toBeVisible();
      // The honeypot is out of the accessibility tree.
      await expect(page.getByRole('textbox', { name: f('form.website') })).toHaveCount(0);
      await page.getByRole('checkbox', { name: f('form.consent') }).check();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: f('form.submit') }).click();

      await expect(page).toHaveURL(/\/success\?reference=LAR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/);
      await expect(page.getByRole('heading', { level: 1, name: f('success.title') })).toBeVisible();
      const reference = (await page.getByTestId('application-reference').textContent()) ?? '';
      expect(reference).toMatch(/^LAR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
      await expect(page.getByText(f('success.next1'))).toBeVisible();

      // Staff see the household and its document as sent (the draft is gone from the browser).
      const stored = await request.get(
        `/api/public/applications/status?reference=${reference}&email=${encodeURIComponent(email)}`,
      );
      expect(await stored.json()).toMatchObject({ reference, status: 'SUBMITTED' });

      // The status page takes the new reference form, typed in lower case, and shows its example
      // (decision 055).
      await page.goto('/application-status');
      await expect(page.getByText(f('status.referenceExample'))).toBeVisible();
      await page.getByRole('textbox', { name: f('status.reference') }).fill(reference.toLowerCase());
      await page.getByRole('textbox', { name: f('status.email') }).fill(email);
      await page.getByRole('button', { name: f('status.submit') }).click();
      await expect(page.getByTestId('application-status')).toHaveText(f('status.statuses.SUBMITTED'));
      await expectNoSidewaysScroll(page);
      const drafts = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('lar.application-draft.')),
      );
      expect(drafts).toEqual([]);
    });
  }
}

test('a reload in the middle of the form finds the answers again', async ({
  page,
  request,
  adminSession,
}) => {
  const f = textsIn(APPLYING, 'en');
  const seeded = await seedListing(request, adminSession);
  await useLanguage(page, 'en');
  await page.goto(`/apply?listing=${seeded.unitId}`);
  await fillHousehold(page, 'en', 'draft@example.com');
  await page.reload();
  await expect(page.getByText(f('form.draftRestored'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: f('form.email') })).toHaveValue('draft@example.com');
  const second = page.getByRole('region', { name: f('form.member', { number: 2 }) });
  await expect(second.getByRole('textbox', { name: f('form.name') })).toHaveValue('Rui Souza');
  await expect(second.getByRole('checkbox', { name: f('form.student') })).toBeChecked();
  await expect(second.getByRole('textbox', { name: f('form.sources.other') })).toHaveValue('1200');

  // The filled form, with its errors shown, has no serious or critical accessibility violation.
  await page.getByRole('button', { name: f('form.submit') }).click();
  await expect(page.getByRole('checkbox', { name: f('form.consent') })).toBeFocused();
  expect(describeViolations(blocking(await axeViolations(page)))).toEqual([]);
});
