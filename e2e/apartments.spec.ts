import { authHeaders, openSignedIn } from './support/api.ts';
import { featureTexts, textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { APARTMENTS, dollars, imageBytes, seedListing, seedListingShownIn } from './support/listings.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

/** The modules a server-rendered page names for its boot script to preload once it has painted. */
function pagePreloads(html: string): string[] {
  const content = /<meta name="lar-preload" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return content
    .split(' ')
    .filter((href) => href.startsWith('/assets/'))
    .map((href) => href.slice('/assets/'.length));
}
const units = featureTexts('units');

test('staff list a unit with a photo, and the public search has it', async ({
  page,
  request,
  adminSession,
}) => {
  const seeded = await seedListing(request, adminSession, { listed: false });
  await openSignedIn(page, adminSession, `/units?property=${seeded.propertyId}`);
  await chooseRowAction(page, units('listing.actionLabel', { number: seeded.unitNumber }));
  const dialog = page.getByRole('dialog', { name: units('listing.title', { number: seeded.unitNumber }) });

  // Listed without a rent: the form says what is missing before anything is sent.
  await dialog.getByLabel(units('listing.listed')).check();
  await dialog.getByRole('button', { name: units('listing.save') }).click();
  await expect(dialog.getByText('A listed unit needs its asking rent')).toBeVisible();

  await dialog.getByRole('textbox', { name: units('listing.askingRent') }).fill('1500');
  await dialog.getByRole('textbox', { name: units('listing.description') }).fill('Quiet unit near the park.');
  await dialog.getByRole('button', { name: units('listing.save') }).click();
  await expect(page.getByText(units('listing.saved'))).toBeVisible();
  await expect(dialog.getByText(units('listing.publicNote'))).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'living-room.png',
    mimeType: 'image/png',
    buffer: await imageBytes('png', 120, 90),
  });
  await expect(page.getByText(units('listing.photos.added'))).toBeVisible();
  await expect(dialog.getByRole('img', { name: units('listing.photos.alt', { number: 1 }) })).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: units('listing.photos.title', { count: 1, max: 8 }) }),
  ).toBeVisible();

  const search = await request.get(`/api/public/listings?city=${seeded.city}`);
  const page1 = (await search.json()) as {
    total: number;
    items: Array<{ id: number; unit: { rent: string; photo_url: string | null } }>;
  };
  expect(page1.total).toBe(1);
  expect(page1.items[0]?.id).toBe(seeded.unitId);
  expect(page1.items[0]?.unit.rent).toBe('1500.00');
  const photo = await request.get(page1.items[0]?.unit.photo_url ?? 'missing');
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');

  // A photo deleted after its confirmation leaves the listing.
  await dialog.getByRole('button', { name: units('listing.photos.delete', { number: 1 }) }).click();
  await page
    .getByRole('dialog', { name: units('listing.photos.confirmTitle') })
    .getByRole('button', { name: units('actions.delete') })
    .click();
  await expect(page.getByText(units('listing.photos.deleted'))).toBeVisible();
  const listing = await request.get(`/api/units/${seeded.unitId}/listing`, {
    headers: authHeaders(adminSession),
  });
  expect(((await listing.json()) as { photos: unknown[] }).photos).toHaveLength(0);
});

test("the landing page's search and visit buttons lead to the apartment search", async ({ page }) => {
  const common = textsIn('i18n/locales', 'en');
  await page.goto('/', { waitUntil: 'networkidle' });
  for (const key of ['landing.hero.search', 'landing.hero.visit']) {
    await expect(page.getByRole('link', { name: common(key) })).toHaveAttribute('href', '/apartments');
  }
  await page.getByRole('link', { name: common('landing.hero.search') }).click();
  await expect(page).toHaveURL(/\/apartments$/);
  await expect(
    page.getByRole('heading', { level: 1, name: textsIn(APARTMENTS, 'en')('search.title') }),
  ).toBeVisible();
});

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`the public search in ${language} at ${width} px: finds, filters and checks eligibility`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      const a = textsIn(APARTMENTS, language);
      const seeded = await seedListingShownIn(page, request, adminSession, language, width);
      await page.goto('/apartments');
      // On a phone the filters and the calculator are folded until opened; open elsewhere.
      for (const title of [a('search.filtersTitle'), a('calculator.title')]) {
        const panel = page.locator('details').filter({ has: page.getByRole('heading', { name: title }) });
        if (width < 860) {
          await expect(panel).not.toHaveAttribute('open');
          await panel.locator('summary').click();
        }
        await expect(panel).toHaveAttribute('open', '');
      }

      await page.getByRole('textbox', { name: a('search.city') }).fill(seeded.city);
      await page.getByRole('button', { name: a('search.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`city=${seeded.city}`));
      await expect(page.getByRole('heading', { name: a('search.found_one', { count: 1 }) })).toBeVisible();
      const card = page.getByRole('listitem').filter({ hasText: seeded.propertyName });
      await expect(
        card.getByRole('link', { name: a('card.details', { name: seeded.propertyName }) }),
      ).toBeVisible();
      await expect(card.getByText(a('card.perMonth', { rent: dollars(1500, language) }))).toBeVisible();
      await expect(
        card.getByRole('img', { name: a('card.photoOf', { name: seeded.propertyName }) }),
      ).toHaveAttribute('loading', 'lazy');

      // Not accessible: the ADA filter leaves it out, and clearing the filter brings it back.
      await page.getByRole('checkbox', { name: a('search.accessible') }).check();
      await page.getByRole('button', { name: a('search.submit'), exact: true }).click();
      await expect(page.getByText(a('search.empty'))).toBeVisible();
      await expect(card).toHaveCount(0);
      await page.getByRole('checkbox', { name: a('search.accessible') }).uncheck();
      await page.getByRole('button', { name: a('search.submit'), exact: true }).click();
      await expect(card).toHaveCount(1);

      // The calculator: LA FY2024 at 50 %, 3 people: 62,400 is at the limit, 62,401 above it.
      await page.getByLabel(a('calculator.size')).selectOption('3');
      await page.getByRole('textbox', { name: a('calculator.income') }).fill('62400');
      await page.getByRole('button', { name: a('calculator.submit') }).click();
      await expect(card.getByText(a('eligibility.mayQualify'))).toBeVisible();
      await page.getByRole('textbox', { name: a('calculator.income') }).fill('62,401');
      await page.getByRole('button', { name: a('calculator.submit') }).click();
      await expect(
        card.getByText(a('eligibility.overIncome_other', { limit: dollars(62400, language), count: 3 })),
      ).toBeVisible();

      // Nothing is cut off or scrolls sideways on a phone.
      await expectNoSidewaysScroll(page);
      // The first, unfiltered search also shows other tests' listings, and one of them deletes its
      // photo while this page may still be loading it: that photo's 404 is the server's right answer.
      const photoOfListing = /\/api\/public\/listings\/(\d+)\/photos\//;
      const fromAnotherListing = (error: string) => {
        const listingId = photoOfListing.exec(error)?.[1];
        return listingId !== undefined && listingId !== String(seeded.unitId);
      };
      expect(browserErrors.filter((error) => !fromAnotherListing(error))).toEqual([]);
    });
  }
}

for (const language of ['pt', 'es'] as const) {
  test(`the landing page prerendered in English opens in ${language} for a visitor who chose it, and its search button works at once`, async ({
    page,
    browserErrors,
  }) => {
    // The browser asks for English (en-US), so the server sends the page rendered in English; the
    // visitor's stored choice is another language. The app must render that one instead of
    // hydrating the English text (which fails with React error 418, caught by the fixture as a
    // console error).
    const common = textsIn('i18n/locales', language);
    await useLanguage(page, language);
    await page.goto('/');
    const search = page.getByRole('link', { name: common('landing.hero.search') });
    await search.click();
    await expect(page).toHaveURL(/\/apartments$/);
    await expect(
      page.getByRole('heading', { level: 1, name: textsIn(APARTMENTS, language)('search.title') }),
    ).toBeVisible();
    expect(browserErrors).toEqual([]);
  });
}

test("the search arrives rendered by the server in the visitor's language with its first results, names its chunks, and the app takes it over without asking the API again", async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const seeded = await seedListing(request, adminSession);
  const es = textsIn(APARTMENTS, 'es');
  const html = await (
    await request.get(`/apartments?city=${seeded.city}`, { headers: { 'accept-language': 'es' } })
  ).text();
  const preloads = pagePreloads(html);
  expect(preloads.some((file) => file?.startsWith('ListingSearchPage-'))).toBe(true);
  // The common texts and the search's own, in Spanish only.
  expect(preloads.filter((file) => file?.startsWith('es-'))).toHaveLength(2);
  expect(preloads.filter((file) => /^(en|pt)-/.test(file ?? ''))).toEqual([]);
  expect(html).toContain('<html lang="es');
  // The page itself, with the one listing of its city, before any script has run.
  expect(html).toContain('<div id="root" data-prerendered-language="es">');
  expect(html).toContain(es('search.title'));
  expect(html).toContain(es('search.found_one', { count: 1 }));
  expect(html).toContain(seeded.propertyName);

  const searches: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/public/listings') searches.push(r.url());
  });
  await useLanguage(page, 'es');
  await page.setExtraHTTPHeaders({ 'accept-language': 'es' });
  await page.goto(`/apartments?city=${seeded.city}`);
  await expect(page.getByRole('heading', { name: es('search.found_one', { count: 1 }) })).toBeVisible();
  // Taken over: the filters work (they wait, disabled, until then).
  await expect(page.getByRole('textbox', { name: es('search.city') })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: es('search.city') })).toHaveValue(seeded.city);
  expect(searches).toEqual([]);
  await page.getByRole('checkbox', { name: es('search.accessible') }).check();
  await page.getByRole('button', { name: es('search.submit'), exact: true }).click();
  await expect(page.getByText(es('search.empty'))).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(browserErrors).toEqual([]);
});

test("a listing's page arrives rendered with its listing: the app takes it over without asking the API, and the page names its chunks", async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  const listing = await seedListing(request, adminSession);
  const en = textsIn(APARTMENTS, 'en');
  const heading = en('listing.title', { type: en('listing.unitTypes.2BR'), name: listing.propertyName });
  const html = await (
    await request.get(`/apartments/${listing.unitId}`, { headers: { 'accept-language': 'pt' } })
  ).text();
  const preloads = pagePreloads(html);
  expect(preloads.some((file) => file?.startsWith('ListingPage-'))).toBe(true);
  expect(preloads.filter((file) => file?.startsWith('pt-'))).toHaveLength(2);
  expect(html).toContain('<div id="root" data-prerendered-language="pt">');

  const detailRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/public/listings/${listing.unitId}`) detailRequests.push(r.url());
  });
  await page.goto(`/apartments/${listing.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Sunny corner unit with a balcony.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${en('visit.name')}`) })).toBeEnabled();
  expect(detailRequests).toEqual([]);

  // The page's data is read once: back on the listing after the search, the app asks for it.
  await page.getByRole('link', { name: en('listing.back') }).click();
  await expect(page).toHaveURL(/\/apartments$/);
  await expect(page.getByRole('heading', { level: 1, name: en('search.title') })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect.poll(() => detailRequests.length).toBe(1);

  // With the calculator's answers in the address, the server renders the page with its verdict
  // (LA FY2024 at 50 %: 3 people at $62,400 may qualify).
  await page.goto(`/apartments/${listing.unitId}?household_size=3&annual_income=62400`);
  await expect(page.getByText(en('eligibility.mayQualify'))).toBeVisible();
  expect(detailRequests).toHaveLength(1);
  expect(browserErrors).toEqual([]);
});
