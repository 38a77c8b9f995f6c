import { authHeaders } from './support/api.ts';
import { APPLYING, fillHousehold } from './support/applying.ts';
import { textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedListingShownIn } from './support/listings.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';

/**
 * The public form's optional reporting questions (decision 066): the combined race and ethnicity
 * question of OMB's SPD 15 (2024), disability, last 4 of the SSN, rental assistance. A bad SSN is
 * refused at its field; the answers never stay in the browser's draft; staff with the capability
 * read them back.
 */
for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`an applicant answers the reporting questions (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const f = textsIn(APPLYING, language);
      const seeded = await seedListingShownIn(page, request, adminSession, language, width);
      await page.goto(`/apply?listing=${seeded.unitId}`);
      const email = `reporting-${language}-${width}-${seeded.unitId}@example.com`;
      await fillHousehold(page, language, email);

      const head = page.getByRole('region', {
        name: `${f('form.member', { number: 1 })} · ${f('form.head')}`,
      });
      await head
        .getByRole('checkbox', { name: f('reporting.races.MIDDLE_EASTERN_OR_NORTH_AFRICAN') })
        .check();
      await head.getByRole('checkbox', { name: f('reporting.races.HISPANIC_OR_LATINO') }).check();
      await head.getByLabel(f('reporting.disability'), { exact: true }).selectOption('NO');
      const ssn = head.getByRole('textbox', { name: f('reporting.ssnLast4'), exact: true });
      await ssn.fill('12a');
      await page.getByLabel(f('reporting.source')).selectOption('HUD_HOUSING_CHOICE_VOUCHER');
      await page.getByRole('textbox', { name: f('reporting.monthly') }).fill('450.50');
      await page.getByRole('checkbox', { name: f('form.consent') }).check();
      await page.getByRole('button', { name: f('form.submit') }).click();

      // Refused in the browser, at the field, in the page's language.
      await expect(head.getByText(f('errors.ssnLast4'))).toBeVisible();
      await expect(ssn).toBeFocused();
      const draft = await page.evaluate(() =>
        Object.entries(localStorage)
          .filter(([k]) => k.startsWith('lar.application-draft.'))
          .map(([, v]) => v)
          .join(''),
      );
      expect(draft).toContain('Ana Souza');
      expect(draft).not.toContain('HUD_HOUSING_CHOICE_VOUCHER');
      expect(draft).not.toContain('MIDDLE_EASTERN');

      await ssn.fill('9753');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: f('form.submit') }).click();
      await expect(page).toHaveURL(/\/success\?reference=/);
      const reference = (await page.getByTestId('application-reference').textContent()) ?? '';

      const list = await request.get(`/api/applications?q=${encodeURIComponent(reference)}`, {
        headers: authHeaders(adminSession),
      });
      expect(list.status()).toBe(200);
      expect(await list.text()).not.toContain('9753');
      const [application] = (await list.json()) as Array<{ id: number }>;
      const read = await request.get(`/api/applications/${application?.id}/reporting-data`, {
        headers: authHeaders(adminSession),
      });
      expect(read.status()).toBe(200);
      // The head's answers; the second member gave none, and members after the last who answered
      // are not listed (decision 066).
      const answer = (await read.json()) as { members: unknown[] };
      expect(answer.members).toHaveLength(1);
      expect(answer).toMatchObject({
        members: [
          {
            race_ethnicity: ['MIDDLE_EASTERN_OR_NORTH_AFRICAN', 'HISPANIC_OR_LATINO'],
            disability: 'NO',
            ssn_last4: '9753',
          },
        ],
        rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
        rental_assistance_monthly_cents: 45050,
      });
    });
  }
}
