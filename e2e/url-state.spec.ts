import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import {
  post,
  seedCandidate,
  seedMainAccount,
  seedProgram,
  seedProperty,
  seedUnit,
} from './support/records.ts';
import { chooseRowAction } from './support/row-actions.ts';

/** Lists keep their applied filters, their page and the record being edited in the address. */

const common = textsIn('i18n/locales', 'en');
/** One more record than the first page holds (20 rows by default), so there is a page 2. */
const ONE_PAGE_AND_ONE = 21;

const SECOND_PAGE = common('table.pagination', { from: 21, to: 21, total: 21 });

interface ListFilter {
  field: Locator;
  applyLabel: string;
  value: string;
  /** The query parameter the applied filter is kept in. */
  param: string;
}

/**
 * Applies the filter, goes to the list's second page, reloads, and checks that the filter and the
 * page are still there, in the form, the address and the list.
 */
async function expectFilterAndPageKeptOnReload(page: Page, { field, applyLabel, value, param }: ListFilter) {
  await field.fill(value);
  await page.getByRole('button', { name: applyLabel }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]${param}=${value}(&|$)`));
  await page.getByRole('button', { name: common('table.nextPage') }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(SECOND_PAGE)).toBeVisible();

  await page.reload();
  await expect(field).toHaveValue(value);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(SECOND_PAGE)).toBeVisible();
}

/** Candidates sharing a name no other test uses. */
async function seedCandidates(request: APIRequestContext, admin: Session, name: string) {
  for (let index = 1; index <= ONE_PAGE_AND_ONE; index++) {
    await seedCandidate(request, admin, `${name} ${String(index).padStart(2, '0')}`);
  }
}

/** A unit with as many ended occupancies as one page and one more, one a year. */
async function seedUnitHistory(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('History Court'));
  const unit = await seedUnit(request, admin, property.id);
  const tenant = await seedCandidate(request, admin, uniqueName('Hanna History'));
  for (let index = 0; index < ONE_PAGE_AND_ONE; index++) {
    const year = 1990 + index;
    await post(request, admin, '/api/occupancies', {
      unit_id: unit.id,
      tenant_id: tenant.id,
      rent_amount: 900,
      start_date: `${year}-01-01`,
      end_date: `${year}-06-30`,
      status: 'ENDED',
    });
  }
  return unit.id;
}

test('candidates keep the applied filter and the page across a reload; another filter starts at page 1', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  const c = textsIn('features/candidates/locales', 'en');
  const name = uniqueName('Paged');
  await seedCandidates(request, adminSession, name);
  await openSignedIn(page, adminSession, '/candidates');
  const fullName = page.getByRole('textbox', { name: c('filters.fullName'), exact: true });
  const applyLabel = c('filters.apply');
  await expectFilterAndPageKeptOnReload(page, {
    field: fullName,
    applyLabel,
    value: name,
    param: 'full_name',
  });
  await expect(page.getByRole('row').filter({ hasText: `${name} 21` })).toBeVisible();

  await fullName.fill(`${name} 0`);
  await page.getByRole('button', { name: applyLabel }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText(common('table.pagination', { from: 1, to: 9, total: 9 }))).toBeVisible();
  expect(browserErrors).toEqual([]);
});

test('occupancies keep the applied filter and the page across a reload', async ({
  page,
  request,
  adminSession,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  const o = textsIn('features/occupancies/locales', 'en');
  const unitId = await seedUnitHistory(request, adminSession);
  await openSignedIn(page, adminSession, '/occupancies');
  await expectFilterAndPageKeptOnReload(page, {
    field: page.getByRole('textbox', { name: o('filters.unitId'), exact: true }),
    applyLabel: o('filters.apply'),
    value: String(unitId),
    param: 'unit',
  });
  expect(browserErrors).toEqual([]);
});

test('a candidate and a program open in their edit form from the address alone', async ({
  browser,
  request,
  adminSession,
}) => {
  const c = textsIn('features/candidates/locales', 'en');
  const p = textsIn('features/programs/locales', 'en');
  const candidateName = uniqueName('Linked Candidate');
  const candidate = await seedCandidate(request, adminSession, candidateName);
  const programName = uniqueName('Linked Program');
  const program = await seedProgram(request, adminSession, { name: programName, ami_levels: [] });

  // A fresh page, as when a link is opened: nothing but the address says which record.
  const candidatePage = await browser.newPage();
  await openSignedIn(candidatePage, adminSession, `/candidates?edit=${candidate.id}`);
  await expect(candidatePage.getByText(c('form.editTitle', { name: candidateName }))).toBeVisible();
  await expect(candidatePage.getByRole('tab', { name: c('tabs.edit') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const programPage = await browser.newPage();
  await openSignedIn(programPage, adminSession, `/govprogram?edit=${program.id}`);
  await expect(programPage.getByRole('textbox', { name: p('form.name'), exact: true })).toHaveValue(
    programName,
  );
  await expect(programPage.getByRole('tab', { name: p('tabs.edit') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Closing the form goes to the list and takes the record out of the address.
  await programPage.getByRole('tab', { name: p('tabs.list') }).click();
  await expect(programPage).not.toHaveURL(/[?&]edit=/);
  await candidatePage.close();
  await programPage.close();
});

test('closing a record opened from the list leaves no entry behind: Back then leaves the list', async ({
  page,
  request,
  adminSession,
}) => {
  const c = textsIn('features/candidates/locales', 'en');
  const name = uniqueName('BackCandidate');
  await seedCandidate(request, adminSession, name);
  await openSignedIn(page, adminSession, `/candidates?full_name=${name}`);
  await chooseRowAction(page, c('table.editLabel', { name }));
  await expect(page).toHaveURL(/[?&]edit=\d+/);
  await page.getByRole('button', { name: common('actions.cancel') }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates\\?full_name=${name}$`));
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // The list was reached from the sign-in page: one Back goes there, not to the closed form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/candidates/);
});

test("a main account's edit dialog opens from the address alone, and closing it takes it out", async ({
  browser,
  request,
  adminSession,
}) => {
  const u = textsIn('features/users/locales', 'en');
  const username = uniqueName('linked-acct');
  const { user } = await seedMainAccount(request, adminSession, username, 'Garden-Gate-Lantern-4');

  const page = await browser.newPage();
  await openSignedIn(page, adminSession, `/users?edit=${user.id}`);
  const dialog = page.getByRole('dialog', { name: u('edit.title', { username }) });
  await expect(dialog.getByRole('textbox', { name: u('form.email') })).toHaveValue(`${username}@example.com`);

  await dialog.getByRole('button', { name: common('actions.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]edit=/);

  // An id that is not an account of this organization says so, with a way back.
  await page.goto(`/users?edit=${2 ** 31 - 1}`);
  await expect(page.getByRole('alert').filter({ hasText: u('edit.loadError') })).toBeVisible();
  await page.close();
});

test('a record opened while a typed search is still pending keeps both in the address', async ({
  page,
  request,
  adminSession,
}) => {
  const name = uniqueName('Aspen Terrace Court');
  const { property } = await seedProperty(request, adminSession, name);
  await openSignedIn(page, adminSession, `/property?q=${encodeURIComponent(name)}`);
  // The row's menu is open before the typing starts, so its Edit is one click away.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  const edit = page.getByRole('menuitem', { name: `Edit ${name}` });
  await expect(edit).toBeVisible();
  // A slow machine: the page renders again long after the click, while the search's pause ends.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  // Typed, then the record opened before the search is applied (it waits for a pause in typing).
  await page.getByRole('textbox', { name: 'Search by name' }).fill(name.slice(0, -1));
  await edit.click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const dialog = page.getByRole('dialog', { name: 'Edit property' });
  await expect(dialog.getByRole('textbox', { name: 'Property name' })).toHaveValue(name);
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return { q: params.get('q'), edit: params.get('edit') };
    })
    .toEqual({ q: name.slice(0, -1), edit: String(property.id) });
});
