import type { Locator, Page } from '@playwright/test';
import { createSubuser, openSignedIn, uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedProgram, seedProperty } from './support/records.ts';

/** Each staff list, and whether it has a Status column. */
const LISTS = [
  { path: '/property-manager', status: false },
  { path: '/property', status: false },
  { path: '/govprogram', status: true },
  { path: '/candidates', status: false },
  { path: '/users', status: true },
  { path: '/subusers', status: true },
];

/** Fully on screen: not cut by the viewport nor hidden in a sideways-scrolled table. */
async function expectOnScreen(page: Page, element: Locator, what: string) {
  // Fractions of a pixel are rounding, not cut text.
  await expect(element, what).toBeInViewport({ ratio: 0.99 });
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, what).not.toBeNull();
  if (box) {
    expect(box.x, what).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, what).toBeLessThanOrEqual(width + 0.5);
  }
}

test.beforeAll(async ({ request, adminSession }) => {
  // Long unbreakable texts widen the tables as real records do.
  await seedProperty(request, adminSession, uniqueName('Residencial Jardim das Esperanças'), undefined, {
    email: 'leasing.office.residencial.jardim.das.esperancas@property-management.example.com',
    city: 'Cambridge',
    state: 'MA',
  });
  await seedProgram(request, adminSession, { ami_levels: [] });
  await post(request, adminSession, '/api/candidates', {
    full_name: uniqueName('Sofía Núñez'),
    email: `${uniqueName('sofia')}@example.com`,
  });
  await createSubuser(request, adminSession);
});

for (const width of [1280, 375]) {
  test(`at ${width} px every staff list shows its Actions and Status without sideways scrolling`, async ({
    page,
    adminSession,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, status } of LISTS) {
      await openSignedIn(page, adminSession, path);
      const table = page.getByRole('table');
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow.getByRole('button').first(), path).toBeVisible();
      // Scrolls the page down to the table (a phone shows a form above some), never sideways.
      await table.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
      await expectOnScreen(page, table.getByRole('columnheader', { name: 'Actions' }), `${path} Actions`);
      const buttons = firstRow.getByRole('cell').last().getByRole('button');
      for (const button of await buttons.filter({ visible: true }).all()) {
        await expectOnScreen(page, button, `${path} ${await button.getAttribute('aria-label')}`);
      }
      if (status && width >= 600) {
        await expectOnScreen(page, table.getByRole('columnheader', { name: 'Status' }), `${path} Status`);
      } else if (status) {
        // A phone shows each row as a card: the status is one of its facts, under its label.
        await expectOnScreen(page, firstRow.getByText('Status', { exact: true }), `${path} Status label`);
        await expectOnScreen(page, firstRow.locator('.mantine-Badge-root').first(), `${path} Status`);
      }
    }
  });
}
