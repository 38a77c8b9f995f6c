import { authHeaders, openSignedIn } from './support/api.ts';
import { featureTexts, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import {
  APARTMENTS,
  dollars,
  LOS_ANGELES_2024_50,
  seedListing,
  seedListingShownIn,
} from './support/listings.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

for (const [language, width] of [
  ['en', 1280],
  ['en', 375],
  ['pt', 1280],
  ['pt', 375],
  ['es', 1280],
  ['es', 375],
] as const) {
  test(`a visitor opens a listing and asks for a visit (${language}, ${width} px), then staff schedule it`, async ({
    page,
    request,
    adminSession,
  }) => {
    const a = textsIn(APARTMENTS, language);
    // Staff read the screen in the language the visitor chose on this browser.
    const v = featureTexts('visits', language);
    const seeded = await seedListingShownIn(page, request, adminSession, language, width);
    await page.goto(`/apartments?city=${seeded.city}&household_size=3&annual_income=62401`);
    await page.getByRole('link', { name: a('card.details', { name: seeded.propertyName }) }).click();

    // The listing's page: its title, the program's limits for 1-8 people and the calculator's answer.
    const title = a('listing.title', { type: a('listing.unitTypes.2BR'), name: seeded.propertyName });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const limits = page.getByRole('table', { name: a('listing.limitsCaption') });
    for (const [i, limit] of LOS_ANGELES_2024_50.entries()) {
      await expect(limits.getByRole('row', { name: `${i + 1} ${dollars(limit, language)}` })).toBeVisible();
    }
    await expect(
      page.getByText(a('eligibility.overIncome_other', { limit: dollars(62400, language), count: 3 })),
    ).toBeVisible();

    // The form checks its fields first, then sends.
    const name = `Ana ${seeded.city}`;
    await page.getByRole('button', { name: a('visit.submit') }).click();
    await expect(page.getByRole('textbox', { name: a('visit.name') })).toBeFocused();
    await page.getByRole('textbox', { name: a('visit.name') }).fill(name);
    await page.getByRole('textbox', { name: a('visit.email') }).fill('ana@example.com');
    await page.getByLabel(a('visit.time', { number: 1 })).fill('2030-05-01T10:00');
    await page.getByRole('textbox', { name: a('visit.message') }).fill('After work, please.');
    await page.getByLabel(a('visit.language')).selectOption('pt');
    // The honeypot is out of the accessibility tree.
    await expect(page.getByRole('textbox', { name: a('visit.website') })).toHaveCount(0);
    await page.getByRole('button', { name: a('visit.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: a('visit.thanks') })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Staff find it among the property's new requests, open it and schedule it.
    await openSignedIn(page, adminSession, `/visits?property=${seeded.propertyId}&status=NEW`);
    await chooseRowAction(page, v('table.openLabel', { name }));
    const dialog = page.getByRole('dialog', { name: v('detail.title', { name }) });
    await expect(dialog.getByText('After work, please.')).toBeVisible();
    await dialog.getByRole('button', { name: v('actions.schedule') }).click();
    await expect(dialog.getByText(v('errors.scheduledAtRequired'))).toBeVisible();
    await dialog.getByLabel(v('actions.scheduledAt')).fill('2030-05-02T11:00');
    await dialog.getByRole('button', { name: v('actions.schedule') }).click();
    await page
      .getByRole('dialog', { name: v('actions.confirm.SCHEDULED.title') })
      .getByRole('button', { name: v('actions.schedule') })
      .click();
    await expect(page.getByText(v('actions.saved.SCHEDULED'))).toBeVisible();

    const list = await request.get(`/api/visit-requests?property_id=${seeded.propertyId}`, {
      headers: authHeaders(adminSession),
    });
    const visits = (await list.json()) as Array<{
      name: string;
      status: string;
      scheduled_at: string;
      language: string;
      preferred_times: string[];
    }>;
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ name, status: 'SCHEDULED', language: 'pt' });
    // The browser's zone is America/New_York: 11:00 on 2 May 2030 is 15:00 UTC.
    expect(new Date(visits[0]?.scheduled_at ?? '').toISOString()).toBe('2030-05-02T15:00:00.000Z');
    expect(visits[0]?.preferred_times.map((t) => new Date(t).toISOString())).toEqual([
      '2030-05-01T14:00:00.000Z',
    ]);
  });
}

test("the visit form shows the server's field errors at their fields, and a rate limit in words", async ({
  page,
  request,
  adminSession,
}) => {
  const a = textsIn(APARTMENTS, 'en');
  const seeded = await seedListing(request, adminSession);
  // The real limit is shared by every test from this address: its answers are played here.
  const answers = [
    {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        status: 400,
        errors: [
          { field: 'email', code: 'invalid_email', message: 'The e-mail is not correct.' },
          { field: 'preferred_times.0', code: 'invalid_format', message: 'Enter a date and time' },
        ],
      },
    },
    { status: 429, body: { code: 'RATE_LIMITED', status: 429, detail: 'Too many requests' } },
  ];
  await page.route('**/api/public/visit-requests', (route) => {
    const answer = answers.shift() ?? { status: 500, body: {} };
    return route.fulfill({
      status: answer.status,
      contentType: 'application/problem+json',
      body: JSON.stringify(answer.body),
    });
  });
  await page.goto(`/apartments/${seeded.unitId}`);
  await page.getByRole('textbox', { name: a('visit.name') }).fill('Marcus Johnson');
  await page.getByRole('textbox', { name: a('visit.email') }).fill('marcus@example.com');
  // The second slot only: the server's first time is this form's second field.
  await page.getByLabel(a('visit.time', { number: 2 })).fill('2030-06-01T09:00');
  await page.getByRole('button', { name: a('visit.submit') }).click();

  const email = page.getByRole('textbox', { name: a('visit.email') });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByLabel(a('visit.time', { number: 2 }))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(a('visit.time', { number: 1 }))).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: a('visit.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `${a('visit.failure')} Too many attempts. Please wait a moment and try again.`,
  );
  await expect(page.getByRole('textbox', { name: a('visit.name') })).toHaveValue('Marcus Johnson');
});
