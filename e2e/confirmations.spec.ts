import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { addDays, todayIso } from './support/certifications.ts';
import { useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import {
  getJson,
  post,
  seedCandidate,
  seedHousehold,
  seedProperty,
  seedUnit,
  seedUtilityAllowances,
} from './support/records.ts';
import { chooseRowAction, rowActionNames } from './support/row-actions.ts';
import { textsOf } from './support/texts.ts';

/**
 * Nothing destructive without a confirmation that says what changes, nothing offered that does not
 * apply (decision 062); and a dashboard figure opens exactly the rows it counts.
 */

const o = textsOf('occupancies', 'en');
const c = textsOf('certifications', 'en');
const d = textsOf('dashboard', 'en');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

interface Occ {
  id: number;
  status: string;
  end_date: string | null;
}

/** A market-rate unit's ACTIVE occupancy of a one-person household, moved in 30 days ago. */
async function seedPlacement(
  request: APIRequestContext,
  admin: Session,
  extra: Record<string, unknown> = {},
) {
  const { property } = await seedProperty(request, admin, uniqueName('Confirm Court'));
  const unit = await seedUnit(request, admin, property.id);
  const tenant = await seedCandidate(request, admin, uniqueName('Rita Confirm'), {
    household_size: 1,
    income: 30000,
  });
  const occupancy = await post<Occ>(request, admin, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: tenant.id,
    rent_amount: 900,
    start_date: addDays(todayIso(), -30),
    ...extra,
  });
  return { occupancy, tenant };
}

const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

// Every screen here is read in English.
test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('reactivate is offered on an ended occupancy only, and its confirmation names the move-out it erases', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const planned = addDays(todayIso(), 60);
  const { occupancy, tenant } = await seedPlacement(request, adminSession, { end_date: planned });
  await openSignedIn(page, adminSession, `/occupancies?tenant=${tenant.id}`);
  const reactivateName = o('table.reactivateLabel', { id: occupancy.id });
  // ACTIVE with a planned move-out: nothing to reactivate, and its move-out stays.
  await expect(page.locator('[data-row-actions]').filter({ visible: true }).first()).toBeVisible();
  const offered = await rowActionNames(page);
  expect(offered).toContain(o('table.terminateLabel', { id: occupancy.id }));
  expect(offered).not.toContain(reactivateName);

  const ended = addDays(todayIso(), -1);
  await post(
    request,
    adminSession,
    `/api/occupancies/${occupancy.id}/terminate`,
    { end_date: ended, end_reason: 'lease_ended' },
    200,
  );
  await page.reload();
  await chooseRowAction(page, reactivateName);
  const dialog = dialogNamed(page, o('confirmReactivate.title'));
  await expect(dialog).toContainText(usDate(ended));
  await expect(dialog).toContainText(o('endReasons.lease_ended'));
  await dialog.getByRole('button', { name: o('actions.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  const kept = await getJson<Occ>(request, adminSession, `/api/occupancies/${occupancy.id}`);
  expect(kept).toMatchObject({ status: 'ENDED', end_date: ended });

  await chooseRowAction(page, reactivateName);
  await dialog.getByRole('button', { name: o('actions.reactivate') }).click();
  await expect
    .poll(async () => (await getJson<Occ>(request, adminSession, `/api/occupancies/${occupancy.id}`)).status)
    .toBe('ACTIVE');
  expect(browserErrors).toEqual([]);
});

test('finalize confirms with the household, its income, the rent and the effective date; cancel changes nothing', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const { occupancy, tenant } = await seedPlacement(request, adminSession);
  await openSignedIn(page, adminSession, `/certifications?occupancy=${occupancy.id}`);
  await page.getByRole('button', { name: c('actions.finalize') }).click();
  const dialog = dialogNamed(page, c('confirmFinalize.title'));
  const details = dialog.getByTestId('confirm-details');
  await expect(details.getByRole('row', { name: new RegExp(c('confirmFinalize.household')) })).toContainText(
    tenant.full_name,
  );
  await expect(
    details.getByRole('row', { name: new RegExp(c('confirmFinalize.annualIncome')) }),
  ).toContainText('$30,000.00');
  await expect(details.getByRole('row', { name: new RegExp(c('confirmFinalize.tenantRent')) })).toContainText(
    '$900.00',
  );
  await expect(
    details.getByRole('row', { name: new RegExp(c('confirmFinalize.effectiveDate')) }),
  ).toContainText(usDate(addDays(todayIso(), -30)));
  await dialog.getByRole('button', { name: c('actions.cancel') }).click();
  const certs = () =>
    getJson<Array<{ status: string }>>(
      request,
      adminSession,
      `/api/occupancies/${occupancy.id}/certifications`,
    );
  expect((await certs()).map((x) => x.status)).toEqual(['DRAFT']);

  // Delete says which draft goes; cancelled, it stays.
  await page.getByRole('button', { name: c('actions.deleteDraft') }).click();
  const remove = dialogNamed(page, c('confirmDelete.title'));
  await expect(remove).toContainText(usDate(addDays(todayIso(), -30)));
  await remove.getByRole('button', { name: c('actions.cancel') }).click();
  expect((await certs()).map((x) => x.status)).toEqual(['DRAFT']);

  await page.getByRole('button', { name: c('actions.finalize') }).click();
  await dialog.getByRole('button', { name: c('actions.finalize') }).click();
  await expect.poll(async () => (await certs()).map((x) => x.status)).toEqual(['FINALIZED']);
  expect(browserErrors).toEqual([]);
});

test("finalize's Cancel leaves an edited draft unsaved: the confirmation shows the edits, only Finalize saves them", async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const { occupancy } = await seedPlacement(request, adminSession);
  type Cert = { id: number; status: string; version: number; tenant_rent: number };
  const certs = () =>
    getJson<Cert[]>(request, adminSession, `/api/occupancies/${occupancy.id}/certifications`);
  const [before] = await certs();
  expect(before).toMatchObject({ status: 'DRAFT', tenant_rent: 900 });
  await openSignedIn(page, adminSession, `/certifications?occupancy=${occupancy.id}`);
  const rent = page.getByRole('textbox', { name: c('rent.tenantRent') });
  await rent.fill('950.00');
  await page.getByRole('button', { name: c('actions.finalize') }).click();
  const dialog = dialogNamed(page, c('confirmFinalize.title'));
  const details = dialog.getByTestId('confirm-details');
  // The confirmation names the rent on screen, not yet saved.
  await expect(details.getByRole('row', { name: new RegExp(c('confirmFinalize.tenantRent')) })).toContainText(
    '$950.00',
  );
  await dialog.getByRole('button', { name: c('actions.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  // Cancel changed nothing stored: same version, same rent; the edit is still on screen to save or undo.
  const [afterCancel] = await certs();
  expect(afterCancel).toMatchObject({ status: 'DRAFT', tenant_rent: 900, version: before?.version });
  await expect(rent).toHaveValue(/950/);

  await page.getByRole('button', { name: c('actions.finalize') }).click();
  await dialog.getByRole('button', { name: c('actions.finalize') }).click();
  await expect
    .poll(async () => (await certs()).map((x) => [x.status, x.tenant_rent]))
    .toEqual([['FINALIZED', 950]]);
  expect(browserErrors).toEqual([]);
});

test('the over-rent tile opens exactly the rows it counts, and says what it means', async ({
  page,
  request,
  adminSession,
}) => {
  const { property } = await seedProperty(request, adminSession, uniqueName('Tile Court'));
  const program = await post(request, adminSession, '/api/govprograms', {
    name: uniqueName('Tile LIHTC'),
    jurisdiction: 'HUD',
    ami_levels: [
      { year: 2026, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
    ],
  });
  for (const rent of [1100, 1000]) {
    const unit = await seedUnit(request, adminSession, property.id, {
      designations: [{ program_id: program.id, ami_percentage: 60 }],
    });
    await seedHousehold(
      request,
      adminSession,
      unit.id,
      { rent_amount: rent, start_date: '2026-06-01', household_size: 3, annual_income: 45240 },
      uniqueName('Tile Tenant'),
    );
  }
  // The allowance puts 1,100 + 80 over the 2BR limit of 1,131; 1,000 + 80 stays within it.
  await seedUtilityAllowances(request, adminSession, property.id, '2026-01-01');

  await openSignedIn(page, adminSession, `/dashboard?property=${property.id}`);
  const tile = page.getByTestId('tile-overRent');
  await expect(tile).toHaveText('1');
  await expect(page.getByRole('link', { name: new RegExp(`^${d('tiles.overRent')}`) })).toContainText(
    d('explain.overRent'),
  );
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/compliance\\?property=${property.id}&view=over_rent$`));
  await expect(page.getByTestId('report-view')).toBeVisible();
  const table = page.getByRole('table', { name: textsOf('compliance', 'en')('table.label') });
  await expect(table.locator('tbody tr')).toHaveCount(1);
});
