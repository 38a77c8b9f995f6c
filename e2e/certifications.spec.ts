import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { addDays, todayIso } from './support/certifications.ts';
import { expectNotice, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedCandidate, seedDesignatedUnit, seedProgram, seedProperty } from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';
import { textsOf } from './support/texts.ts';

/**
 * A household's full annual cycle in the browser: the occupancy's move-in draft (made from the
 * candidate) is finalized, the annual certification starts from it, its income is edited and
 * saved (the server's determination answers), it is finalized and then reads only; its TIC is a PDF.
 */

const c = textsOf('certifications', 'en');
const o = textsOf('occupancies', 'en');
const YEAR = new Date().getFullYear();

/** Income limits at 50 % for 1 to 4 people, for last year and this one: 60 % of 1 person is $36,000. */
function program(request: APIRequestContext, admin: Session) {
  const limits = [30000, 34300, 38600, 42850];
  return seedProgram(request, admin, {
    name: uniqueName('Cycle LIHTC'),
    scope: 'State',
    jurisdiction: 'Texas',
    ami_levels: [YEAR - 1, YEAR].flatMap((year) =>
      limits.map((limit, i) => ({
        year,
        percentage: 50,
        limit_type: 'Income Limit',
        unit_type: String(i + 1),
        limit_value: limit,
      })),
    ),
  });
}

async function seedOccupancy(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Cycle Court'));
  const lihtc = await program(request, admin);
  const unit = await seedDesignatedUnit(request, admin, property.id, lihtc.id, `${YEAR - 1}-01-01`);
  const tenant = uniqueName('Rosa Cycle');
  const candidate = await seedCandidate(request, admin, tenant, { household_size: 1, income: 30000 });
  // Moved in eleven months ago: the annual recertification is due next month.
  const occupancy = await post(request, admin, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: candidate.id,
    rent_amount: 700,
    start_date: addDays(todayIso(), -335),
  });
  return { occupancy, tenant };
}

/**
 * Waits for the notifications to go: they show at the bottom right, over the editor's buttons,
 * and stay while the pointer (left on the button just clicked) is over them.
 */
async function waitForNoticesToClose(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Finalizes the draft on screen through its confirmation. */
async function finalize(page: Page) {
  await waitForNoticesToClose(page);
  await page.getByRole('button', { name: c('actions.finalize') }).click();
  const dialog = page.getByRole('dialog', { name: c('confirmFinalize.title') });
  await expect(dialog.getByTestId('confirm-details')).toContainText(c('confirmFinalize.effectiveDate'));
  await dialog.getByRole('button', { name: c('actions.finalize') }).click();
  await expectNotice(page, c('finalized'));
}

const editorTitle = (type: 'MOVE_IN' | 'ANNUAL', status: 'DRAFT' | 'FINALIZED') =>
  c('editor.title', { type: c(`editor.types.${type}`), status: c(`statuses.${status}`) });

test('a full annual cycle: move-in draft, finalize, annual certification, edit income, finalize, read-only, TIC', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  test.setTimeout(150_000);
  const { occupancy, tenant } = await seedOccupancy(request, adminSession);
  await useLanguage(page, 'en');
  await openSignedIn(page, adminSession, '/occupancies');

  // From the occupancy's row to its certifications: the move-in draft made with the occupancy.
  await chooseRowAction(page, o('table.certificationsLabel', { id: occupancy.id }));
  await expect(page).toHaveURL(new RegExp(`/certifications\\?occupancy=${occupancy.id}`));
  await expect(page).toHaveTitle(new RegExp(c('title')));
  const table = page.getByRole('table', { name: c('table.label') });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(c('types.MOVE_IN'));
  await expect(table.getByRole('row').nth(1)).toContainText(c('statuses.DRAFT'));
  await expect(page.getByRole('heading', { name: editorTitle('MOVE_IN', 'DRAFT') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: c('members.name') }).first()).toHaveValue(tenant);

  await finalize(page);
  await expect(page.getByRole('heading', { name: editorTitle('MOVE_IN', 'FINALIZED') })).toBeVisible();

  // The annual certification starts from the finalized one.
  await waitForNoticesToClose(page);
  await page.getByRole('button', { name: c('actions.startAnnual') }).click();
  await expectNotice(page, c('annualCreated'));
  await expect(page.getByRole('heading', { name: editorTitle('ANNUAL', 'DRAFT') })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  // The head's income (the candidate's, of no declared source: "other") grows to $52,000: the
  // totals follow as it is typed, the verdict once it is saved.
  const income = page.getByRole('textbox', { name: c('incomeSources.other') }).first();
  await expect(income).toHaveValue('30,000');
  await income.fill('52000');
  const preview = page.getByTestId('certification-preview');
  await expect(preview).toContainText('$52,000.00');
  await expect(page.getByText(c('determination.unsaved'))).toBeVisible();
  await page.getByRole('button', { name: c('actions.saveDraft') }).click();
  await expectNotice(page, c('saved'));
  const determination = page.getByTestId('certification-determination');
  await expect(determination).toContainText('$52,000.00');
  // One person at 60 %: a limit of $36,000, 140 % of it $50,400; $52,000 is over it.
  await expect(determination).toContainText('$36,000.00');
  await expect(determination).toContainText('$50,400.00');
  await expect(determination.getByText(c('determination.overIncome')).locator('..')).toContainText(
    c('verdict.yes'),
  );
  await expect(page.getByText(c('determination.unsaved'))).toBeHidden();

  await finalize(page);
  await expect(page.getByRole('heading', { name: editorTitle('ANNUAL', 'FINALIZED') })).toBeVisible();
  // A finalized certification reads only: its fields take no input and it has nothing to save.
  await expect(income).toHaveAttribute('readonly', '');
  await expect(income).toHaveValue('52,000');
  await expect(page.getByRole('button', { name: c('actions.saveDraft') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: c('actions.finalize') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: c('actions.correct') })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: c('statuses.DRAFT') })).toHaveCount(0);

  // The TIC is fetched with the session's token and answers a PDF (read as the browser receives it).
  await waitForNoticesToClose(page);
  const tic: { status: number; type: string; body: Buffer }[] = [];
  await page.route(/\/api\/certifications\/\d+\/tic\.pdf(\?.*)?$/, async (route) => {
    const answer = await route.fetch();
    tic.push({
      status: answer.status(),
      type: answer.headers()['content-type'] ?? '',
      body: await answer.body(),
    });
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: c('actions.printTic') }).click();
  await expect.poll(() => tic.length).toBe(1);
  const [answer] = tic as [(typeof tic)[number]];
  expect(answer.status).toBe(200);
  expect(answer.type).toContain('application/pdf');
  expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(browserErrors).toEqual([]);
});
