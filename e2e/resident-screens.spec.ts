import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { authHeaders, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { PDF } from './support/applying.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { addDays, todayIso } from './support/certifications.ts';
import { featureTexts, type Language, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { signInLinkOf, waitForMail } from './support/mailbox.ts';
import { freshAddress, placeTwoAdults } from './support/recertifying.ts';
import { post, seedCandidate, seedProperty, seedUnit } from './support/records.ts';
import { expectNoSidewaysScroll, useWidth } from './support/responsive.ts';

/**
 * The recertification screens of issue 40 (decisions 076-079) on a phone and a desktop, in each
 * language: the resident's questionnaire, documents, verification requests and signature pages,
 * the employer's `/verify` page, and the staff panels of the certifications page. Each screen fits
 * its width, passes axe, and every control on it is reached with Tab; the `/verify` form is filled
 * and sent with the keyboard alone.
 */

const LANGUAGES: Language[] = ['en', 'pt', 'es'];
const WIDTHS = [375, 1280] as const;
const SHOTS = '/tmp/shots';
const RESIDENT_TOKEN_KEY = 'lar.resident.token';

/** An active household of two adults, its move-in finalized, its head signed in to the portal. */
async function seedResident(request: APIRequestContext, admin: Session, language: Language) {
  const { property } = await seedProperty(request, admin, uniqueName('Screens Court'));
  const unit = await seedUnit(request, admin, property.id, { unit_number: 'S-7' });
  const head = await seedCandidate(request, admin, uniqueName('Lia Screens'), { language });
  const { occupancyId } = await placeTwoAdults(request, admin, {
    unitId: unit.id,
    head,
    secondName: 'Teo Screens',
    birthDates: ['1984-02-11', '1985-10-03'],
    startDate: '2025-06-01',
    rent: 980,
    income: 28000,
  });

  const residentEmail = freshAddress('screens');
  await post(
    request,
    admin,
    `/api/occupancies/${occupancyId}/resident-access`,
    { member_index: 0, email: residentEmail, language },
    200,
  );
  const link = signInLinkOf(await waitForMail(residentEmail, { matching: '/resident/sign-in#token=' }));
  const signIn = await request.post('/api/resident/sign-in/link', {
    data: { token: decodeURIComponent(link.split('#token=')[1] ?? '') },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token: residentToken } = (await signIn.json()) as { token: string };

  // A request to the head's employer, in the page's language: the staff and resident lists show
  // it, and its e-mailed link opens `/verify`.
  const employerEmail = freshAddress('payroll');
  await post(
    request,
    admin,
    `/api/occupancies/${occupancyId}/verification-requests`,
    {
      member_index: 0,
      kind: 'EMPLOYMENT',
      third_party_name: 'Padaria Payroll',
      third_party_email: employerEmail,
      language,
    },
    200,
  );
  const mail = await waitForMail(employerEmail, { matching: '/verify#token=' });
  const verifyToken = /\/verify#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!verifyToken) throw new Error('the verification e-mail holds no link');

  // The questionnaire is opened once so the staff panel has a submission in progress to show.
  const opened = await request.get('/api/resident/questionnaire', {
    headers: { Authorization: `Bearer ${residentToken}` },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  // A pay stub sent for the household, so the resident's list and the staff panel have a row.
  const sent = await request.post('/api/resident/documents', {
    headers: { Authorization: `Bearer ${residentToken}` },
    multipart: {
      document: JSON.stringify({ kind: 'PAY_STUB', document_date: addDays(todayIso(), -10) }),
      file: { name: 'holerite-outubro.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { occupancyId, residentToken, verifyToken, headName: head.full_name };
}

async function signInResident(page: Page, token: string, path: string) {
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    RESIDENT_TOKEN_KEY,
    token,
  ] as const);
  await page.goto(path);
}

/**
 * Every visible, enabled control in `scope` is focused by Tab alone, starting from the top of the
 * page. Answers the controls never reached (described by their label or text).
 */
async function unreachedByTab(page: Page, scope: string): Promise<string[]> {
  const { marked, presses } = await page.evaluate((selector) => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        `${selector} :is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]))`,
      ),
    ).filter(
      (el) =>
        el.getClientRects().length > 0 &&
        !(el as HTMLButtonElement).disabled &&
        el.getAttribute('tabindex') !== '-1' &&
        !el.closest('[aria-hidden="true"], [inert]') &&
        getComputedStyle(el).visibility !== 'hidden',
    );
    controls.forEach((el, i) => {
      el.dataset.kb = String(i);
    });
    return {
      marked: controls.length,
      // A date field is three stops (month, day, year): enough presses for every stop of the page.
      presses:
        3 * document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]').length + 10,
    };
  }, scope);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  for (let i = 0; i < presses && seen.size < marked; i++) {
    await page.keyboard.press('Tab');
    const kb = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kb ?? '');
    if (kb) seen.add(kb);
  }
  return page.evaluate(
    (reached) => {
      const missed: string[] = [];
      const marked = Array.from(document.querySelectorAll<HTMLElement>('[data-kb]'));
      const isRadio = (el: HTMLElement): el is HTMLInputElement =>
        el instanceof HTMLInputElement && el.type === 'radio';
      // Tab enters a radio group once; the arrow keys move within it.
      const groupsReached = new Set(
        marked
          .filter(isRadio)
          .filter((el) => reached.includes(el.dataset.kb ?? ''))
          .map((el) => el.name),
      );
      for (const el of marked) {
        if (!reached.includes(el.dataset.kb ?? '') && !(isRadio(el) && groupsReached.has(el.name))) {
          const label =
            el.getAttribute('aria-label') ??
            (el as HTMLInputElement).labels?.[0]?.textContent ??
            el.textContent ??
            el.outerHTML.slice(0, 80);
          missed.push(`${el.tagName.toLowerCase()} ${label.trim().slice(0, 60)}`);
        }
        delete el.dataset.kb;
      }
      return missed;
    },
    [...seen],
  );
}

async function checkScreen(page: Page, what: string, language: Language, width: number, scope = 'body') {
  await expectNoSidewaysScroll(page);
  expect(describeViolations(await axeViolations(page, scope)), `${what} ${language} ${width}`).toEqual([]);
  if (language === 'pt' && width === 375) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${what}-pt-375.png`, fullPage: true });
    // A tall page also in parts, each readable at its own size.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let part = 0; height > 1400 && part * 1000 < height; part++)
      await page.screenshot({
        path: `${SHOTS}/${what}-pt-375-part${part}.png`,
        fullPage: true,
        clip: { x: 0, y: part * 1000, width: 375, height: Math.min(1000, height - part * 1000) },
      });
  }
  expect(await unreachedByTab(page, scope), `${what} ${language} ${width}: not reached by Tab`).toEqual([]);
}

/** Presses Tab until `target` has the focus (at most 60 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const language of LANGUAGES) {
  test(`the recertification screens fit 375 and 1280 px, pass axe and are reached by keyboard (${language})`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    test.setTimeout(240_000);
    const seeded = await seedResident(request, adminSession, language);
    const q = featureTexts('resident-questionnaire', language);
    const d = featureTexts('resident-documents', language);
    const s = featureTexts('resident-signatures', language);
    const v = featureTexts('third-party-verification', language);
    const c = featureTexts('certifications', language);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useLanguage(page, language);

    const residentPages = [
      { what: 'questionnaire', path: '/resident/questionnaire', title: q('title') },
      { what: 'documents', path: '/resident/documents', title: d('title') },
      { what: 'verifications', path: '/resident/verifications', title: v('resident.title') },
      { what: 'sign', path: '/resident/sign', title: s('title') },
    ];
    for (const width of WIDTHS) {
      await useWidth(page, width);
      for (const screen of residentPages) {
        await signInResident(page, seeded.residentToken, screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
        if (screen.what === 'documents')
          await expect(page.getByText('holerite-outubro.pdf').first()).toBeVisible();
        await checkScreen(page, screen.what, language, width);
      }

      // The employer's page opens from the e-mailed link, in the request's language.
      await page.goto(`/verify#token=${seeded.verifyToken}`);
      await expect(page.getByRole('heading', { level: 1, name: v('verify.title') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: v('verify.employer') })).toBeVisible();
      await checkScreen(page, 'verify', language, width);

      // Staff: the certifications page of the household, with the residents' panels.
      await openSignedIn(page, adminSession, `/certifications?occupancy=${seeded.occupancyId}`);
      await expect(page.getByRole('table', { name: c('residentAccess.title') })).toBeVisible();
      await expect(page.getByText('Padaria Payroll').first()).toBeVisible();
      await expect(page.getByText('holerite-outubro.pdf').first()).toBeVisible();
      await checkScreen(page, 'staff-certifications', language, width, 'main');
    }

    // The employer answers and signs by keyboard alone, and sends with Enter.
    await useWidth(page, 375);
    await page.goto(`/verify#token=${seeded.verifyToken}`);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await tabTo(page, field(v('verify.employer')));
    await page.keyboard.type('Padaria Central');
    await tabTo(page, field(v('verify.position')));
    await page.keyboard.type('Baker');
    await tabTo(page, page.locator('#verify-start_date'));
    // The browser's own date field, in the browser's (en-US) order: month, day, year.
    await page.keyboard.type('03012021');
    await tabTo(page, field(v('verify.payRate')));
    await page.keyboard.type('18.50');
    await tabTo(page, field(v('verify.averageHours')));
    await page.keyboard.type('37.5');
    await tabTo(page, field(v('verify.signerName')));
    await page.keyboard.type('Pat Payroll');
    await tabTo(page, page.getByRole('checkbox', { name: v('verify.attest') }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: v('verify.submit') }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(v('verify.done', { date: '' }).split(' ')[0] ?? '');
    const list = await request.get(`/api/occupancies/${seeded.occupancyId}/verification-requests`, {
      headers: authHeaders(adminSession),
    });
    const { requests } = (await list.json()) as { requests: Array<{ status: string; signer_name: string }> };
    expect(requests[0]).toMatchObject({ status: 'COMPLETED', signer_name: 'Pat Payroll' });
    expect(browserErrors).toEqual([]);
  });
}
