import type { APIRequestContext } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { addDays, todayIso } from './support/certifications.ts';
import { type Language, showIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { getJson, post, seedCandidate, seedProgram, seedProperty, seedUnit } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { textsOf } from './support/texts.ts';

/**
 * HOME's rent for a household whose income rose above 80 % AMI (24 CFR 92.252(i)(2); HUD's HOME
 * training, "Tenant Whose Income Increases": 30 % of the monthly adjusted income), decision 059.
 * A HOME program at 50 % with a 1-person limit of 30,000 has its line at 30,000 x 80 / 50 = 48,000;
 * the household recertified at 52,000 is above it. Its adjusted income of 45,000 makes the rent
 * 45,000 x 30 % / 12 = 1,125 a month, and the tenant rent of 1,200 is above it.
 */

const YEAR = new Date().getFullYear();

async function seedOverIncomeHome(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Home Court'));
  const home = await seedProgram(request, admin, {
    name: uniqueName('HOME'),
    home_program: true,
    ami_levels: [YEAR - 1, YEAR].flatMap((year) =>
      [30000, 34300, 38600, 42850].map((limit, i) => ({
        year,
        percentage: 50,
        limit_type: 'Income Limit',
        unit_type: String(i + 1),
        limit_value: limit,
      })),
    ),
  });
  const unit = await seedUnit(request, admin, property.id, {
    designations: [{ program_id: home.id, ami_percentage: 50 }],
  });
  const candidate = await seedCandidate(request, admin, uniqueName('Lia Home'), {
    household_size: 1,
    income: 30000,
  });
  const occupancy = await post(request, admin, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: candidate.id,
    rent_amount: 700,
    start_date: addDays(todayIso(), -335),
  });
  const [moveIn] = await getJson<Array<{ id: number }>>(
    request,
    admin,
    `/api/occupancies/${occupancy.id}/certifications`,
  );
  await post(request, admin, `/api/certifications/${moveIn?.id}/finalize`, {}, 200);
  await post(request, admin, `/api/occupancies/${occupancy.id}/certifications`, {
    type: 'ANNUAL',
    effective_date: todayIso(),
    members: [{ name: 'Lia', relationship: 'HEAD', income: { employment: 52000 } }],
    tenant_rent: '1200',
    adjusted_income: '45000',
  });
  return { occupancy, home };
}

for (const width of [1280, 375]) {
  test(`a HOME household over 80 % AMI: the rent it must pay and the tenant rent above it, at ${width} px`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    const c = textsOf('certifications', 'en');
    const { occupancy, home } = await seedOverIncomeHome(request, adminSession);
    await showIn(page, 'en', width);
    await openSignedIn(page, adminSession, `/certifications?occupancy=${occupancy.id}`);
    await expect(page.getByRole('textbox', { name: c('adjustedIncome.label') })).toHaveValue('45,000');
    const rent = page.getByRole('region', { name: c('homeRent.title', { program: home.name }) });
    await rent.scrollIntoViewIfNeeded();
    await expect(rent).toBeInViewport();
    await expect(rent.getByText(c('homeRent.maxRent'), { exact: true }).locator('..')).toContainText(
      '$1,125.00',
    );
    await expect(rent.getByText(c('homeRent.tenantRent'), { exact: true }).locator('..')).toContainText(
      '$1,200.00',
    );
    await expect(rent.getByText(c('homeRent.above'), { exact: true }).locator('..')).toContainText(
      c('verdict.yes'),
    );
    await expect(rent).toContainText(c('homeRent.noMarketRent'));
    await expectNoSidewaysScroll(page);
    expect(browserErrors).toEqual([]);
  });
}

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  test(`the adjusted income field and the HOME rent are labelled in ${language}`, async ({
    page,
    request,
    adminSession,
  }) => {
    const c = textsOf('certifications', language);
    const { occupancy, home } = await seedOverIncomeHome(request, adminSession);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, `/certifications?occupancy=${occupancy.id}`);
    await expect(page.getByRole('textbox', { name: c('adjustedIncome.label') })).toBeVisible();
    const rent = page.getByRole('region', { name: c('homeRent.title', { program: home.name }) });
    await expect(rent.getByText(c('homeRent.maxRent'), { exact: true })).toBeVisible();
  });
}
