import { uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { put, seedProperty, seedUnit } from './support/records.ts';

/**
 * A listing's page read by a browser that runs no JavaScript (as a link preview or a plain crawler
 * reads it): the server wrote its title, rent and description into the page (decision 030).
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

  for (const [locale, heading, rent] of [
    ['en-US', `2-bedroom apartment at ${propertyName}, Salem`, '$1,450.00 per month'],
    ['pt-BR', `Apartamento de 2 quartos em ${propertyName}, Salem`, 'por mês'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    const page = await context.newPage();
    const response = await page.goto(`/apartments/${unit.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`${propertyName}, Salem`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Text queries skip what is inside <noscript>, even when it is shown: read the block's text.
    const listing = page.getByRole('main');
    await expect(listing).toBeVisible();
    await expect(listing).toContainText(rent);
    await expect(listing).toContainText('Top floor, morning light.');
    await context.close();
  }
});
