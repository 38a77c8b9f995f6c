import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { featureTexts, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedLosAngelesProgram } from './support/listings.ts';
import {
  electSetAside,
  getJson,
  put,
  seedHouseholdOfThree,
  seedProperty,
  seedUnitAt50,
} from './support/records.ts';
import { useWidth } from './support/responsive.ts';

/**
 * The owner's annual certification packet (decision 070), downloaded from the property's 8823
 * self-audit screen with its year picker, in each language at 1280 and 375 px. The property's one
 * building was placed in service on 2024-03-01, so the years offered run from 2024 to the last
 * year ended (26 CFR 1.42-5(c)(1) certifies a 12-month period that has ended).
 */

async function seed(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Mission Terrace'));
  await electSetAside(request, admin, property.id, '20_50');
  const [building] = await getJson<Record<string, unknown>[]>(
    request,
    admin,
    `/api/property/${property.id}/buildings`,
  );
  if (!building) throw new Error('the property has no building');
  await put(request, admin, `/api/buildings/${building.id}`, {
    ...building,
    placed_in_service_date: '2024-03-01',
  });
  const program = await seedLosAngelesProgram(request, admin, { effectiveDate: '2024-01-01' });
  for (const [i, income] of [50000, 70000].entries()) {
    const unit = await seedUnitAt50(request, admin, property.id, program.id, `C-${i + 1}`);
    await seedHouseholdOfThree(request, admin, unit.id, { rent: 1200, income, startDate: '2024-06-01' });
  }
  return property;
}

// Each run seeds its property, then downloads at both widths: three minutes at the most.
test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'pt', 'es'] as const) {
  test(`[${language}] the owner's annual certification downloads for the year picked, at 1280 and 375 px`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }, testInfo) => {
    const property = await seed(request, adminSession);
    const s = featureTexts('self-audit', language);
    await useLanguage(page, language);
    const lastEnded = new Date().getFullYear() - 1;

    for (const width of [1280, 375]) {
      await useWidth(page, width);
      await openSignedIn(page, adminSession, `/self-audit?property=${property.id}`);
      const section = page.getByRole('region', { name: s('ownerCertification.title') });
      await expect(section).toBeVisible();
      const year = section.getByRole('combobox', { name: s('ownerCertification.year'), exact: true });
      // The last year ended is offered first; the years run back to the placed-in-service year.
      await expect(year).toHaveValue(String(lastEnded));
      await year.click();
      await expect(page.getByRole('option', { name: '2023' })).toHaveCount(0);
      await page.getByRole('option', { name: '2024' }).click();
      await expect(year).toHaveValue('2024');

      expect(describeViolations(await axeViolations(page, 'main'))).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`owner-certification-${language}-${width}.png`),
        fullPage: true,
      });

      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: s('ownerCertification.download') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`owner-certification-property-${property.id}-2024.pdf`);
      const bytes = await readFile(await file.path());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(section.getByRole('alert')).toHaveCount(0);
    }
    expect(browserErrors).toEqual([]);
  });
}
