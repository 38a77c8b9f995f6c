import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { featureTexts, type Language, textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, put, seedCandidate, seedProperty, seedUnit } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';

/** The staff screens' findings of issue 38 (wording, unit picker, history, 404, sidebar, defaults). */

const LANGUAGES: Language[] = ['en', 'pt', 'es'];
const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1280, height: 800 };

const common = (language: Language) => textsIn('i18n/locales', language);
const history = (language: Language) => textsIn('components/record-history/locales', language);

/** An occupancy of a new candidate in `unitId`, through the API. */
async function placed(request: APIRequestContext, admin: Session, unitId: number, fields: object = {}) {
  const candidate = await seedCandidate(request, admin, uniqueName('Rosa Findings'));
  const occupancy = await post(request, admin, '/api/occupancies', {
    unit_id: unitId,
    tenant_id: candidate.id,
    rent_amount: 1000,
    start_date: '2024-01-10',
    ...fields,
  });
  return { candidate, occupancy };
}

type Box = { x: number; y: number; width: number; height: number };

/** The element's box lies inside the viewport, whole. */
async function expectWhollyInView(page: Page, box: Box | null) {
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.height).toBeGreaterThan(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

for (const language of LANGUAGES) {
  test(`${language}: terminating an occupancy and finalizing a certification are different words`, async ({
    page,
    request,
    adminSession,
  }) => {
    const occ = featureTexts('occupancies', language);
    const cert = featureTexts('certifications', language);
    const terminate = occ('actions.terminate');
    const finalize = cert('actions.finalize');
    // Neither word is the other, nor a form of it (Finalizar / Finalizada).
    expect(terminate.slice(0, 5).toLowerCase()).not.toBe(finalize.slice(0, 5).toLowerCase());
    expect(occ('statuses.ENDED').slice(0, 5)).not.toBe(cert('statuses.FINALIZED').slice(0, 5));
    if (language === 'es') expect([terminate, finalize]).toEqual(['Terminar', 'Finalizar']);

    const { property } = await seedProperty(request, adminSession);
    const unit = await seedUnit(request, adminSession, property.id);
    const { candidate, occupancy } = await placed(request, adminSession, unit.id);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, `/occupancies?tenant=${candidate.id}`);
    const row = page.getByRole('row').filter({ hasText: candidate.full_name });
    await chooseRowAction(row, occ('table.terminateLabel', { id: occupancy.id }));
    const dialog = page.getByRole('dialog', { name: occ('terminate.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: terminate, exact: true })).toBeVisible();
    await expect(dialog).not.toContainText(finalize);
  });
}

for (const language of LANGUAGES) {
  test(`${language}: the new-occupancy unit picker lists vacant units with their property, occupied ones on request with who and until when`, async ({
    page,
    request,
    adminSession,
  }) => {
    const { property } = await seedProperty(request, adminSession, uniqueName('Picker Court'));
    const occupied = await seedUnit(request, adminSession, property.id, { unit_number: '101' });
    const tenant = (await placed(request, adminSession, occupied.id, { end_date: '2099-12-31' })).candidate
      .full_name;
    await seedUnit(request, adminSession, property.id, { unit_number: '102' });
    const occ = featureTexts('occupancies', language);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, '/occupancies');
    await page.getByRole('tab', { name: occ('tabs.new') }).click();
    const unitPicker = page.getByRole('combobox', { name: occ('form.unit') });
    await expect(page.getByText(occ('form.unitVacantHint'))).toBeVisible();
    await unitPicker.fill(property.property_name);
    // Vacant only, each named with its property.
    await expect(
      page.getByRole('option', { name: `102 · ${property.property_name}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('option', { name: /^101 · / })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('checkbox', { name: occ('form.includeOccupied') }).check();
    await expect(page.getByText(occ('form.unitAllHint'))).toBeVisible();
    await unitPicker.fill(property.property_name);
    const until = language === 'en' ? '12/31/2099' : '31/12/2099';
    const name = occ('form.unitOccupiedUntil', {
      unit: `101 · ${property.property_name}`,
      tenant,
      date: until,
    });
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
    await expect(
      page.getByRole('option', { name: `102 · ${property.property_name}`, exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`unit-picker-${language}.png`) });
  });
}

test('a candidate living in a unit is shown with the unit and its property', async ({
  page,
  request,
  adminSession,
}) => {
  const { property } = await seedProperty(request, adminSession, uniqueName('Name Court'));
  const unit = await seedUnit(request, adminSession, property.id, { unit_number: '101' });
  const { candidate } = await placed(request, adminSession, unit.id);
  await openSignedIn(page, adminSession, `/candidates?full_name=${encodeURIComponent(candidate.full_name)}`);
  const cand = featureTexts('candidates', 'en');
  await expect(
    page.getByText(cand('table.unit', { number: '101', property: property.property_name })),
  ).toBeVisible();
});

const MONEY = { en: ['$25.00', '$150.00'], pt: ['US$ 25,00', 'US$ 150,00'], es: ['$25.00', '$150.00'] };

for (const language of LANGUAGES) {
  test(`${language}: record history shows charges and assistance as money`, async ({
    page,
    request,
    adminSession,
  }) => {
    const { property } = await seedProperty(request, adminSession);
    const unit = await seedUnit(request, adminSession, property.id);
    const { candidate, occupancy } = await placed(request, adminSession, unit.id);
    await put(request, adminSession, `/api/occupancies/${occupancy.id}`, {
      unit_id: unit.id,
      tenant_id: candidate.id,
      rent_amount: 1000,
      start_date: '2024-01-10',
      non_optional_charges: 25,
      rent_assistance: 150,
    });
    const h = history(language);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, `/occupancies?edit=${occupancy.id}`);
    await page.getByRole('button', { name: h('show') }).click();
    const region = page.getByRole('region', { name: h('show') });
    // Intl writes a no-break space beside the currency.
    const cellsOf = async (label: string) =>
      (await region.getByRole('row').filter({ hasText: label }).getByRole('cell').allInnerTexts()).map(
        (text) => text.replace(/\s/g, ' '),
      );
    await expect(
      region.getByRole('row').filter({ hasText: h('fields.occupancy.non_optional_charges') }),
    ).toBeVisible();
    expect(await cellsOf(h('fields.occupancy.non_optional_charges'))).toEqual([
      h('fields.occupancy.non_optional_charges'),
      '—',
      MONEY[language][0],
    ]);
    expect((await cellsOf(h('fields.occupancy.rent_assistance')))[2]).toBe(MONEY[language][1]);
  });
}

for (const language of LANGUAGES) {
  test(`${language}: a property the address names but that does not exist says not found with the way back, no retry`, async ({
    page,
    adminSession,
  }) => {
    const c = common(language);
    const pc = featureTexts('property-compliance', language);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, '/property-compliance?property=999999');
    const alert = page.getByRole('alert').filter({ hasText: c('notFound.recordTitle') });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(c('errors.NOT_FOUND'));
    await expect(page.getByRole('button', { name: c('actions.retry') })).toHaveCount(0);
    await alert.getByRole('link', { name: pc('actions.goToProperties') }).click();
    await expect(page).toHaveURL(/\/property$/);
  });
}

/** The box lies whole inside `frame` (the sidebar's scrolling part): not under its edge or the footer. */
function expectInside(box: Box | null, frame: Box | null) {
  expect(box).not.toBeNull();
  expect(frame).not.toBeNull();
  if (!box || !frame) return;
  expect(box.y).toBeGreaterThanOrEqual(frame.y - 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
}

for (const [size, language] of [LAPTOP, PHONE].flatMap((s) => LANGUAGES.map((l) => [s, l] as const))) {
  test(`${language}: the sidebar shows its Admin group whole at ${size.width}x${size.height}`, async ({
    page,
    adminSession,
  }) => {
    await page.setViewportSize(size);
    const c = common(language);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, '/dashboard');
    if (size.width < 768) await page.getByRole('button', { name: c('staff.openNavigation') }).click();
    const nav = page.getByRole('navigation', { name: c('nav.staffNavigation') });
    const scrolling = nav.locator('.mantine-ScrollArea-viewport');
    const heading = nav.getByRole('heading', { name: c('nav.adminGroup') });
    const outbox = nav.getByRole('link', { name: c('nav.outbox') });
    await expect(outbox).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`sidebar-${language}-${size.width}.png`) });
    const overflow = await scrolling.evaluate((el) => el.scrollHeight - el.clientHeight);
    // What does not fit scrolls, with the scrollbar shown so that the cut reads as "more below".
    if (overflow > 1) {
      await expect(nav.locator('.mantine-ScrollArea-scrollbar[data-orientation="vertical"]')).toBeVisible();
      await outbox.scrollIntoViewIfNeeded();
    }
    const frame = await scrolling.boundingBox();
    expectInside(await heading.boundingBox(), frame);
    expectInside(await outbox.boundingBox(), frame);
    await expectWhollyInView(page, await heading.boundingBox());
    await expectWhollyInView(page, await outbox.boundingBox());
    await expectWhollyInView(page, await nav.getByRole('button', { name: c('nav.logout') }).boundingBox());
  });
}

for (const language of LANGUAGES) {
  test(`${language}: the whole sidebar fits a 1280x800 screen without scrolling`, async ({
    page,
    adminSession,
  }) => {
    await page.setViewportSize(LAPTOP);
    const c = common(language);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, '/dashboard');
    const nav = page.getByRole('navigation', { name: c('nav.staffNavigation') });
    // The last entry of the last group (an admin sees every group), read where it is drawn: nothing
    // is scrolled first.
    const last = nav.getByRole('link', { name: c('nav.outbox') });
    await expect(last).toBeVisible();
    const scrolling = nav.locator('.mantine-ScrollArea-viewport');
    expect(await scrolling.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await scrolling.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    expectInside(await last.boundingBox(), await scrolling.boundingBox());
    await expectWhollyInView(page, await last.boundingBox());
    await expectWhollyInView(page, await nav.getByRole('button', { name: c('nav.logout') }).boundingBox());
  });
}

test('a new program recertifies yearly unless told otherwise', async ({ page, request, adminSession }) => {
  const programs = featureTexts('programs', 'en');
  await openSignedIn(page, adminSession, '/govprogram');
  await page.getByRole('tab', { name: programs('tabs.new') }).click();
  await expect(page.getByRole('textbox', { name: programs('form.recertification') })).toHaveValue('365');
  const created = await post<{ id: number }>(request, adminSession, '/api/govprograms', {
    name: uniqueName('Annual Program'),
    jurisdiction: 'City of Boston',
  });
  const read = await request.get(`/api/govprograms/${created.id}`, { headers: authHeaders(adminSession) });
  expect(((await read.json()) as { recertification_frequency: number }).recertification_frequency).toBe(365);
});

for (const size of [LAPTOP, PHONE]) {
  for (const language of LANGUAGES) {
    test(`${language} at ${size.width} px: the waitlist opened without a property shows the first by name and says so`, async ({
      page,
      request,
      adminSession,
    }) => {
      await page.setViewportSize(size);
      await seedProperty(request, adminSession, uniqueName('Waitlist Court'));
      const al = featureTexts('allocation', language);
      await useLanguage(page, language);
      await openSignedIn(page, adminSession, '/waitlist');
      const picker = page.getByRole('combobox', { name: al('property.label') });
      await expect(picker).not.toHaveValue('');
      const chosen = await picker.inputValue();
      const note = page.getByRole('note').filter({ hasText: chosen });
      await expect(note).toHaveText(al('firstProperty', { property: chosen }));
      await expect(page.getByRole('heading', { name: al('waitlist.title'), exact: true })).toBeVisible();
      await expectWhollyInView(page, await picker.boundingBox());
      await page.screenshot({
        path: test.info().outputPath(`waitlist-${language}-${size.width}.png`),
        fullPage: true,
      });
    });
  }
}

test("property compliance is in the sidebar and linked from a property's details", async ({
  page,
  request,
  adminSession,
}) => {
  const { property } = await seedProperty(request, adminSession, uniqueName('Linked Court'));
  const c = common('en');
  const pc = featureTexts('property-compliance', 'en');
  const props = featureTexts('properties', 'en');
  await openSignedIn(page, adminSession, '/dashboard');
  await page
    .getByRole('navigation', { name: c('nav.staffNavigation') })
    .getByRole('link', { name: c('nav.propertyCompliance') })
    .click();
  await expect(page).toHaveURL(/\/property-compliance$/);
  await expect(page.getByRole('heading', { name: pc('title'), level: 1 })).toBeVisible();
  const picker = page.getByRole('combobox', { name: pc('property.label') });
  await expect(picker).not.toHaveValue('');
  await expect(page.getByRole('note').filter({ hasText: await picker.inputValue() })).toBeVisible();

  await openSignedIn(page, adminSession, `/property?q=${encodeURIComponent(property.property_name)}`);
  await chooseRowAction(page, `${props('actions.details')} ${property.property_name}`);
  const details = page.getByRole('region', {
    name: props('details.title', { name: property.property_name }),
  });
  await details.getByRole('link', { name: props('details.complianceTests') }).click();
  await expect(page).toHaveURL(new RegExp(`/property-compliance\\?property=${property.id}$`));
  await expect(page.getByRole('combobox', { name: pc('property.label') })).toHaveValue(
    property.property_name,
  );
});
