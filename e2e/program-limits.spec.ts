import { authHeaders, openSignedIn, uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { seedProgram } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';

test('a program counts limit values, offers import only once saved, and changes a value in place', async ({
  page,
  request,
  adminSession,
}) => {
  const year = new Date().getFullYear();
  const name = uniqueName('HOME');
  const program = await seedProgram(request, adminSession, {
    name,
    ami_levels: [
      { year, percentage: 60, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 2100 },
      { year, percentage: 60, limit_type: 'Rent Limit', unit_type: 'Studio', limit_value: 1650 },
      { year, percentage: 60, limit_type: 'Income Limit', unit_type: '2', limit_value: 85000 },
    ],
  });
  await openSignedIn(page, adminSession, '/govprogram');

  // A new program cannot import yet, and says so.
  await page.getByRole('tab', { name: 'New Program' }).click();
  await expect(
    page.getByText(
      'No AMI levels yet. Add them above; once the program is saved, you can also import a CSV file.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);

  // The list counts values, not levels. Searched by name: the suite's other programs ("Aaa …")
  // can push this one past the first page.
  await page.getByRole('tab', { name: 'Programs' }).click();
  await page.getByRole('textbox', { name: 'Program Name' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('3 limit values');

  // One value changed where it stands, saved with the program.
  await chooseRowAction(row, `Edit program ${name}`);
  const edit = page.getByRole('region', { name: `Edit ${name}` });
  const rent = edit.getByRole('table', { name: `Rent Limits (${year})` });
  await rent.getByRole('button', { name: `Change the value of ${year}, 60 %, Rent Limit, 2BR` }).click();
  const input = rent.getByRole('textbox', { name: `New value of ${year}, 60 %, Rent Limit, 2BR` });
  await expect(input).toBeFocused();
  await input.fill('2250');
  await input.press('Enter');
  await expect(rent.getByRole('row', { name: /^60%/ })).toContainText('$2,250.00');
  await edit.getByRole('button', { name: 'Update Program' }).click();
  await expect(page.getByText(`Program ${name} updated.`)).toBeVisible();

  const saved = await request.get(`/api/govprograms/${program.id}`, { headers: authHeaders(adminSession) });
  const { ami_levels } = (await saved.json()) as {
    ami_levels: Array<{ limit_type: string; unit_type: string; limit_value: number }>;
  };
  expect(ami_levels.find((l) => l.limit_type === 'Rent Limit' && l.unit_type === '2BR')?.limit_value).toBe(
    2250,
  );
  expect(ami_levels.find((l) => l.unit_type === 'Studio')?.limit_value).toBe(1650);
});
