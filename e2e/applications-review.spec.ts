import { authHeaders, openSignedIn } from './support/api.ts';
import { choose, featureTexts, showIn, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { dollars, seedListing } from './support/listings.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * Staff review an application sent from the public form: find it on /applications, read the
 * household and the verdict, waitlist it, offer the listed unit, accept the offer, and find the
 * pending occupancy with its move-in certification. The application is sent through the public
 * route (`POST /api/public/applications`, multipart), as an applicant's browser sends it, with the
 * household's answers for reporting (decision 066), which the drawer shows only when asked.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [1280, 375] as const) {
    test(`staff waitlist, offer and accept an application (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const t = featureTexts('applications', language);
      const seeded = await seedListing(request, adminSession);
      const head = `Ana ${seeded.city}`;
      const email = `${seeded.city.toLowerCase()}@example.com`;
      const sent = await request.post('/api/public/applications', {
        multipart: {
          application: JSON.stringify({
            listing_id: seeded.unitId,
            email,
            language,
            members: [
              {
                name: head,
                relationship: 'HEAD',
                birth_date: '1988-02-03',
                income: { employment: 30000, social_security: 0, public_assistance: 0, other: 1200.5 },
              },
              {
                name: `Rui ${seeded.city}`,
                relationship: 'SPOUSE',
                birth_date: '1986-09-10',
                income: { employment: 18000, social_security: 0, public_assistance: 0, other: 0 },
              },
            ],
            consent: true,
            reporting: {
              members: [{ race_ethnicity: ['ASIAN'], disability: 'NO', ssn_last4: '9753' }],
              rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
              rental_assistance_monthly_cents: 45050,
            },
          }),
          documents: { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF },
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const { reference } = (await sent.json()) as { reference: string };

      await showIn(page, language, width);
      await openSignedIn(page, adminSession, `/applications?property=${seeded.propertyId}&status=SUBMITTED`);
      await chooseRowAction(page, t('table.openLabel', { reference }));
      const drawer = page.getByRole('dialog', { name: t('detail.title', { reference, name: head }) });
      await expect(drawer.getByTestId('household-income')).toHaveText(dollars(49200.5, language));
      await expect(
        drawer.getByRole('button', { name: t('documents.download', { name: 'payslip.pdf' }) }),
      ).toBeVisible();
      // LA County's 50 % limit for 2 people is $55,450: the household is within it.
      await expect(drawer.getByText(t('verdict.statuses.MAY_QUALIFY'))).toBeVisible();
      await expect(drawer.getByText(dollars(55450, language))).toBeVisible();

      // The reporting answers: read only when asked (each read is audited), under each member.
      const r = textsIn('components/reporting-data/locales', language);
      await expect(drawer.getByText('9753')).toHaveCount(0);
      await drawer.getByRole('button', { name: r('show') }).click();
      await expect(drawer.getByText('9753')).toBeVisible();
      await expect(drawer.getByText(r('races.ASIAN'))).toBeVisible();
      await expect(drawer.getByText(r('sources.HUD_HOUSING_CHOICE_VOUCHER'))).toBeVisible();
      await expect(drawer.getByText(dollars(450.5, language))).toBeVisible();

      // Waitlist it.
      await drawer.getByRole('button', { name: t('actions.WAITLISTED') }).click();
      await page
        .getByRole('dialog', { name: t('actions.confirm.WAITLISTED.title') })
        .getByRole('button', { name: t('actions.WAITLISTED') })
        .click();
      await expect(page.getByText(t('actions.saved.WAITLISTED'))).toBeVisible();
      await expect(drawer.getByText(t('statuses.WAITLISTED')).first()).toBeVisible();

      // Offering without a unit is refused before any request; then offer the listed unit.
      await drawer.getByRole('button', { name: t('actions.OFFERED') }).click();
      await expect(drawer.getByText(t('issues.application_unit_required'))).toBeVisible();
      await choose(
        page,
        t('actions.unit'),
        t('actions.unitOption', { unit: seeded.unitNumber, type: '2BR' }),
      );
      await drawer.getByRole('button', { name: t('actions.OFFERED') }).click();
      await page
        .getByRole('dialog', { name: t('actions.confirm.OFFERED.title') })
        .getByRole('button', { name: t('actions.OFFERED') })
        .click();
      await expect(page.getByText(t('actions.saved.OFFERED'))).toBeVisible();

      // Accept: the candidate and the pending occupancy are created.
      await drawer.getByRole('button', { name: t('actions.LEASED') }).click();
      await page
        .getByRole('dialog', { name: t('actions.confirm.LEASED.title') })
        .getByRole('button', { name: t('actions.LEASED') })
        .click();
      await expect(page.getByText(t('actions.saved.LEASED'))).toBeVisible();
      await expect(drawer.getByText(t('actions.final'))).toBeVisible();
      await expectNoSidewaysScroll(page);

      const occupancies = await request.get(`/api/occupancies?unit_id=${seeded.unitId}`, {
        headers: authHeaders(adminSession),
      });
      const rows = (await occupancies.json()) as Array<{ id: number; status: string; rent_amount: number }>;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'PENDING', rent_amount: 1500 });
      await drawer.getByRole('link', { name: t('detail.openMoveIn') }).click();
      await expect(page).toHaveURL(new RegExp(`/certifications\\?occupancy=${rows[0]?.id}`));
      await expect(page.getByText(head).first()).toBeVisible();
    });
  }
}
