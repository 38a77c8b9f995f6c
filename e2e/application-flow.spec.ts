import { authHeaders, openSignedIn } from './support/api.ts';
import { APPLYING, fillHousehold, openApplicationForm, PDF } from './support/applying.ts';
import { choose, featureTexts, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedListingShownIn } from './support/listings.ts';
import { put } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * An application from end to end, as the people involved do it: an applicant applies for a listed
 * apartment with two members and a document and lands on /success; once the listing's deadline
 * has passed, staff waitlist the application, run the listing's lottery, offer the unit and record
 * the acceptance, which creates the household's PENDING occupancy.
 */

// Each run goes from the public form through the lottery to a lease: two minutes at the most.
test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [1280, 375] as const) {
    test(`apply, waitlist, lottery, offer and accept (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      const f = textsIn(APPLYING, language);
      const review = featureTexts('applications', language);
      const lottery = featureTexts('allocation', language);
      const seeded = await seedListingShownIn(page, request, adminSession, language, width);

      // The applicant, on the public site.
      await openApplicationForm(page, language, seeded.unitId);
      const email = `flow-${language}-${width}-${seeded.unitId}@example.com`;
      await fillHousehold(page, language, email);
      await page
        .getByLabel(f('form.documents'))
        .setInputFiles({ name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('checkbox', { name: f('form.consent') }).check();
      await page.getByRole('button', { name: f('form.submit') }).click();
      await expect(page).toHaveURL(/\/success\?reference=LAR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/);
      await expect(page.getByRole('heading', { level: 1, name: f('success.title') })).toBeVisible();
      const reference = (await page.getByTestId('application-reference').textContent()) ?? '';
      expect(reference).toMatch(/^LAR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);

      // The property allocates by lottery; the listing's deadline has passed.
      await put(request, adminSession, `/api/property/${seeded.propertyId}/allocation`, {
        allocation_method: 'LOTTERY',
      });
      await put(request, adminSession, `/api/units/${seeded.unitId}/listing`, {
        listed: true,
        asking_rent: '1500',
        description: 'Sunny corner unit with a balcony.',
        application_deadline: '2026-01-15',
      });

      // Staff waitlist it.
      await openSignedIn(page, adminSession, `/applications?property=${seeded.propertyId}&status=SUBMITTED`);
      await chooseRowAction(page, review('table.openLabel', { reference }));
      const drawer = page.getByRole('dialog', {
        name: review('detail.title', { reference, name: 'Ana Souza' }),
      });
      await expect(
        drawer.getByRole('button', { name: review('documents.download', { name: 'pay-stub.pdf' }) }),
      ).toBeVisible();
      await drawer.getByRole('button', { name: review('actions.WAITLISTED') }).click();
      await page
        .getByRole('dialog', { name: review('actions.confirm.WAITLISTED.title') })
        .getByRole('button', { name: review('actions.WAITLISTED') })
        .click();
      await expect(page.getByText(review('actions.saved.WAITLISTED'))).toBeVisible();

      // Staff run the listing's lottery: its seed is shown in full, and the application ranked.
      await openSignedIn(page, adminSession, `/waitlist?property=${seeded.propertyId}`);
      const panel = page.getByRole('article', { name: lottery('lottery.unit', { unit: seeded.unitNumber }) });
      await expect(panel.getByText(lottery('lottery.entries', { count: 1 }))).toBeVisible();
      await panel.getByRole('button', { name: lottery('lottery.run') }).click();
      await page
        .getByRole('dialog', { name: lottery('lottery.confirmTitle', { unit: seeded.unitNumber }) })
        .getByRole('button', { name: lottery('lottery.run') })
        .click();
      await expect(panel.getByTestId('lottery-seed')).toHaveText(/^[0-9a-f]{64}$/);
      const ranks = panel.getByRole('table', {
        name: lottery('lottery.ranksOf', { unit: seeded.unitNumber }),
      });
      await expect(ranks.getByRole('row').nth(1)).toContainText(reference);

      // The applicant's status check gives the waitlist position.
      const status = await request.get(
        `/api/public/applications/status?reference=${reference}&email=${encodeURIComponent(email)}`,
      );
      expect(await status.json()).toMatchObject({ reference, status: 'WAITLISTED', waitlist_position: 1 });

      // Staff offer the unit and record the acceptance.
      await openSignedIn(page, adminSession, `/applications?property=${seeded.propertyId}&status=WAITLISTED`);
      await chooseRowAction(page, review('table.openLabel', { reference }));
      await choose(
        page,
        review('actions.unit'),
        review('actions.unitOption', { unit: seeded.unitNumber, type: '2BR' }),
      );
      await drawer.getByRole('button', { name: review('actions.OFFERED') }).click();
      await page
        .getByRole('dialog', { name: review('actions.confirm.OFFERED.title') })
        .getByRole('button', { name: review('actions.OFFERED') })
        .click();
      await expect(page.getByText(review('actions.saved.OFFERED'))).toBeVisible();
      await drawer.getByRole('button', { name: review('actions.LEASED') }).click();
      await page
        .getByRole('dialog', { name: review('actions.confirm.LEASED.title') })
        .getByRole('button', { name: review('actions.LEASED') })
        .click();
      await expect(page.getByText(review('actions.saved.LEASED'))).toBeVisible();

      // The household's occupancy of the unit, PENDING, with its move-in draft holding both members.
      const occupancies = await request.get(`/api/occupancies?unit_id=${seeded.unitId}`, {
        headers: authHeaders(adminSession),
      });
      const rows = (await occupancies.json()) as Array<{ id: number; status: string }>;
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('PENDING');
      const certifications = await request.get(`/api/occupancies/${rows[0]?.id}/certifications`, {
        headers: authHeaders(adminSession),
      });
      const [moveIn] = (await certifications.json()) as Array<{
        type: string;
        members: Array<{ name: string }>;
      }>;
      expect(moveIn?.type).toBe('MOVE_IN');
      expect(moveIn?.members.map((m) => m.name)).toEqual(['Ana Souza', 'Rui Souza']);
      expect(browserErrors).toEqual([]);
    });
  }
}
