import type { APIRequestContext } from '@playwright/test';
import { authHeaders, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { axeViolations, blocking, describeViolations } from './support/axe.ts';
import { choose, expectNotice, featureTexts, showIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedHousehold, seedProperty, seedUnit } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * A property's compliance tests on Presidio County's FY2026 figures: 60 % of AMI for 3 people is
 * 45,240. Five units at 60 % (LIHTC) and 65 % (HOME), two of them held by households of 3 at
 * 45,240: the 40-60 set-aside passes at 2 of 5 (40 %), and HOME fails with no Low HOME unit of 5.
 */

async function seed(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Presidio Terrace'));
  const levels = [
    { year: 2026, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
  ];
  const lihtc = await post(request, admin, '/api/govprograms', {
    name: uniqueName('Presidio LIHTC'),
    jurisdiction: 'HUD',
    ami_levels: levels,
  });
  const home = await post(request, admin, '/api/govprograms', {
    name: uniqueName('Presidio HOME'),
    jurisdiction: 'HUD',
    home_program: true,
    ami_levels: levels,
  });
  for (let i = 1; i <= 5; i++) {
    const unit = await seedUnit(request, admin, property.id, {
      unit_number: `T-${i}`,
      square_feet: 900,
      designations: [
        { program_id: lihtc.id, ami_percentage: 60 },
        { program_id: home.id, ami_percentage: 65 },
      ],
    });
    if (i > 2) continue;
    await seedHousehold(request, admin, unit.id, {
      rent_amount: 900,
      start_date: '2026-06-01',
      household_size: 3,
      annual_income: 45240,
    });
  }
  return property;
}

test('a property elects 40-60 and its compliance page shows the set-aside passing and HOME failing', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  const property = await seed(request, adminSession);
  const props = featureTexts('properties');
  const c = featureTexts('property-compliance');

  await openSignedIn(page, adminSession, '/property');
  await page.getByRole('textbox', { name: props('list.search') }).fill(property.property_name);
  const row = page.getByRole('row').filter({ hasText: property.property_name });
  await chooseRowAction(row, `${props('actions.edit')} ${property.property_name}`);
  const edit = page.getByRole('dialog', { name: props('form.editTitle') });
  await choose(page, props('fields.set_aside_election'), props('setAside.40_60'));
  await edit.getByRole('button', { name: props('form.saveChanges') }).click();
  await expectNotice(page, props('form.updated'));
  await expect(edit).toBeHidden();

  await chooseRowAction(row, `${props('actions.compliance')} ${property.property_name}`);
  await expect(page).toHaveURL(new RegExp(`/property-compliance\\?property=${property.id}$`));
  await expect(page.getByRole('heading', { name: c('title'), level: 1 })).toBeVisible();

  const setAside = page.getByRole('region', { name: c('tests.set_aside.title') });
  await expect(setAside.getByText(c('outcome.pass'), { exact: true })).toBeVisible();
  await expect(
    setAside.getByText(
      c('tests.set_aside.figure', { qualified: 2, total: 5, threshold: 60, percent: '40 %' }),
    ),
  ).toBeVisible();
  const homeTest = page.getByRole('region', { name: c('tests.home.title') });
  await expect(homeTest.getByText(c('outcome.fail'), { exact: true })).toBeVisible();
  await expect(homeTest.getByText(c('tests.home.requirement_one', { count: 1 }))).toBeVisible();

  // The units behind the set-aside, opened from the keyboard.
  const units = setAside.getByRole('button', { name: c('unitsBehind_other', { count: 5 }) });
  await units.focus();
  await page.keyboard.press('Enter');
  const table = setAside.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row', { name: /T-1/ })).toContainText(c('units.yes'));

  // Average income does not apply to a 40-60 election.
  await expect(page.getByText(c('tests.average_income.notApplying'))).toBeVisible();

  // At 375 px the page has no serious accessibility findings, units table open.
  await page.setViewportSize({ width: 375, height: 812 });
  const serious = blocking(await axeViolations(page, 'main'));
  expect(describeViolations(serious)).toEqual([]);
  expect(browserErrors).toEqual([]);
});

// The same property's tests read in each language at a phone's and a desktop's width: the figures
// in that language's words, the failing test's units a keyboard press away, no sideways scroll.
for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`the property compliance page reads in ${language} at ${width} px`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      const property = await seed(request, adminSession);
      const elected = await request.put(`/api/property/${property.id}`, {
        headers: authHeaders(adminSession),
        data: { ...property, set_aside_election: '40_60' },
      });
      expect(elected.status()).toBe(200);
      const c = featureTexts('property-compliance', language);
      await showIn(page, language, width);
      await openSignedIn(page, adminSession, `/property-compliance?property=${property.id}`);
      await expect(page.getByRole('heading', { name: c('title'), level: 1 })).toBeVisible();
      const setAside = page.getByRole('region', { name: c('tests.set_aside.title') });
      await expect(setAside.getByText(c('outcome.pass'), { exact: true })).toBeVisible();
      const homeTest = page.getByRole('region', { name: c('tests.home.title') });
      await expect(homeTest.getByText(c('outcome.fail'), { exact: true })).toBeVisible();
      const units = homeTest.getByRole('button', { name: c('unitsBehind_other', { count: 5 }) });
      await units.focus();
      await page.keyboard.press('Enter');
      await expect(homeTest.getByRole('table').getByRole('row')).toHaveCount(6);
      await expectNoSidewaysScroll(page);
      expect(browserErrors).toEqual([]);
    });
  }
}
