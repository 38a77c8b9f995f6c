import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { axeViolations, blocking, describeViolations } from './support/axe.ts';
import { featureTexts, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { losAngeles2024Levels, seedLosAngelesProgram } from './support/listings.ts';
import {
  electSetAside,
  post,
  seedHouseholdOfThree,
  seedProperty,
  seedUnit,
  seedUnitAt50,
  seedUtilityAllowances,
} from './support/records.ts';
import { expectNoSidewaysScroll, useWidth } from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * A unit's compliance worksheet (decision 049) and the property view that leads to it, in every
 * language at 375 and 1280 px. Los Angeles County FY2024 at 50 % (HUD: 3 people 62,400; 2BR rent
 * limit 1,560, IRC 42(g)(2)); the property elects 20-50 (IRC 42(g)(1)(A)). Of 6 units, W-1
 * (3 people at 62,000, gross rent 1,480) is low-income; W-2's gross rent of 1,600 + 80 = 1,680 is
 * 120 over; W-3 to W-6 never had a household. 1 of 6 is under the 20 % set-aside: it fails.
 */

async function seed(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Figueroa Court'));
  await electSetAside(request, admin, property.id, '20_50');
  await seedUtilityAllowances(request, admin, property.id, '2024-01-01');
  const program = await seedLosAngelesProgram(request, admin, { rentLimit: 1560 });
  const ids: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const unit = await seedUnitAt50(request, admin, property.id, program.id, `W-${i}`);
    ids.push(unit.id);
    if (i > 2) continue;
    await seedHouseholdOfThree(request, admin, unit.id, {
      rent: i === 1 ? 1400 : 1600,
      income: i === 1 ? 62000 : 50000,
      startDate: '2026-06-01',
    });
  }
  return { property, overRentUnit: ids[1] as number };
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  test(`the property view leads to the units behind a failing figure and each unit's worksheet (${language})`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { property, overRentUnit } = await seed(request, adminSession);
    const c = featureTexts('property-compliance', language);
    const w = featureTexts('unit-worksheet', language);
    await useLanguage(page, language);

    for (const width of [1280, 375]) {
      await useWidth(page, width);
      await openSignedIn(page, adminSession, `/property-compliance?property=${property.id}`);
      const setAside = page.getByRole('region', { name: c('tests.set_aside.title') });
      await expect(setAside.getByText(c('outcome.fail'), { exact: true })).toBeVisible();
      // The failing share leads to the 5 units it does not count.
      await setAside.getByRole('button', { name: c('showNotCounted_other', { count: 5 }) }).click();
      const table = setAside.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(6);
      await expect(table.getByRole('row', { name: /W-1\b/ })).toHaveCount(0);
      await expect(table.getByRole('link', { name: c('units.worksheetOf', { unit: 'W-6' }) })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The accordion's opening is animated: the picture is taken once it has settled.
      await page.waitForTimeout(400);
      await shoot(page, testInfo, `property-${language}-${width}`);

      await table.getByRole('link', { name: c('units.worksheetOf', { unit: 'W-2' }) }).click();
      await expect(page).toHaveURL(new RegExp(`/unit-compliance-worksheet\\?unit=${overRentUnit}$`));
      await expect(page.getByRole('heading', { name: w('title'), level: 1 })).toBeVisible();
      const result = page.getByRole('region', { name: w('sections.result') });
      await expect(result.getByText(w('notLowIncome'))).toBeVisible();
      await expect(result.getByText(w('reasons.RENT_OVER_TEST'))).toBeVisible();
      const rent = page.getByRole('article', { name: w('tests.rent') });
      await expect(rent.getByText(w('outcome.fail'), { exact: true })).toBeVisible();
      await expect(rent.getByText(new RegExp(`${w('tests.overBy', { amount: '' })}.*120`))).toBeVisible();
      await expect(rent).toContainText(/1[.,]680/);
      await expect(rent).toContainText(/1[.,]560/);
      const income = page.getByRole('article', { name: w('tests.income') });
      await expect(income.getByText(w('outcome.pass'), { exact: true })).toBeVisible();
      await expect(income).toContainText(/62[.,]400/);
      await expect(page.getByRole('region', { name: w('sections.certifications') })).toContainText(
        w('occupancyFigures'),
      );
      await expectNoSidewaysScroll(page);
      await shoot(page, testInfo, `worksheet-${language}-${width}`);
    }

    // At 375 px the worksheet has no serious accessibility findings.
    const serious = blocking(await axeViolations(page, 'main'));
    expect(describeViolations(serious)).toEqual([]);

    // The PDF downloads in the reader's language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w('actions.downloadPdf') }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^compliance-worksheet-unit-W-2-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(browserErrors).toEqual([]);
  });
}

test('a unit with no household shows its worksheet with nothing to test, opened from the units screen', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const { property } = await seedProperty(request, adminSession, uniqueName('Empty Court'));
  const unit = await seedUnit(request, adminSession, property.id, { unit_number: 'E-1' });
  const units = featureTexts('units');
  const w = featureTexts('unit-worksheet');
  await openSignedIn(page, adminSession, `/units?property=${property.id}`);
  await chooseRowAction(page, units('table.worksheetLabel', { number: 'E-1' }));
  await expect(page).toHaveURL(new RegExp(`/unit-compliance-worksheet\\?unit=${unit.id}$`));
  await expect(page.getByText(w('noHousehold'))).toBeVisible();
  await expect(page.getByText(w('reasons.MARKET_RATE'))).toBeVisible();
  expect(browserErrors).toEqual([]);
});

/**
 * The worksheet as of a past date (decision 049): the limits in force then. Los Angeles County
 * FY2024 at 50 %, 2BR rent limit 1,560 from 2024-04-01 (HUD; IRC 42(g)(2)); the 2025 table's 1,700
 * from 2025-04-01 is made up to move the limit. Gross rent 1,600 + 80 = 1,680: within it today,
 * 120 over on 2025-03-01. The date is typed with the keyboard, at 375 and 1280 px, in each language.
 */
async function seedTwoTables(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Olive Court'));
  await electSetAside(request, admin, property.id, '20_50');
  await seedUtilityAllowances(request, admin, property.id, '2024-01-01');
  const program = await post<{ id: number }>(request, admin, '/api/govprograms', {
    name: uniqueName('LA County LIHTC by year'),
    jurisdiction: 'HUD',
    ami_levels: [...losAngeles2024Levels(1560, 2024), ...losAngeles2024Levels(1700, 2025)],
    limit_tables: [
      { year: 2024, effective_date: '2024-04-01' },
      { year: 2025, effective_date: '2025-04-01' },
    ],
  });
  const unit = await seedUnitAt50(request, admin, property.id, program.id, 'D-1');
  await seedHouseholdOfThree(request, admin, unit.id, { rent: 1600, income: 60000, startDate: '2025-06-01' });
  return unit.id;
}

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  test(`the worksheet shows the limits in force on a date typed into its picker (${language})`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }, testInfo) => {
    test.setTimeout(180_000);
    const unitId = await seedTwoTables(request, adminSession);
    const w = featureTexts('unit-worksheet', language);
    await useLanguage(page, language);

    for (const width of [1280, 375]) {
      await useWidth(page, width);
      await openSignedIn(page, adminSession, `/unit-compliance-worksheet?unit=${unitId}`);
      const rent = page.getByRole('article', { name: w('tests.rent') });
      await expect(rent.getByText(w('outcome.pass'), { exact: true })).toBeVisible();
      await expect(rent).toContainText(/1[.,]700/);

      const asOf = page.getByRole('textbox', { name: w('asOf.label') });
      await asOf.click();
      await asOf.fill('2025-03-01');
      await asOf.press('Enter');
      await expect(page).toHaveURL(/[?&]date=2025-03-01\b/);
      await expect(rent.getByText(w('outcome.fail'), { exact: true })).toBeVisible();
      await expect(rent).toContainText(/1[.,]560/);
      await expect(rent.getByText(new RegExp(`${w('tests.overBy', { amount: '' })}.*120`))).toBeVisible();
      // The calendar closes with Escape, leaving the date chosen.
      await asOf.press('Escape');
      await expect(page).toHaveURL(/[?&]date=2025-03-01\b/);
      await expectNoSidewaysScroll(page);
      await shoot(page, testInfo, `worksheet-as-of-${language}-${width}`);
    }
    expect(browserErrors).toEqual([]);
  });
}
