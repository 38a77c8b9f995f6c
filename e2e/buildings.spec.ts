import type { Page } from '@playwright/test';
import { openSignedIn, uniqueName } from './support/api.ts';
import { expectNotice } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { getJson, seedProperty } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';
import { textsOf } from './support/texts.ts';

/** Opens a Mantine select labelled `label`, types `search` when given, picks the option. */
async function pick(page: Page, label: string, option: string | RegExp, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

for (const width of [1280, 375]) {
  test(`[${width}px] a property's second building, with its BIN, holds a new unit`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const p = textsOf('properties', 'en');
    const u = textsOf('units', 'en');
    const { property } = await seedProperty(request, adminSession, uniqueName('Cedar Yards'));
    const annex = uniqueName('Annex');
    const unitNumber = uniqueName('B').slice(0, 20);
    // A BIN is unique in the organization, which both widths share.
    const bin = `CA-24-${String(width).padStart(5, '0')}`;

    // The property's page: its first building was made with it, named as the property.
    await openSignedIn(page, adminSession, '/property');
    await page.getByRole('textbox', { name: p('list.search') }).fill(property.property_name);
    await chooseRowAction(page, `${p('actions.details')} ${property.property_name}`);
    const section = page.getByRole('region', { name: p('buildings.title') });
    await expect(section.getByRole('row').filter({ hasText: property.property_name })).toBeVisible();

    // A second building; a first credit year that is neither the placed-in-service year nor the
    // next (IRC 42(f)(1)) is refused before anything is sent.
    await section.getByRole('button', { name: p('buildings.addButton') }).click();
    const dialog = page.getByRole('dialog', { name: p('buildings.addTitle') });
    await dialog.getByRole('textbox', { name: p('buildings.fields.name') }).fill(annex);
    await dialog.getByRole('textbox', { name: p('buildings.fields.bin') }).fill(bin.toLowerCase());
    const placedInService = dialog.getByRole('textbox', {
      name: p('buildings.fields.placed_in_service_date'),
    });
    await placedInService.fill('11/20/2024');
    await placedInService.press('Tab');
    const creditYear = dialog.getByRole('textbox', { name: p('buildings.fields.first_credit_year') });
    await creditYear.fill('2023');
    await dialog.getByRole('button', { name: p('buildings.add') }).click();
    await expect(dialog.getByText(p('validation.credit_year_not_pis'))).toBeVisible();
    await creditYear.fill('2025');
    await dialog.getByRole('button', { name: p('buildings.add') }).click();
    await expectNotice(page, p('buildings.added', { name: annex }));
    const annexRow = section.getByRole('row').filter({ hasText: annex });
    await expect(annexRow).toContainText(bin);

    // A new unit of a property with two buildings names its building.
    await page.goto(`/units?property=${property.id}`);
    await page.getByRole('tab', { name: u('tabs.new') }).click();
    await page.getByRole('textbox', { name: u('form.unitNumber') }).fill(unitNumber);
    await pick(page, u('form.unitType'), u('unitTypes.2BR'));
    await page.getByRole('button', { name: u('form.create') }).click();
    await expect(page.getByText(u('validation.building_required'))).toBeVisible();
    await pick(page, u('form.building'), `${annex} · ${bin}`);
    await page.getByRole('button', { name: u('form.create') }).click();
    await expectNotice(page, u('saved', { number: unitNumber }));
    const unitRow = page.getByRole('row').filter({ hasText: unitNumber });
    await expect(unitRow).toBeVisible();
    // The list names the building from `sm` up; a phone shows it in the unit's form.
    if (width >= 768) await expect(unitRow).toContainText(annex);
    const units = await getJson<Array<{ unit_number: string; building_name: string }>>(
      request,
      adminSession,
      `/api/units?property_id=${property.id}`,
    );
    expect(units.map((unit) => [unit.unit_number, unit.building_name])).toEqual([[unitNumber, annex]]);

    // Back on the property: the annex holds the unit, so deleting it is refused with the reason.
    await page.goto('/property');
    await page.getByRole('textbox', { name: p('list.search') }).fill(property.property_name);
    await chooseRowAction(page, `${p('actions.details')} ${property.property_name}`);
    const annexAgain = page
      .getByRole('region', { name: p('buildings.title') })
      .getByRole('row')
      .filter({ hasText: annex });
    if (width >= 768) await expect(annexAgain).toContainText('1');
    await chooseRowAction(annexAgain, p('buildings.deleteLabel', { name: annex }));
    await page
      .getByRole('dialog', { name: p('buildings.deleteTitle') })
      .getByRole('button', { name: p('buildings.delete') })
      .click();
    await expectNotice(page, p('buildings.deleteInUse'));
    await expect(annexAgain).toBeVisible();
    expect(browserErrors.filter((e) => !e.includes('409'))).toEqual([]);
  });
}
