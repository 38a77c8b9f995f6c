import { formatReadableDate } from '../web/src/lib/format.ts';
import { APPLYING } from './support/applying.ts';
import { showIn, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { APARTMENTS, listUntil, openListingCard, seedListing } from './support/listings.ts';
import { put } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';

/**
 * A listing's application terms on the public site (decision 050): the deadline and the lottery on
 * the search card and the listing page, and, once the deadline has passed, a message in place of
 * the "Apply" link and of the application form. In each language, at a phone's and a desktop's width.
 */

const CLOSED_ON = '2026-01-15';
const OPEN_UNTIL = '2099-12-31';

for (const language of ['en', 'pt', 'es'] as const) {
  const a = textsIn(APARTMENTS, language);
  const f = textsIn(APPLYING, language);
  for (const width of [375, 1280]) {
    test(`a listing past its deadline says so on its card, its page and its form (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const seeded = await seedListing(request, adminSession);
      await put(request, adminSession, `/api/property/${seeded.propertyId}/allocation`, {
        allocation_method: 'LOTTERY',
      });
      await listUntil(request, adminSession, seeded, CLOSED_ON);
      await showIn(page, language, width);

      // The card: closed, and by lottery.
      const card = await openListingCard(page, seeded);
      await expect(card.getByTestId('application-terms')).toHaveText(
        a('window.closedOn', { date: formatReadableDate(CLOSED_ON, language) }),
      );
      await expect(card.getByText(a('window.byLottery'), { exact: true })).toBeVisible();

      // The page: the deadline and the allocation as facts, the reason where "Apply" was.
      await page.goto(`/apartments/${seeded.unitId}`);
      await expect(page.getByTestId('listing-deadline')).toHaveText(
        a('window.deadlineValue', { date: formatReadableDate(CLOSED_ON, language) }),
      );
      await expect(page.getByTestId('listing-allocation')).toHaveText(a('window.byLottery'));
      await expect(page.getByTestId('applications-closed')).toHaveText(
        a('window.closed.DEADLINE_PASSED', { date: formatReadableDate(CLOSED_ON, language) }),
      );
      await expect(page.getByRole('link', { name: a('listing.apply') })).toHaveCount(0);

      // The form's address, opened directly: the message, no form to fill.
      await page.goto(`/apply?listing=${seeded.unitId}`);
      const closed = page.getByTestId('applications-closed');
      await expect(closed.getByRole('heading', { name: f('form.closedTitle') })).toBeVisible();
      await expect(closed).toContainText(
        f('form.closed.DEADLINE_PASSED', { date: formatReadableDate(CLOSED_ON, language) }),
      );
      await expect(page.getByRole('button', { name: f('form.submit') })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: f('form.email') })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test(`an open listing shows its deadline on its card and above its form (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const seeded = await seedListing(request, adminSession);
      await listUntil(request, adminSession, seeded, OPEN_UNTIL);
      await showIn(page, language, width);

      const card = await openListingCard(page, seeded);
      await expect(card.getByTestId('application-terms')).toHaveText(
        a('window.applyBy', { date: formatReadableDate(OPEN_UNTIL, language) }),
      );
      await expect(card.getByText(a('window.byLottery'), { exact: true })).toHaveCount(0);

      await page.goto(`/apartments/${seeded.unitId}`);
      await expect(page.getByTestId('listing-allocation')).toHaveText(a('window.firstCome'));
      await page.getByRole('link', { name: a('listing.apply') }).click();
      await expect(page.getByTestId('application-terms')).toHaveText(
        f('form.deadline', { date: formatReadableDate(OPEN_UNTIL, language) }),
      );
      await expect(page.getByRole('button', { name: f('form.submit') })).toBeVisible();
    });
  }
}
