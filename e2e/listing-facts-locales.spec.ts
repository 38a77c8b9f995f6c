import type { APIRequestContext } from '@playwright/test';
import { authHeaders, type Session } from './support/api.ts';
import { showIn, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { APARTMENTS, seedListing } from './support/listings.ts';
import { put } from './support/records.ts';

/**
 * A listing's facts that staff pick from lists are shown in the visitor's language, what they
 * typed freely as typed, and dates with the month as a word (decision 056): 27/11 reads as
 * 27 November in Portuguese and Spanish and as nothing in English.
 */
const AVAILABLE = '2031-11-27';
const DATES = { en: 'Nov 27, 2031', pt: '27 de nov. de 2031', es: '27 nov 2031' } as const;
const STORAGE = { en: 'Storage', pt: 'Depósito', es: 'Trastero' } as const;
const BALCONY = { en: 'Balcony', pt: 'Varanda', es: 'Balcón' } as const;
const PARKING_YES = { en: 'Yes', pt: 'Sim', es: 'Sí' } as const;

/** A record's answer sent back with `fields` changed (decision 018 accepts the echo). */
async function change(request: APIRequestContext, admin: Session, url: string, fields: object) {
  const answer = await request.get(url, { headers: authHeaders(admin) });
  expect(answer.status()).toBe(200);
  await put(request, admin, url, { ...(await answer.json()), ...fields });
}

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`a listing's facts and dates in ${language} at ${width} px`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      const a = textsIn(APARTMENTS, language);
      const seeded = await seedListing(request, adminSession);
      // "Storage" as staff typed it before codes, a code, and free text nobody translates.
      await change(request, adminSession, `/api/units/${seeded.unitId}`, {
        amenities: ['Storage', 'balcony', 'Rooftop garden'],
      });
      await change(request, adminSession, `/api/property/${seeded.propertyId}`, { parking: 'Yes' });
      await put(request, adminSession, `/api/units/${seeded.unitId}/listing`, {
        listed: true,
        asking_rent: '1500',
        available_from: AVAILABLE,
      });

      await showIn(page, language, width);
      await page.goto(`/apartments/${seeded.unitId}`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: a('listing.title', { type: a('listing.unitTypes.2BR'), name: seeded.propertyName }),
        }),
      ).toBeVisible();

      const amenities = page.getByRole('list').filter({ hasText: 'Rooftop garden' });
      await expect(amenities.getByRole('listitem')).toHaveText([
        STORAGE[language],
        BALCONY[language],
        'Rooftop garden',
      ]);
      const facts = page.locator('dl').filter({ hasText: a('listing.parking') });
      await expect(facts.locator('dt', { hasText: a('listing.parking') }).locator('+ dd')).toHaveText(
        PARKING_YES[language],
      );
      await expect(page.getByText(a('card.availableFrom', { date: DATES[language] }))).toBeVisible();
      // No date on the page is written as numbers alone.
      await expect(page.locator('main')).not.toContainText(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/);
      // Nothing is wider than a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(browserErrors).toEqual([]);
    });
  }
}
