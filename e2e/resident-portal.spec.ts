import type { APIRequestContext } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { addDays, todayIso, yearBefore } from './support/certifications.ts';
import { featureTexts, showIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { messagesTo, signInLinkOf, waitForMail } from './support/mailbox.ts';
import { placeTwoAdults } from './support/recertifying.ts';
import { getJson, post, seedCandidate, seedProperty, seedUnit } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * The resident portal's first steps (issue 40, decision 075): staff send an adult member of the
 * certification in force a sign-in link from the household's screen (in English at 1280 px); the
 * e-mail, read from the member's mailbox on the tests' SMTP server, signs the member in on a phone
 * (375 px, in Portuguese) to the household's unit, rent and certifications; staff revoke the access
 * after confirming what it ends, and the link then signs no one in. The 120-day recertification
 * notice (decision 080) reaches the household head by e-mail with a link of its own.
 */

async function seedHousehold(
  request: APIRequestContext,
  admin: Session,
  options: { startDate?: string; language?: 'en' | 'pt' | 'es' } = {},
) {
  const { property } = await seedProperty(request, admin, uniqueName('Portal Court'));
  const unit = await seedUnit(request, admin, property.id, { unit_number: 'P-12' });
  const head = await seedCandidate(
    request,
    admin,
    uniqueName('Rosa Portal'),
    options.language ? { language: options.language } : {},
  );
  const { occupancyId } = await placeTwoAdults(request, admin, {
    unitId: unit.id,
    head,
    secondName: 'Caio Portal',
    birthDates: ['1980-04-02', '1982-09-10'],
    startDate: options.startDate ?? '2025-01-15',
    rent: 1234.5,
    income: 30000,
  });
  return {
    occupancyId,
    headName: head.full_name,
    headEmail: head.email,
    propertyId: property.id,
  };
}

test('staff send a resident the portal link; the resident signs in on a phone; a confirmed revocation ends it', async ({
  page,
  browser,
  request,
  adminSession,
  browserErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const { occupancyId, headName } = await seedHousehold(request, adminSession);
  const c = featureTexts('certifications', 'en');
  const r = featureTexts('resident-portal', 'pt');
  const email = `${uniqueName('resident')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;

  // Staff, in English at 1280 px: the household's two adults, none sent yet.
  await showIn(page, 'en', 1280);
  await openSignedIn(page, adminSession, `/certifications?occupancy=${occupancyId}`);
  const panel = page.getByRole('table', { name: c('residentAccess.title') });
  await expect(panel.getByText(headName)).toBeVisible();
  await expect(panel.getByText('Caio Portal')).toBeVisible();
  const headRow = panel.getByRole('row').filter({ hasText: headName });
  await panel.getByRole('textbox', { name: c('residentAccess.emailOf', { name: headName }) }).fill(email);
  await panel.getByRole('combobox', { name: c('residentAccess.languageOf', { name: headName }) }).click();
  await page.getByRole('option', { name: c('residentAccess.languages.pt') }).click();
  await chooseRowAction(panel, `${c('residentAccess.send')} ${headName}`);
  await expect(page.getByText(c('residentAccess.sent', { email }))).toBeVisible();
  await expect(headRow.getByText(c('residentAccess.statuses.SENT'), { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('resident-access-en-1280.png'), fullPage: true });
  expect(describeViolations(await axeViolations(page, 'main'))).toEqual([]);

  // The resident, on a phone, in the language the e-mail was sent in.
  const link = signInLinkOf(await waitForMail(email, { matching: '/resident/sign-in#token=' }));
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const resident = await phone.newPage();
  await resident.goto(link);
  await expect(
    resident.getByRole('heading', { level: 1, name: r('home.greeting', { name: headName }) }),
  ).toBeVisible();
  await expect(resident.getByRole('heading', { name: r('home.yourHome') })).toBeVisible();
  await expect(resident.getByText(r('home.unit', { unit: 'P-12' }))).toBeVisible();
  await expect(resident.getByText(r('types.MOVE_IN'))).toBeVisible();
  // The token left the address bar before it was used.
  expect(resident.url()).not.toContain('token=');
  await resident.screenshot({ path: testInfo.outputPath('resident-home-pt-375.png'), fullPage: true });
  expect(describeViolations(await axeViolations(resident))).toEqual([]);
  const width = await resident.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // Revoking asks first, saying what it ends; cancelled, the access stays.
  await chooseRowAction(panel, `${c('residentAccess.revoke')} ${headName}`);
  const confirm = page.getByRole('dialog', { name: c('residentAccess.revokeTitle') });
  await expect(confirm).toContainText(c('residentAccess.revokeMessage', { name: headName }));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(headRow.getByText(c('residentAccess.statuses.SENT'), { exact: true })).toBeVisible();
  await chooseRowAction(panel, `${c('residentAccess.revoke')} ${headName}`);
  await page
    .getByRole('dialog', { name: c('residentAccess.revokeTitle') })
    .getByRole('button', { name: c('residentAccess.revoke') })
    .click();
  await expect(headRow.getByText(c('residentAccess.statuses.REVOKED'), { exact: true })).toBeVisible();

  // The resident's session has ended: the portal says so at once.
  await resident.reload();
  await expect(resident.getByRole('alert')).toHaveText(r('home.ended'));
  await phone.close();
  expect(browserErrors).toEqual([]);
});

test('the 120-day recertification notice reaches the household head by e-mail, and its link signs them in on a phone', async ({
  browser,
  request,
  adminSession,
  browserErrors,
}, testInfo) => {
  // Moved in so that the recertification is due in 100 days: the calendar's DUE_120 bucket.
  const due = addDays(todayIso(), 100);
  const { headName, headEmail, propertyId, occupancyId } = await seedHousehold(request, adminSession, {
    startDate: yearBefore(due),
    language: 'pt',
  });
  const r = featureTexts('resident-portal', 'pt');

  // The daily job, run now by an admin: the head (the only adult with an address) is e-mailed.
  const run = await post<{ notices: number; emails: number }>(
    request,
    adminSession,
    '/api/recertifications/notice-emails',
    {},
    200,
  );
  expect(run.notices).toBeGreaterThanOrEqual(1);
  const mail = await waitForMail(headEmail, { matching: 'Recertificação anual de renda' });
  expect(mail.text).toContain(`Prezado(a) ${headName},`);
  expect(mail.text).toContain('unidade P-12');

  // The calendar shows the notice sent; a second run sends nothing more to this household.
  const items = await getJson<Array<{ occupancy_id: number; notice_sent_at: string | null }>>(
    request,
    adminSession,
    `/api/recertifications?property_id=${propertyId}&bucket=DUE_120`,
  );
  expect(items.find((i) => i.occupancy_id === occupancyId)?.notice_sent_at).toBeTruthy();
  await post(request, adminSession, '/api/recertifications/notice-emails', {}, 200);

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const resident = await phone.newPage();
  await resident.goto(signInLinkOf(mail));
  await expect(
    resident.getByRole('heading', { level: 1, name: r('home.greeting', { name: headName }) }),
  ).toBeVisible();
  await expect(resident.getByText(r('home.unit', { unit: 'P-12' }))).toBeVisible();
  await resident.screenshot({ path: testInfo.outputPath('notice-home-pt-375.png'), fullPage: true });
  expect(describeViolations(await axeViolations(resident))).toEqual([]);
  expect(await resident.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.close();
  expect(messagesToCount(headEmail, 'Recertificação anual de renda')).toBe(1);
  expect(browserErrors).toEqual([]);
});

function messagesToCount(address: string, subject: string): number {
  return messagesTo(address).filter((m) => m.subject.includes(subject)).length;
}
