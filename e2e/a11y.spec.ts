import type { Page } from '@playwright/test';
import { openSignedIn } from './support/api.ts';
import { axeViolations, blocking, describeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { CRM_PAGES } from './support/staff-pages.ts';

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/servicos',
  '/faq',
  '/politica-privacidade',
  '/termos-uso',
  '/success',
  '/success?reference=LAR-2026-000123',
  '/apply',
  '/waitlists',
  '/application-status',
  '/login',
  '/no-such-page',
];

/** Serious and critical violations, one line each, so a failure says what and where. */
async function blockingViolations(page: Page): Promise<string[]> {
  return describeViolations(blocking(await axeViolations(page)));
}

/** Every page at desktop width; at phone width the pages whose layout changes most. */
const PAGES_BY_WIDTH = [
  { width: 1280, pages: PAGES },
  { width: 375, pages: ['/', '/contact', '/login'] },
];

for (const { width, pages } of PAGES_BY_WIDTH) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    test('the staff shell and its admin screens have no serious or critical axe violations', async ({
      page,
      adminSession,
    }) => {
      for (const path of ['/subusers', '/users', '/messages', '/outbox']) {
        await openSignedIn(page, adminSession, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();
        expect(await blockingViolations(page), path).toEqual([]);
      }
    });

    // One test a screen: each waits for its data and runs axe, which takes seconds on a busy machine.
    for (const path of CRM_PAGES) {
      test(`the CRM screen ${path} has no serious or critical axe violations`, async ({
        page,
        adminSession,
      }) => {
        await openSignedIn(page, adminSession, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
        await page.waitForLoadState('networkidle');
        expect(await blockingViolations(page), path).toEqual([]);
      });
    }
  });
}

test('my account with its form errors shown has no serious or critical axe violations', async ({
  page,
  adminSession,
}) => {
  await openSignedIn(page, adminSession, '/account');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the contact form with its errors shown has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the light red buttons keep their contrast under the pointer', async ({ page, adminSession }) => {
  await openSignedIn(page, adminSession, '/account');
  for (const button of [
    page.getByRole('navigation').getByRole('button', { name: 'Logout' }),
    page.getByRole('button', { name: 'Log out everywhere' }),
  ]) {
    await button.hover();
    // Read once the hover's colour transition has ended, not halfway through it.
    await button.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    expect(
      describeViolations(blocking(await axeViolations(page, 'button'))),
      (await button.textContent()) ?? '',
    ).toEqual([]);
  }
});
