import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { openSignedIn } from './support/api.ts';
import { PDF } from './support/applying.ts';
import { addDays, todayIso } from './support/certifications.ts';
import { expectNotice, featureTexts, type Language } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { signInLinkOf, waitForMail } from './support/mailbox.ts';
import { expectAxeClean, seedDueHousehold } from './support/recertifying.ts';
import { getJson, post } from './support/records.ts';
import { expectNoSidewaysScroll, stillScreenIn } from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * A whole online recertification (issue 40): the 120-day notice e-mailed to both adults (decision
 * 080) is read from the head's mailbox on the tests' SMTP server; its link signs the head in; the
 * head changes a wage in the questionnaire, seeing what changed (decision 076), sends it, and
 * uploads a pay stub (decision 077); staff accept the answers as the annual draft and send it for
 * signature; each adult signs it in the portal (decision 078), the second through the access staff
 * send again from the household's screen; staff finalize, and the sealed PDF downloaded is the one whose SHA-256 the staff screen shows.
 * Once on a phone in Portuguese, once on a wide screen in English; axe finds nothing on any page.
 */

const RUNS: Array<{ language: Language; width: number }> = [
  { language: 'pt', width: 375 },
  { language: 'en', width: 1280 },
];

const money = (language: Language, dollars: number) =>
  new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(dollars);

/** A phone or a wide screen of its own, signed in by the e-mail's link, on the portal's home. */
async function residentFrom(browser: Browser, width: number, link: string, greeting: string) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
  return page;
}

/** Opens the frozen PDF (in a tab of its own, as a resident reads it), consents and signs. */
async function sign(resident: Page, language: Language) {
  const s = featureTexts('resident-signatures', language);
  await resident.getByRole('link', { name: featureTexts('resident-portal', language)('home.sign') }).click();
  await expect(resident.getByRole('heading', { level: 1, name: s('title') })).toBeVisible();
  await expectAxeClean(resident);
  const tab = resident.waitForEvent('popup');
  await resident.getByRole('button', { name: s('open') }).click();
  await (await tab).close();
  await resident.getByRole('checkbox', { name: s('consent') }).check();
  await resident.getByRole('button', { name: s('sign'), exact: true }).click();
}

/** Waits for the notifications to go: they cover buttons at the bottom of a phone's screen. */
async function noticesGone(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

// Each run goes from the notice e-mail to a certification signed by two adults: four minutes at the most.
test.describe.configure({ timeout: 240_000 });

for (const { language, width } of RUNS) {
  test(`a household recertifies online from the notice e-mail to a certification signed by two adults (${language}, ${width} px)`, async ({
    page,
    browser,
    request,
    adminSession,
    browserErrors,
  }, testInfo) => {
    const r = featureTexts('resident-portal', language);
    const q = featureTexts('resident-questionnaire', language);
    const d = featureTexts('resident-documents', language);
    const s = featureTexts('resident-signatures', language);
    const c = featureTexts('certifications', language);
    // Due in 115 days: the calendar's 120-day bucket on either side of midnight in any time zone.
    const household = await seedDueHousehold(request, adminSession, { dueInDays: 115, language });
    const { head, second, occupancyId } = household;

    // 1. The notice job, run now: each adult with an address gets the notice with a link.
    await post(request, adminSession, '/api/recertifications/notice-emails', {}, 200);
    const notice = await waitForMail(head.email, { matching: '/resident/sign-in#token=' });
    // The second adult's first e-mail is the access staff sent when seeding; then the notice.
    const secondNotice = await waitForMail(second.email, { matching: '/resident/sign-in#token=', count: 2 });
    expect(secondNotice.subject).toBe(notice.subject);

    // 2. The head opens the notice's link: the portal shows the household.
    const resident = await residentFrom(
      browser,
      width,
      signInLinkOf(notice),
      r('home.greeting', { name: head.name }),
    );
    await expect(resident.getByText(r('home.unit', { unit: household.unitNumber }))).toBeVisible();
    await expectAxeClean(resident);
    await expectNoSidewaysScroll(resident);

    // 3. The questionnaire: the wage is now paid weekly; what changed shows as it is typed.
    await resident.getByRole('link', { name: r('home.questionnaire') }).click();
    await expect(resident.getByRole('heading', { level: 1, name: q('title') })).toBeVisible();
    const changes = resident.getByRole('region', { name: q('changes.title') });
    await expect(changes).toContainText(q('changes.nothing'));
    await expectAxeClean(resident);
    const wage = resident.getByRole('group', { name: q('income.source', { number: 1 }) });
    await wage
      .getByRole('textbox', { name: q('income.amount') })
      .fill(language === 'pt' ? '650,00' : '650.00');
    await wage
      .getByRole('combobox', { name: q('income.frequency') })
      .selectOption({ label: q('frequencies.WEEKLY') });
    await expect(changes).toContainText(money(language, 33800));
    await expect(changes).toContainText(money(language, 30000));
    await resident.getByRole('radio', { name: q('assistance.no') }).check();
    await resident.getByRole('button', { name: q('submit') }).click();
    await expect(resident.getByText(q('status.SUBMITTED'))).toBeVisible();
    await expectAxeClean(resident);
    await expectNoSidewaysScroll(resident);
    await resident.screenshot({
      path: testInfo.outputPath(`questionnaire-${language}-${width}.png`),
      fullPage: true,
    });

    // 4. A pay stub, uploaded from the documents page.
    await resident.getByRole('link', { name: q('back') }).click();
    await resident.getByRole('link', { name: r('home.documents') }).click();
    await expect(resident.getByRole('heading', { level: 1, name: d('title') })).toBeVisible();
    await expectAxeClean(resident);
    // The head's wages: the pay stub goes with that source, so the draft traces its figure to it.
    const wages = d('targets.source', {
      name: household.head.name,
      source: d('targets.sourceKinds.employment'),
    });
    const upload = resident.getByRole('form', { name: wages, exact: true });
    await expect(upload.getByLabel(d('upload.kind'))).toHaveValue('PAY_STUB');
    await upload.getByLabel(d('upload.date')).fill(addDays(todayIso(), -3));
    await upload
      .getByLabel(d('upload.fileFor', { name: wages }))
      .setInputFiles({ name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.getByRole('button', { name: d('upload.submit'), exact: true }).click();
    await expect(
      resident.getByRole('button', { name: d('removeOf', { name: 'pay-stub.pdf' }) }),
    ).toBeVisible();
    await expectAxeClean(resident);
    await expectNoSidewaysScroll(resident);

    // 5. Staff accept the answers as the annual draft and send it for signature.
    await stillScreenIn(page, language, width);
    await openSignedIn(page, adminSession, `/certifications?occupancy=${occupancyId}`);
    await page.getByRole('button', { name: c('residentSubmission.accept'), exact: true }).click();
    await page
      .getByRole('dialog', { name: c('residentSubmission.acceptTitle') })
      .getByRole('button', { name: c('residentSubmission.accept'), exact: true })
      .click();
    await expectNotice(page, c('residentSubmission.accepted'));
    const annual = (
      await getJson<Array<{ id: number; type: string; status: string }>>(
        request,
        adminSession,
        `/api/occupancies/${occupancyId}/certifications`,
      )
    ).find((x) => x.type === 'ANNUAL' && x.status === 'DRAFT');
    if (!annual) throw new Error('accepting made no annual draft');
    await page.goto(`/certifications?occupancy=${occupancyId}&certification=${annual.id}`);
    await noticesGone(page);
    await page.getByRole('button', { name: s('staff.send'), exact: true }).click();
    await page
      .getByRole('dialog', { name: s('staff.sendTitle') })
      .getByRole('button', { name: s('staff.send'), exact: true })
      .click();
    await expectNotice(page, s('staff.sent'));
    await noticesGone(page);
    await expectAxeClean(page, 'main');

    // 6. Each adult signs in the portal: the head, then the second adult.
    await resident.getByRole('link', { name: d('back') }).click();
    await sign(resident, language);
    await expect(resident.getByText(s('stillToSign', { names: second.name }))).toBeVisible();
    await expectAxeClean(resident);
    // Staff send the second adult access again from the household's screen; it reaches their mailbox.
    const access = page.getByRole('table', { name: c('residentAccess.title') });
    await access
      .getByRole('textbox', { name: c('residentAccess.emailOf', { name: second.name }) })
      .fill(second.email);
    await chooseRowAction(access, `${c('residentAccess.sendAgain')} ${second.name}`);
    await expect(page.getByText(c('residentAccess.sent', { email: second.email }))).toBeVisible();
    const sent = await waitForMail(second.email, { matching: '/resident/sign-in#token=', count: 3 });
    const other = await residentFrom(
      browser,
      width,
      signInLinkOf(sent),
      r('home.greeting', { name: second.name }),
    );
    await sign(other, language);
    await expect(other.getByText(s('everyoneSigned'))).toBeVisible();
    await expectAxeClean(other);
    await expectNoSidewaysScroll(other);

    // 7. Staff finalize; the sealed PDF downloaded has the SHA-256 the screen shows.
    await page.reload();
    await expect(page.getByText(s('staff.sealed'))).toBeVisible();
    const sealed = (
      await page.getByText(s('staff.sealed')).locator('xpath=following-sibling::code[1]').textContent()
    )?.trim();
    expect(sealed).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: c('actions.finalize') }).click();
    const confirm = page.getByRole('dialog', { name: c('confirmFinalize.title') });
    await confirm.getByRole('button', { name: c('actions.finalize') }).click();
    await expectNotice(page, c('finalized'));
    await noticesGone(page);
    const title = c('editor.title', { type: c('editor.types.ANNUAL'), status: c('statuses.FINALIZED') });
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectAxeClean(page, 'main');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: s('staff.download') }).click();
    const bytes = await readFile(await (await download).path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sealed);
    await page.screenshot({
      path: testInfo.outputPath(`finalized-${language}-${width}.png`),
      fullPage: true,
    });
    await resident.context().close();
    await other.context().close();
    expect(browserErrors).toEqual([]);
  });
}
