import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { type Language, textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedProperty } from './support/records.ts';

/**
 * A staff list that fails to load says which list (the spec's text for the screen, such as "Error
 * loading units") and then why, in the user's language.
 */

/** Answers the list's own request (not its pickers' searches) with a server fault. */
async function failList(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Internal Server Error',
          status: 500,
          code: 'INTERNAL',
        }),
      }),
  );
}

const screens = [
  {
    path: '/units',
    api: '/api/units',
    texts: 'features/units/locales',
    title: 'errors.loadUnits',
    // The units of a property chosen in the picker.
    choose: async (page: Page, language: Language, request: APIRequestContext, admin: Session) => {
      const name = uniqueName('Err Court');
      await seedProperty(request, admin, name);
      const picker = page.getByRole('combobox', {
        name: textsIn('features/units/locales', language)('property.label'),
      });
      await picker.click();
      await picker.fill(name);
      await page.getByRole('option', { name }).click();
    },
  },
  {
    path: '/occupancies',
    api: '/api/occupancies',
    texts: 'features/occupancies/locales',
    title: 'errors.fetch',
  },
  {
    path: '/compliance',
    api: '/api/compliance/occupancies',
    texts: 'features/compliance/locales',
    title: 'errors.load',
  },
  {
    path: '/property-manager',
    api: '/api/property-manager',
    texts: 'features/property-managers/locales',
    title: 'errors.load',
  },
];

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  for (const screen of screens) {
    test(`[${language}] ${screen.path} that fails to load says so with the screen's text and the reason`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      await useLanguage(page, language);
      await failList(page, screen.api);
      await openSignedIn(page, adminSession, screen.path);
      if ('choose' in screen && screen.choose) await screen.choose(page, language, request, adminSession);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: textsIn(screen.texts, language)(screen.title) });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(textsIn('i18n/locales', language)('errors.INTERNAL'));
      // The failed request is the only error the console shows.
      expect(browserErrors.filter((e) => !e.includes('500'))).toEqual([]);
    });
  }
}
