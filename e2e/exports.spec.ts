import { readFile } from 'node:fs/promises';
import { parseCsv } from '@lar/contracts/csv';
import { EXPORT_COLUMNS } from '@lar/contracts/exports';
import { openSignedIn, uniqueName } from './support/api.ts';
import { textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedCandidate, seedProperty, seedUnit } from './support/records.ts';

/**
 * An export from a list screen (decision 028): the file holds the rows of the filters on screen,
 * with its headers in the interface's language.
 */
test('the occupancies list exports the filtered rows as CSV with Portuguese headers', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const { property } = await seedProperty(request, adminSession, uniqueName('Casa Export'));
  const before = await seedUnit(request, adminSession, property.id, { unit_number: uniqueName('Old') });
  const now = await seedUnit(request, adminSession, property.id, { unit_number: uniqueName('New') });
  const tenant = await seedCandidate(request, adminSession, uniqueName('Joana Exporta'));
  const ended = await post(request, adminSession, '/api/occupancies', {
    unit_id: before.id,
    tenant_id: tenant.id,
    rent_amount: 900,
    start_date: '2024-01-01',
  });
  await post(
    request,
    adminSession,
    `/api/occupancies/${ended.id}/terminate`,
    { end_date: '2024-12-31', end_reason: 'transfer' },
    200,
  );
  await post(request, adminSession, '/api/occupancies', {
    unit_id: now.id,
    tenant_id: tenant.id,
    rent_amount: 1234.5,
    start_date: '2025-01-01',
  });

  await useLanguage(page, 'pt');
  const common = textsIn('i18n/locales', 'pt');
  await openSignedIn(page, adminSession, `/occupancies?tenant=${tenant.id}&status=ACTIVE`);
  await expect(page.getByRole('row').filter({ hasText: now.unit_number })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: common('export.label') }).click();
  await page.getByRole('menuitem', { name: common('export.csv') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^occupancies-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1), ',').map((r) => r.cells);
  expect(header).toEqual(Object.values(EXPORT_COLUMNS.occupancies).map((labels) => labels[1]));
  expect(rows).toHaveLength(1);
  const cell = (label: string) => (rows[0] as string[])[(header as string[]).indexOf(label)];
  expect([cell('Unidade'), cell('Inquilino'), cell('Aluguel'), cell('Situação')]).toEqual([
    now.unit_number,
    tenant.full_name,
    '1234.50',
    'Ativa',
  ]);
  expect(browserErrors).toEqual([]);
});
