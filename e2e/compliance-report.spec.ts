import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { choose, featureTexts, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedHousehold, seedProperty, seedUnit, seedUtilityAllowances } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';

/**
 * The compliance report of a property with Presidio County's FY2026 figures: a 2BR at 60 % may
 * rent for 1,131 gross; tenant rent 1,100 + utility allowance 80 = 1,180 is over by 49.
 */

async function seed(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Presidio Court'));
  const program = await post(request, admin, '/api/govprograms', {
    name: uniqueName('Presidio LIHTC'),
    jurisdiction: 'HUD',
    ami_levels: [
      { year: 2026, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
    ],
  });
  const placed: Array<{ unit: string; tenant: string; tenantId: number }> = [];
  for (const rent of [1100, 1000]) {
    const unitNumber = uniqueName(rent === 1100 ? 'Over' : 'Within');
    const unit = await seedUnit(request, admin, property.id, {
      unit_number: unitNumber,
      designations: [{ program_id: program.id, ami_percentage: 60 }],
    });
    const tenant = uniqueName(rent === 1100 ? 'Rosa Over' : 'Hugo Within');
    const household = await seedHousehold(
      request,
      admin,
      unit.id,
      { rent_amount: rent, start_date: '2026-06-01', household_size: 3, annual_income: 45240 },
      tenant,
    );
    placed.push({ unit: unitNumber, tenant, tenantId: household.tenant.id });
  }
  // The allowance comes after the placements, so 1,100 passed then and is over the limit now.
  await seedUtilityAllowances(request, admin, property.id, '2026-01-01');
  const [over, within] = placed as [(typeof placed)[number], (typeof placed)[number]];
  return { property, over, within };
}

test('the report shows an over-rent exception with its figures, filters exceptions and downloads the CSV', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const { property, over, within } = await seed(request, adminSession);
  const c = featureTexts('compliance');
  const s = textsIn('components/compliance/locales', 'en');
  await openSignedIn(page, adminSession, '/compliance');
  await expect(page.getByRole('heading', { name: c('title') })).toBeVisible();
  await choose(page, c('property.label'), property.property_name, property.property_name);
  await expect(page).toHaveURL(new RegExp(`property=${property.id}`));

  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf(over.tenant)).toContainText('$1,180.00');
  await expect(rowOf(over.tenant)).toContainText('limit $1,131.00');
  await expect(rowOf(over.tenant)).toContainText('over by $49.00');
  await expect(rowOf(over.tenant)).toContainText(s('status.exception'));
  await expect(rowOf(within.tenant)).toContainText(s('status.compliant'));
  await expect(rowOf(within.tenant)).toContainText('$1,080.00');

  await page.getByRole('switch', { name: c('onlyExceptions') }).click();
  await expect(page).toHaveURL(/exceptions=1/);
  await expect(rowOf(within.tenant)).toHaveCount(0);
  await expect(rowOf(over.tenant)).toBeVisible();
  // Kept in the address: a reload shows the same report.
  await page.reload();
  await expect(page.getByRole('switch', { name: c('onlyExceptions') })).toBeChecked();
  await expect(rowOf(over.tenant)).toBeVisible();
  await expect(rowOf(within.tenant)).toHaveCount(0);

  const common = textsIn('i18n/locales', 'en');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: common('export.label') }).click();
  await page.getByRole('menuitem', { name: common('export.csv') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^compliance-property-${property.id}-exceptions-`));
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  // No cell of these rows holds a comma or a quote: a split reads them.
  const [header, ...rows] = text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows).toHaveLength(1);
  const cell = (name: string) => (rows[0] as string[])[(header as string[]).indexOf(name)];
  expect(['Unit', 'Tenant', 'Gross rent', 'Maximum gross rent', 'Over by', 'Status'].map(cell)).toEqual([
    over.unit,
    over.tenant,
    '1180.00',
    '1131.00',
    '49.00',
    'Exception',
  ]);

  expect(browserErrors).toEqual([]);
});

test('the occupancies list shows an active row’s compliance and lists only the exceptions', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const { over, within } = await seed(request, adminSession);
  const o = featureTexts('occupancies');
  const s = textsIn('components/compliance/locales', 'en');
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await openSignedIn(page, adminSession, `/occupancies?tenant=${within.tenantId}`);
  await expect(rowOf(within.tenant)).toContainText(s('status.compliant'));
  await page.getByRole('checkbox', { name: o('filters.exceptionsOnly') }).check();
  await page.getByRole('button', { name: o('filters.apply') }).click();
  await expect(page).toHaveURL(/exceptions=1/);
  await expect(page.getByText(o('table.emptyExceptions'))).toBeVisible();
  await expect(rowOf(within.tenant)).toHaveCount(0);

  await openSignedIn(page, adminSession, `/occupancies?tenant=${over.tenantId}&exceptions=1`);
  await expect(rowOf(over.tenant)).toContainText(s('status.exception'));
  expect(browserErrors).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the report fits ${width} px: the page does not scroll sideways and the status and download stay in view`, async ({
    page,
    request,
    adminSession,
  }) => {
    const { property, over } = await seed(request, adminSession);
    const c = featureTexts('compliance');
    const s = textsIn('components/compliance/locales', 'en');
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, adminSession, `/compliance?property=${property.id}`);
    const row = page.getByRole('row').filter({ hasText: over.unit });
    await expect(row.getByText(s('status.exception'))).toBeInViewport();
    await expect(
      page.getByRole('button', { name: textsIn('i18n/locales', 'en')('export.label') }),
    ).toBeInViewport();
    await expect(page.getByRole('switch', { name: c('onlyExceptions') })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
