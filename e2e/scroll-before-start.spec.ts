import { INTL_LOCALES } from '../web/src/i18n/languages.ts';
import { textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { APARTMENTS, seedListing } from './support/listings.ts';

/**
 * A listing's page is server-rendered, so a visitor on a slow phone reads and scrolls it before
 * the app has started. When the app takes the page over, the visitor stays where they scrolled,
 * and "Apply now" under their finger opens the form. (The router used to throw the page back to
 * the top as it started, so a tap aimed at "Apply now" landed on whatever was there instead.)
 */
for (const language of ['en', 'pt', 'es'] as const) {
  test(`a listing page scrolled before the app starts keeps its place (${language}, 375 px)`, async ({
    browser,
    request,
    adminSession,
  }) => {
    const a = textsIn(APARTMENTS, language);
    const listing = await seedListing(request, adminSession);
    const context = await browser.newContext({
      locale: INTL_LOCALES[language],
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    // The app's entry script is held back until the visitor has scrolled the painted page.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`/apartments/${listing.unitId}`, { waitUntil: 'commit' });
    const apply = page.getByRole('link', { name: a('listing.apply') });
    await apply.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    // At 375 px the link sits below the photos, the facts and the limits table.
    expect(scrolled).toBeGreaterThan(800);

    release();
    // The app has started once the visit form, disabled until then, takes input.
    await expect(page.getByRole('textbox', { name: new RegExp(`^${a('visit.name')}`) })).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await apply.click();
    await expect(page).toHaveURL(new RegExp(`/apply\\?listing=${listing.unitId}$`));
    await context.close();
  });
}
