import { authHeaders } from './support/api.ts';
import { APPLYING, fillHousehold, openApplicationForm } from './support/applying.ts';
import { textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { seedListingShownIn } from './support/listings.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';

/**
 * The application form's input rules (decision 056), in each language at a phone's and a desktop's
 * width: a birth date in the future is refused in the browser before anything is sent, and a name
 * carrying a text-direction control (U+202E, which can make "gnp.exe" read as "exe.png") is
 * refused by the server, its message shown at the field, nothing stored.
 */

const COMMON = 'i18n/locales';

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`the application form refuses a future birth date and a hidden text-direction character (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const f = textsIn(APPLYING, language);
      const c = textsIn(COMMON, language);
      const seeded = await seedListingShownIn(page, request, adminSession, language, width);
      await openApplicationForm(page, language, seeded.unitId);
      const email = `rules-${language}-${width}-${seeded.unitId}@example.com`;
      await fillHousehold(page, language, email);
      await page.getByRole('checkbox', { name: f('form.consent') }).check();
      const head = page.getByRole('region', {
        name: `${f('form.member', { number: 1 })} · ${f('form.head')}`,
      });

      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/public/applications')) sent.push(r.url());
      });
      await head.getByLabel(f('form.birthDate')).fill('2999-01-01');
      await page.getByRole('button', { name: f('form.submit') }).click();
      await expect(head.getByText(c('validation.birth_date_future'))).toBeVisible();
      expect(sent).toEqual([]);

      await head.getByLabel(f('form.birthDate')).fill('1985-03-02');
      await head.getByRole('textbox', { name: f('form.name') }).fill('Ana \u202egnp.exe Souza');
      await page.getByRole('button', { name: f('form.submit') }).click();
      await expect(head.getByText(c('validation.invisible_characters'))).toBeVisible();
      await expect(page).toHaveURL(/\/apply\?listing=/);
      await expectNoSidewaysScroll(page);

      // Nothing was stored under the e-mail the form carried.
      const stored = await request.get(`/api/applications?q=${encodeURIComponent(email)}`, {
        headers: authHeaders(adminSession),
      });
      expect(stored.status()).toBe(200);
      expect(await stored.json()).toEqual([]);
    });
  }
}
