import { RECERTIFICATION_BUCKETS } from '@lar/contracts/compliance/recertification';
import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { choose, showIn } from './support/crm.ts';
import { ADMIN } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedCandidate, seedProperty, seedUnit } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { textsOf } from './support/texts.ts';

/**
 * The staff dashboard on a property the test makes: two units, one with an ACTIVE occupancy, so
 * narrowed to that property the dashboard shows 2 units, 1 occupied, 1 vacant, 50.0 %.
 */

async function seedHalfOccupied(request: APIRequestContext, admin: Session) {
  const { property, company } = await seedProperty(request, admin, uniqueName('Dashboard Court'));
  const occupiedUnit = await seedUnit(request, admin, property.id);
  const vacantUnit = await seedUnit(request, admin, property.id);
  const tenant = await seedCandidate(request, admin, uniqueName('Dana Tenant'));
  await post(request, admin, '/api/occupancies', {
    unit_id: occupiedUnit.id,
    tenant_id: tenant.id,
    rent_amount: 1000,
    start_date: '2026-01-15',
  });
  return { property, company, vacantUnit, tenant };
}

/** The dashboard's texts in English, as the tests not run in each language read them. */
const en = textsOf('dashboard', 'en');

/** Opens the dashboard narrowed to a new half-occupied property, signed in as `admin`; what was seeded. */
async function openHalfOccupied(page: Page, request: APIRequestContext, admin: Session) {
  const seeded = await seedHalfOccupied(request, admin);
  await openSignedIn(page, admin, `/dashboard?property=${seeded.property.id}`);
  return seeded;
}

test('login lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link').first()).toHaveText(en('nav.dashboard'));
});

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [1280, 375] as const) {
    test(`[${language}, ${width} px] the figures of a property, translated, with a chart's table`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      test.setTimeout(90_000);
      const d = textsOf('dashboard', language);
      const { property } = await seedHalfOccupied(request, adminSession);
      await showIn(page, language, width);
      await openSignedIn(page, adminSession, `/dashboard?property=${property.id}`);

      await expect(page.getByRole('heading', { level: 1, name: d('title') })).toBeVisible();
      await expect(page.getByTestId('tile-units')).toHaveText('2');
      await expect(page.getByTestId('tile-occupied')).toHaveText('1');
      const vacant = page.getByRole('link', { name: new RegExp(`^${d('tiles.vacant')}`) });
      await expect(vacant).toContainText('1');
      await expect(page.getByTestId('tile-occupancyRate')).toContainText(language === 'en' ? '50.0' : '50,0');

      // The units-by-AMI chart as a table: its one row, the units without a designation.
      const chart = page.locator('[data-chart="unitsByAmi"]');
      await expect(chart.getByRole('heading', { name: d('charts.unitsByAmi.title') })).toBeVisible();
      await chart.getByRole('button', { name: d('showAsTable') }).click();
      const table = chart.getByRole('table');
      await expect(table.getByRole('columnheader', { name: d('columns.amiPercentage') })).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(d('charts.unitsByAmi.none')) })).toContainText(
        '2',
      );

      await expectNoSidewaysScroll(page);
      expect(browserErrors).toEqual([]);
    });
  }
}

test('a tile opens its list, filtered: the vacant units of the property', async ({
  page,
  request,
  adminSession,
}) => {
  const { property, vacantUnit } = await openHalfOccupied(page, request, adminSession);
  await expect(page.getByTestId('tile-vacant')).toHaveText('1');
  await page.getByRole('link', { name: new RegExp(`^${en('tiles.vacant')}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/units\\?property=${property.id}&vacant=1$`));
  const u = textsOf('units', 'en');
  await expect(page.getByLabel(u('vacantOnly'))).toBeChecked();
  const rows = page.getByRole('table', { name: u('table.label') }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(vacantUnit.unit_number);
});

test('every tile opens a staff screen, none the page that is not found', async ({ page, adminSession }) => {
  await openSignedIn(page, adminSession, '/dashboard');
  await expect(page.getByRole('link', { name: new RegExp(`^${en('tiles.lowIncomeUnits')}`) })).toBeVisible();
  const tileLinks = page.getByRole('main').locator('a[data-testid^="tile-"], a:has([data-testid^="tile-"])');
  // The tiles arrive with the dashboard's answer, after its first heading: wait for them.
  await expect.poll(() => tileLinks.count()).toBeGreaterThanOrEqual(10);
  const targets = await tileLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  for (const target of new Set(targets)) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en('notFound.title') }), target).toHaveCount(0);
  }
});

test('the pending tile opens the PENDING occupancies', async ({ page, adminSession }) => {
  await openSignedIn(page, adminSession, '/dashboard');
  await page.getByRole('link', { name: new RegExp(`^${en('tiles.pending')}`) }).click();
  await expect(page).toHaveURL(/\/occupancies\?status=PENDING$/);
});

test("the occupied tile opens the compliance report of the property's ACTIVE occupancies", async ({
  page,
  request,
  adminSession,
}) => {
  const { property, tenant } = await openHalfOccupied(page, request, adminSession);
  await expect(page.getByTestId('tile-occupied')).toHaveText('1');
  await page.getByTestId('tile-occupied').click();
  await expect(page).toHaveURL(new RegExp(`/compliance\\?property=${property.id}$`));
  await expect(page.getByRole('row').filter({ hasText: tenant.full_name })).toHaveCount(1);
  await page.goBack();
  await page.getByRole('link', { name: new RegExp(`^${en('tiles.overRent')}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/compliance\\?property=${property.id}&view=over_rent$`));
});

for (const width of [1280, 375] as const) {
  test(`[en, ${width} px] a dashboard filtered by a company: its tiles open the company's lists, each of the tile's count`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    test.setTimeout(90_000);
    const u = textsOf('units', 'en');
    const c = textsOf('compliance', 'en');
    const p = textsOf('properties', 'en');
    // The company's one property: 2 units, 1 occupied; the organization holds many more (decision 072).
    const { property, company, tenant } = await seedHalfOccupied(request, adminSession);
    // Another company's ACTIVE occupancy: a list that dropped the company would show it too.
    await seedHalfOccupied(request, adminSession);
    await showIn(page, 'en', width);
    await openSignedIn(page, adminSession, '/dashboard');
    await choose(page, en('company.label'), company.management_co, company.management_co);
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?company=${company.id}$`));
    await expect(page.getByTestId('tile-units')).toHaveText('2');
    await expect(page.getByTestId('tile-occupied')).toHaveText('1');

    // Units: the company's two, the company shown as a filter.
    await page.getByTestId('tile-units').click();
    await expect(page).toHaveURL(new RegExp(`/units\\?company=${company.id}$`));
    const chip = page.getByTestId('company-filter');
    await expect(chip).toContainText(company.management_co);
    const units = page.getByRole('table', { name: u('table.labelCompany') });
    await expect(units.locator('tbody tr')).toHaveCount(2);
    await expectNoSidewaysScroll(page);

    // Each recertification bucket: the company's households due in it, as many as the tile says.
    const r = textsOf('recertifications', 'en');
    const due = page.getByRole('table', { name: r('table.label') });
    let households = 0;
    for (const bucket of RECERTIFICATION_BUCKETS) {
      await page.goBack();
      const tile = page.getByTestId(`tile-bucket.${bucket}`);
      await expect(tile).toHaveText(/^\d+$/);
      const figure = Number(await tile.textContent());
      households += figure;
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`/recertifications\\?bucket=${bucket}&company=${company.id}$`));
      await expect(page.getByTestId('company-filter')).toContainText(company.management_co);
      if (figure > 0) await expect(due.locator('tbody tr')).toHaveCount(figure);
      else await expect(page.getByText(r('table.emptyBucket'))).toBeVisible();
    }
    // The one household (moved in on 2026-01-15) is due in one bucket or none, never in two.
    expect(households).toBeLessThanOrEqual(1);

    // Low-income units: the company's one property, in the properties list.
    await page.goBack();
    await page.getByRole('link', { name: new RegExp(`^${en('tiles.lowIncomeUnits')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/property\\?company=${company.id}$`));
    await expect(page.getByTestId('company-filter')).toContainText(company.management_co);
    const properties = page.getByRole('table', { name: p('list.label') });
    await expect(properties.locator('tbody tr')).toHaveCount(1);
    await expect(properties.locator('tbody tr').first()).toContainText(property.property_name);

    // Occupied: the compliance report of the company's one ACTIVE occupancy.
    await page.goBack();
    await expect(page.getByTestId('tile-occupied')).toHaveText('1');
    await page.getByTestId('tile-occupied').click();
    await expect(page).toHaveURL(new RegExp(`/compliance\\?company=${company.id}$`));
    await expect(page.getByTestId('company-filter')).toContainText(company.management_co);
    const report = page.getByRole('table', { name: c('table.label') });
    await expect(report.locator('tbody tr')).toHaveCount(1);
    await expect(report.locator('tbody tr').first()).toContainText(tenant.full_name);

    // Cleared, the report is the organization's again: more than the company's one row.
    await page
      .getByRole('button', { name: en('companyFilter.clear', { name: company.management_co }) })
      .click();
    await expect(page).toHaveURL(/\/compliance$/);
    await expect(page.getByTestId('company-filter')).toHaveCount(0);
    // (the other company's occupancy among them, wherever the report's pages put it).
    await expect.poll(() => report.locator('tbody tr').count()).toBeGreaterThan(1);
    await expectNoSidewaysScroll(page);
    expect(browserErrors).toEqual([]);
  });
}
