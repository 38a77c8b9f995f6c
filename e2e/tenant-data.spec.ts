import type { APIRequestContext } from '@playwright/test';
import { type Session, uniqueName } from './support/api.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { featureTexts, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { followFromPropertyCompliance } from './support/property-compliance.ts';
import { getJson, PLACED_UNTESTED, seedHousehold, seedProperty, seedUnit } from './support/records.ts';
import { expectNoSidewaysScroll, useWidth } from './support/responsive.ts';

/**
 * A property's LIHTC tenant data file (form HUD-52697, decision 071) for December 31, 2025, opened
 * from its compliance tests, in every language at 375 and 1280 px. The property's building has no
 * BIN yet (the agency assigns it on Form 8609), so each unit's row says so; T-1's household moved
 * in on 2025-03-01 and its certification is the draft the placement made, so the file is blocked
 * until it is finalized; T-2 is vacant. The download stays disabled while anything blocks it.
 */

interface Check {
  units: number;
  occupied: number;
  problem_count: number;
  problems: Array<{ code: string; unit_number: string | null }>;
}

async function seed(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Juniper Court'));
  const first = await seedUnit(request, admin, property.id, { unit_number: 'T-1' });
  await seedUnit(request, admin, property.id, { unit_number: 'T-2', unit_type: '1BR' });
  await seedHousehold(request, admin, first.id, {
    rent_amount: 900,
    start_date: '2025-03-01',
    household_size: 2,
    annual_income: 30000,
    ...PLACED_UNTESTED,
  });
  const check = await getJson<Check>(
    request,
    admin,
    `/api/property/${property.id}/tenant-data/problems?year=2025`,
  );
  return { property, check };
}

// Each run seeds its property, then reads its file at both widths: three minutes at the most.
test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  test(`a property's tenant data file lists what blocks it, each with its fix, and last year's comparison (${language})`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }, testInfo) => {
    const { property, check } = await seed(request, adminSession);
    // Both units lack the building's BIN; T-1's household has only a draft in force.
    expect(check.problems.filter((p) => p.code === 'BIN_MISSING').map((p) => p.unit_number)).toEqual([
      'T-1',
      'T-2',
    ]);
    expect(check.problems.some((p) => p.unit_number === 'T-1' && p.code.startsWith('CERTIFICATION_'))).toBe(
      true,
    );
    const c = featureTexts('property-compliance', language);
    const s = featureTexts('tenant-data', language);
    await useLanguage(page, language);

    for (const width of [1280, 375]) {
      await useWidth(page, width);
      await followFromPropertyCompliance(
        page,
        adminSession,
        property.id,
        c('actions.tenantData'),
        'tenant-data',
      );
      await expect(page.getByRole('heading', { name: s('title'), level: 1 })).toBeVisible();
      // The year is in the address: the year before, then 2025 again.
      const year = page.getByRole('combobox', { name: s('year.label') });
      await year.selectOption('2024');
      await expect(page).toHaveURL(/year=2024/);
      await year.selectOption('2025');
      await expect(page).toHaveURL(/year=2025/);
      await expect(page.getByRole('status')).toHaveText(
        s('summary_other', { count: check.problem_count, units: 2, occupied: 1 }),
      );
      // Each kind found, with how many: both units' building lacks its BIN.
      await expect(page.getByRole('list', { name: s('countsLabel') })).toContainText(
        s('countOf_other', { count: 2, problem: s('problems.BIN_MISSING') }),
      );
      const table = page.getByRole('table', { name: s('problemsTable') });
      for (const unit of ['T-1', 'T-2'])
        await expect(
          table.getByRole('link', { name: s('fixOf', { problem: s('problems.BIN_MISSING'), unit }) }),
        ).toBeVisible();
      await expect(table.getByText(s('problems.BIN_MISSING')).first()).toBeVisible();
      // The fix of a missing BIN opens the property, where its buildings are edited.
      await expect(
        table.getByRole('link', { name: s('fixOf', { problem: s('problems.BIN_MISSING'), unit: 'T-2' }) }),
      ).toHaveAttribute('href', `/property?edit=${property.id}`);
      await expect(
        page.getByRole('heading', { name: s('comparison.title', { year: 2025, previous: 2024 }) }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: s('actions.download') })).toBeDisabled();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: testInfo.outputPath(`tenant-data-${language}-${width}.png`),
        fullPage: true,
      });
      expect(describeViolations(await axeViolations(page, 'main'))).toEqual([]);
    }
    expect(browserErrors).toEqual([]);
  });
}
