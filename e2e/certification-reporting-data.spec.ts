import type { APIRequestContext } from '@playwright/test';
import { authHeaders, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { showIn, textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedCandidate, seedProperty } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { textsOf } from './support/texts.ts';

/**
 * A certification's household data for reporting on the staff screen (decision 066): read only
 * when asked, recorded by a main account, refused at its field when the SSN digits are wrong, and
 * not offered to a sub-user.
 */
async function seedOccupancy(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Report Court'));
  const unit = await post<{ id: number }>(request, admin, '/api/units', {
    property_id: property.id,
    unit_number: uniqueName('R'),
    unit_type: '1BR',
  });
  const candidate = await seedCandidate(request, admin, uniqueName('Lia Report'), {
    household_size: 1,
    income: 30000,
  });
  return post<{ id: number }>(request, admin, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: candidate.id,
    rent_amount: 700,
    start_date: '2026-01-01',
  });
}

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`a manager records a household's reporting data (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const c = textsOf('certifications', language);
      // The answers' labels, shared with the application's drawer.
      const r = textsIn('components/reporting-data/locales', language);
      const occupancy = await seedOccupancy(request, adminSession);
      await showIn(page, language, width);
      await openSignedIn(page, adminSession, `/certifications?occupancy=${occupancy.id}`);
      await page.getByRole('button', { name: r('show') }).click();

      const ssn = page.getByRole('textbox', { name: r('ssnLast4') });
      await ssn.fill('12a4');
      await page.getByRole('button', { name: c('reporting.save') }).click();
      await expect(ssn).toHaveAttribute('aria-invalid', 'true');

      await ssn.fill('9753');
      await page.getByRole('combobox', { name: r('source'), exact: true }).click();
      await page.getByRole('option', { name: r('sources.HUD_HOUSING_CHOICE_VOUCHER') }).click();
      // Typed as the language writes amounts: a comma before the cents in Brazilian Portuguese.
      await page.getByRole('textbox', { name: r('monthly') }).fill(language === 'pt' ? '450,50' : '450.50');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: c('reporting.save') }).click();
      await expect(page.getByText(c('reporting.saved'))).toBeVisible();

      const certifications = await request.get(`/api/occupancies/${occupancy.id}/certifications`, {
        headers: authHeaders(adminSession),
      });
      const text = await certifications.text();
      expect(text).not.toContain('9753');
      const [draft] = JSON.parse(text) as Array<{ id: number }>;
      const read = await request.get(`/api/certifications/${draft?.id}/reporting-data`, {
        headers: authHeaders(adminSession),
      });
      expect(await read.json()).toMatchObject({
        members: [{ ssn_last4: '9753' }],
        rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
        rental_assistance_monthly_cents: 45050,
      });
    });
  }
}

test('a sub-user is not offered the reporting data', async ({
  page,
  request,
  adminSession,
  subuserSession,
}) => {
  const c = textsOf('certifications', 'en');
  const occupancy = await seedOccupancy(request, adminSession);
  await useLanguage(page, 'en');
  await openSignedIn(page, subuserSession, `/certifications?occupancy=${occupancy.id}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const r = textsIn('components/reporting-data/locales', 'en');
  await expect(page.getByRole('button', { name: r('show') })).toHaveCount(0);
  await expect(page.getByText(c('reporting.legend'))).toHaveCount(0);
});
