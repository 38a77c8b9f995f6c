import type { APIRequestContext, Page } from '@playwright/test';
import { type Language, textsIn } from './crm.ts';
import { expect } from './fixtures.ts';
import { APARTMENTS } from './listings.ts';

export const APPLYING = 'features/applying/locales';

/** A small PDF: the server recognises it by its first bytes. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * From the listing's page to its application form, and an empty submit: the form is checked in
 * the browser before anything is sent, so the e-mail takes the focus once the form is running.
 */
export async function openApplicationForm(page: Page, language: Language, unitId: number): Promise<void> {
  const f = textsIn(APPLYING, language);
  await page.goto(`/apartments/${unitId}`);
  await page.getByRole('link', { name: textsIn(APARTMENTS, language)('listing.apply') }).click();
  const submit = page.getByRole('button', { name: f('form.submit') });
  // The form, or the message shown in its place (not found, closed, a failed load): a message fails
  // the test with its own words rather than as a wait for a button that never comes.
  await expect(submit.or(page.getByRole('alert'))).toBeVisible();
  await expect(page.getByRole('alert'), 'message shown instead of the form').toHaveCount(0);
  await submit.click();
  await expect(page.getByRole('textbox', { name: f('form.email') })).toBeFocused();
}

/** Fills the application form's contact part and two members with their incomes. */
export async function fillHousehold(page: Page, language: Language, email: string): Promise<void> {
  const f = textsIn(APPLYING, language);
  await page.getByRole('textbox', { name: f('form.email') }).fill(email);
  await page.getByRole('textbox', { name: f('form.phone') }).fill('6175550100');
  await page.getByLabel(f('form.language')).selectOption(language);
  const head = page.getByRole('region', { name: `${f('form.member', { number: 1 })} · ${f('form.head')}` });
  await head.getByRole('textbox', { name: f('form.name') }).fill('Ana Souza');
  await head.getByLabel(f('form.birthDate')).fill('1985-03-02');
  await head.getByRole('textbox', { name: f('form.sources.employment') }).fill('30000.50');
  await page.getByRole('button', { name: f('form.addMember') }).click();
  const second = page.getByRole('region', { name: f('form.member', { number: 2 }) });
  await second.getByRole('textbox', { name: f('form.name') }).fill('Rui Souza');
  await second.getByLabel(f('form.relationship')).selectOption('SPOUSE');
  await second.getByLabel(f('form.birthDate')).fill('1984-11-20');
  await second.getByRole('checkbox', { name: f('form.student') }).check();
  await second.getByRole('textbox', { name: f('form.sources.other') }).fill('1200');
}

/**
 * Sends an application for the listing through the public form's route, as an applicant sends
 * one: `name` alone, the head, born 1988-04-02 and earning 30,000 a year, with `head`'s other
 * answers, at a mailbox made from the name. The answer as received.
 */
export function sendApplication(
  request: APIRequestContext,
  listingId: number,
  name: string,
  head: Record<string, unknown> = {},
) {
  return request.post('/api/public/applications', {
    multipart: {
      application: JSON.stringify({
        listing_id: listingId,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        language: 'en',
        members: [
          {
            name,
            relationship: 'HEAD',
            birth_date: '1988-04-02',
            ...head,
            income: { employment: 30000, social_security: 0, public_assistance: 0, other: 0 },
          },
        ],
        consent: true,
      }),
    },
  });
}
