import { openSignedIn, uniqueName } from './support/api.ts';
import { crmTexts, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedProgram, seedProperty } from './support/records.ts';
import { chooseRowAction, rowActionNames } from './support/row-actions.ts';

/** Tables that must fit their screen without sideways scrolling. */

test('at 1280 px the program limits tables fit without sideways scrolling, 8-person column included', async ({
  page,
  request,
  adminSession,
}) => {
  const p = textsIn('features/programs/locales', 'en');
  const year = new Date().getFullYear();
  // Every household size and unit type, at large values with cents: the widest tables there are.
  const incomeLevels = [30, 50, 60, 80].flatMap((percentage) =>
    ['1', '2', '3', '4', '5', '6', '7', '8'].map((size) => ({
      year,
      percentage,
      limit_type: 'Income Limit',
      unit_type: size,
      limit_value: 123456.78,
    })),
  );
  const rentLevels = [30, 50, 60, 80].flatMap((percentage) =>
    ['SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR'].map((unitType) => ({
      year,
      percentage,
      limit_type: 'Rent Limit',
      unit_type: unitType,
      limit_value: 4321.5,
    })),
  );
  const program = await seedProgram(request, adminSession, {
    name: uniqueName('Wide HOME'),
    ami_levels: [...incomeLevels, ...rentLevels],
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, adminSession, `/govprogram?edit=${program.id}`);

  for (const title of [p('tables.incomeTitle', { year }), p('tables.rentTitle', { year })]) {
    const table = page.getByRole('table', { name: title });
    await expect(table.getByRole('columnheader')).not.toHaveCount(0);
    const fit = await table.evaluate((element) => {
      const container = element.parentElement as HTMLElement;
      return {
        table: element.scrollWidth,
        container: container.clientWidth,
        page: document.body.scrollWidth,
      };
    });
    expect(fit.table, `${title} is ${fit.table}px in ${fit.container}px`).toBeLessThanOrEqual(fit.container);
    expect(fit.page).toBeLessThanOrEqual(1280);
  }
  // The last household size is on screen without scrolling sideways.
  const lastColumn = await page
    .getByRole('columnheader', { name: p('tables.persons_other', { count: 8 }) })
    .boundingBox();
  expect(lastColumn).not.toBeNull();
  expect((lastColumn?.x ?? 0) + (lastColumn?.width ?? 0)).toBeLessThanOrEqual(1280);
});

test('at 375 px the company contacts dialog shows each contact as a card with its actions menu, nothing cut', async ({
  page,
  request,
  adminSession,
}) => {
  const { pm, ct } = crmTexts('en');
  const t = textsIn('i18n/locales', 'en');
  const company = uniqueName('Narrow Homes');
  await seedProperty(request, adminSession, uniqueName('Narrow Court'), company);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, adminSession, `/property-manager?q=${company}`);
  await chooseRowAction(page, `${pm('actions.contacts')} ${company}`);

  const dialog = page.getByRole('dialog');
  // The contact is a card: its name, its facts, and its actions in a menu named after it.
  const row = dialog.getByRole('row').filter({ hasText: 'Ana Lima' });
  const menu = row.getByRole('button', { name: t('table.actionsFor', { name: 'Ana Lima' }) });
  for (const shown of [row.getByText('Ana Lima').first(), menu]) {
    await expect(shown).toBeInViewport({ ratio: 0.99 });
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375.5);
  }
  expect(await rowActionNames(row)).toEqual([
    `${ct('actions.edit')} Ana Lima`,
    `${ct('actions.delete')} Ana Lima`,
  ]);
  const fit = await dialog.getByRole('table').evaluate((element) => {
    const container = (element.closest('.mantine-ScrollArea-viewport') ??
      element.parentElement) as HTMLElement;
    return { scroll: container.scrollWidth, client: container.clientWidth };
  });
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
});
