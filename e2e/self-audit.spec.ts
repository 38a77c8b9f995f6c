import type { APIRequestContext } from '@playwright/test';
import { type Session, uniqueName } from './support/api.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { featureTexts, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedLosAngelesProgram } from './support/listings.ts';
import { followFromPropertyCompliance } from './support/property-compliance.ts';
import { electSetAside, seedHouseholdOfThree, seedProperty, seedUnitAt50 } from './support/records.ts';
import { expectNoSidewaysScroll, useWidth } from './support/responsive.ts';

/**
 * A property's 8823 self-audit (decision 067), opened from its compliance tests, in every language
 * at 375 and 1280 px. Los Angeles County FY2024 at 50 % (HUD: 3 people 62,400; 2BR rent limit
 * 1,560, IRC 42(g)(2)); the property elects 20-50. S-1 qualifies; S-2's household of 3 at 70,000
 * is over the limit at move-in (Form 8823 line 11a, IRS Guide for Completing Form 8823 ch. 4);
 * S-3's gross rent of 1,600 is over 1,560 (line 11g, ch. 11). 1 of 3 meets the 20 % set-aside.
 */

async function seed(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Alvarado Court'));
  await electSetAside(request, admin, property.id, '20_50');
  const program = await seedLosAngelesProgram(request, admin, { rentLimit: 1560 });
  const households = [
    { income: 62000, rent: 1400 },
    { income: 70000, rent: 1400 },
    { income: 50000, rent: 1600 },
  ];
  for (const [i, h] of households.entries()) {
    const unit = await seedUnitAt50(request, admin, property.id, program.id, `S-${i + 1}`);
    await seedHouseholdOfThree(request, admin, unit.id, { ...h, startDate: '2026-06-01' });
  }
  return property;
}

// Each run seeds its property, then reads its audit at both widths: three minutes at the most.
test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  test(`a property's 8823 self-audit lists its findings by line with their units, and downloads (${language})`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }, testInfo) => {
    const property = await seed(request, adminSession);
    const c = featureTexts('property-compliance', language);
    const s = featureTexts('self-audit', language);
    await useLanguage(page, language);

    for (const width of [1280, 375]) {
      await useWidth(page, width);
      await followFromPropertyCompliance(
        page,
        adminSession,
        property.id,
        c('actions.selfAudit'),
        'self-audit',
      );
      await expect(page.getByRole('heading', { name: s('title'), level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(s('total_other', { count: 2 }));

      // Line 11a holds S-2 alone, line 11g S-3 alone: the unit, the row's name, is in view.
      const income = page.getByRole('table', { name: s('tableOf', { line: '11a' }) });
      await expect(income.getByRole('link', { name: s('worksheetOf', { unit: 'S-2' }) })).toBeVisible();
      await expect(income.getByRole('link', { name: s('worksheetOf', { unit: 'S-3' }) })).toHaveCount(0);
      await expect(income.getByText(s('reasons.INCOME_OVER_TEST_AT_MOVE_IN'))).toBeVisible();
      const rent = page.getByRole('table', { name: s('tableOf', { line: '11g' }) });
      await expect(rent.getByRole('link', { name: s('worksheetOf', { unit: 'S-3' }) })).toBeVisible();
      await expect(rent.getByRole('link', { name: s('worksheetOf', { unit: 'S-2' }) })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: `11a · ${s('lines.11a')}` })).toBeVisible();
      // The set-aside passes: no 11f table; the lines Lar cannot check are named as such.
      await expect(page.getByRole('table', { name: s('tableOf', { line: '11f' }) })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: s('notChecked') })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: testInfo.outputPath(`self-audit-${language}-${width}.png`),
        fullPage: true,
      });

      expect(describeViolations(await axeViolations(page, 'main'))).toEqual([]);
    }

    // Both files download under the property's name and the day tested.
    for (const [action, extension] of [
      ['actions.downloadPdf', 'pdf'],
      ['actions.downloadCsv', 'csv'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: s(action) }).click();
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`^8823-self-audit-property-${property.id}-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
      );
    }
    expect(browserErrors).toEqual([]);
  });
}
