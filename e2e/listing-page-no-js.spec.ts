import { INTL_LOCALES } from '../web/src/i18n/languages.ts';
import { uniqueName } from './support/api.ts';
import { textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { dollars } from './support/listings.ts';
import { put, seedProperty, seedUnit } from './support/records.ts';

/**
 * A listing's page read by a browser that runs no JavaScript (as a link preview or a plain crawler
 * reads it): the server rendered the page with the listing's title, rent and description
 * (decision 030).
 */
test('a listing page shows its title, rent and description without JavaScript', async ({
  browser,
  request,
  adminSession,
}) => {
  const propertyName = uniqueName('Maple Court');
  const { property } = await seedProperty(request, adminSession, propertyName, undefined, { city: 'Salem' });
  const unit = await seedUnit(request, adminSession, property.id);
  await put(request, adminSession, `/api/units/${unit.id}/listing`, {
    listed: true,
    asking_rent: '1450.00',
    available_from: '2027-01-15',
    description: 'Top floor, morning light.',
  });

  for (const language of ['en', 'pt'] as const) {
    const a = textsIn('features/public-listings/locales', language);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: INTL_LOCALES[language] });
    const page = await context.newPage();
    const response = await page.goto(`/apartments/${unit.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`${propertyName}, Salem`));
    // The page as the app renders it, rendered by the server with the listing.
    const heading = a('listing.title', { type: a('listing.unitTypes.2BR'), name: propertyName });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(a('card.perMonth', { rent: dollars(1450, language) })).first()).toBeVisible();
    await expect(page.getByText('Top floor, morning light.')).toBeVisible();
    // Its forms need the app: they wait, disabled.
    await expect(page.getByRole('textbox', { name: new RegExp(`^${a('visit.name')}`) })).toBeDisabled();
    await context.close();
  }
});
