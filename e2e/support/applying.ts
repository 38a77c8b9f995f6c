import type { Page } from '@playwright/test';
import { type Language, textsIn } from './crm.ts';
import { expect } from './fixtures.ts';

export const APARTMENTS = 'features/public-listings/locales';
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
  await page.getByRole('button', { name: f('form.submit') }).click();
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
