import { readFileSync } from 'node:fs';
import { authHeaders, openSignedIn, uniqueName } from './support/api.ts';
import { choose, featureTexts } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { LOS_ANGELES_2024_50, losAngeles2024Levels } from './support/listings.ts';
import { post, seedProperty } from './support/records.ts';

const SECTION8_2024 = readFileSync(
  new URL('../server/test/compliance/hud/section8-fy2024.csv', import.meta.url),
  'utf8',
);

const c = featureTexts('candidates');
const p = featureTexts('programs');

test("a candidate's edit view lists the units the household qualifies for, or says what is missing", async ({
  page,
  request,
  adminSession,
}) => {
  // LA's 50 % income limits with an explicit 2BR rent limit low enough to list the unit first.
  const program = await post<{
    id: number;
    name: string;
    ami_levels: Array<{ id: number; limit_type: string }>;
  }>(request, adminSession, '/api/govprograms', {
    name: uniqueName('LA County 50'),
    jurisdiction: 'Los Angeles County',
    ami_levels: losAngeles2024Levels(500),
  });
  const rentLevel = program.ami_levels.find((l) => l.limit_type === 'Rent Limit')?.id;
  const property = await seedProperty(request, adminSession, uniqueName('Eligible Court'));
  const unitNumber = uniqueName('Q');
  await post(request, adminSession, '/api/units', {
    property_id: property.property.id,
    unit_number: unitNumber,
    unit_type: '2BR',
    gov_program_id: program.id,
    ami_level_id: rentLevel,
  });
  const household = await post<{ id: number; full_name: string }>(request, adminSession, '/api/candidates', {
    full_name: uniqueName('Household Three'),
    email: `${uniqueName('three').toLowerCase()}@example.org`,
    household_size: 3,
    income: '62400',
  });
  const missing = await post<{ id: number }>(request, adminSession, '/api/candidates', {
    full_name: uniqueName('No Income'),
    email: `${uniqueName('noincome').toLowerCase()}@example.org`,
    household_size: 3,
  });

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, adminSession, `/candidates?edit=${household.id}`);
    const table = page.getByRole('table', { name: c('eligible.title') });
    const row = table.getByRole('row').filter({ hasText: unitNumber });
    await expect(row).toContainText('$500.00');
    await expect(row).toContainText(program.name);
    await expect(page.getByText('Household of 3 people, $62,400.00 a year')).toBeVisible();
  }

  await openSignedIn(page, adminSession, `/candidates?edit=${missing.id}`);
  await expect(page.getByText(c('eligible.missingTitle'))).toBeVisible();
  await page.getByRole('link', { name: c('eligible.fillIncome') }).click();
  await expect(page.getByRole('textbox', { name: c('form.income') })).toBeFocused();
});

test("HUD's Section 8 limits of an area are previewed, then imported as published", async ({
  page,
  request,
  adminSession,
}) => {
  const program = await post<{ id: number; name: string }>(request, adminSession, '/api/govprograms', {
    name: uniqueName('HUD Import'),
    jurisdiction: 'Los Angeles County',
    ami_levels: [
      { year: 2024, percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 60000 },
    ],
  });
  await openSignedIn(page, adminSession, `/govprogram?edit=${program.id}`);
  const edit = page.getByRole('region', { name: `Edit ${program.name}` });
  await edit.getByRole('button', { name: p('hud.open') }).click();
  const dialog = page.getByRole('dialog', { name: p('hud.title', { name: program.name }) });
  await dialog.getByRole('textbox', { name: p('hud.paste') }).fill(SECTION8_2024);
  await expect(dialog.getByText('Section 8 income limits, 2 areas')).toBeVisible();
  await choose(page, p('hud.area'), /Los Angeles County/, '0603799999');
  await expect(dialog.getByRole('textbox', { name: p('hud.year') })).toHaveValue('2024');
  await dialog.getByRole('button', { name: p('hud.check') }).click();

  const preview = dialog.getByRole('table', { name: p('hud.previewTable') });
  await expect(preview.getByRole('row')).toHaveCount(25);
  const replaced = preview.getByRole('row').filter({ hasText: '$62,400.00' });
  await expect(replaced).toContainText('$60,000.00');
  await expect(replaced).toContainText(p('hud.actions.update'));
  await dialog.getByRole('button', { name: p('hud.run') }).click();
  await expect(page.getByText(p('hud.done', { add: 23, update: 1 }))).toBeVisible();

  const saved = await request.get(`/api/govprograms/${program.id}`, { headers: authHeaders(adminSession) });
  const levels = (
    (await saved.json()) as {
      ami_levels: Array<{ percentage: number; unit_type: string; limit_value: number }>;
    }
  ).ami_levels;
  const at = (percentage: number) =>
    levels
      .filter((l) => l.percentage === percentage)
      .sort((a, b) => Number(a.unit_type) - Number(b.unit_type))
      .map((l) => l.limit_value);
  expect(at(50)).toEqual(LOS_ANGELES_2024_50);
  expect(at(30)).toEqual([29150, 33300, 37450, 41600, 44950, 48300, 51600, 54950]);
});
