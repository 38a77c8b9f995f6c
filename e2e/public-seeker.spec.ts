import type { APIRequestContext, Page } from '@playwright/test';
import { type Session, uniqueName } from './support/api.ts';
import { showIn, textsIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import {
  APARTMENTS,
  dollars,
  LOS_ANGELES_2024_50,
  losAngeles2024Levels,
  seedListingShownIn,
} from './support/listings.ts';
import { post, put, seedProperty } from './support/records.ts';

/**
 * What a housing seeker meets on the public site (decision 053): a calculator that says what it
 * checks and answers per program, the way to apartments, waitlists and an application's status
 * from any page, and the focus where the answer to a submission is.
 */

const LANGUAGES = ['en', 'pt', 'es'] as const;
const WIDTHS = [375, 1280] as const;
/** Narrower than this, the header's links fold into the menu (PublicHeader.module.css). */
const MENU_BELOW = 1200;

/** A table at 80 % for the same area: 1.6 x LA FY2024's 50 % figures, for the test's sake. */
const EIGHTY = [77700, 88700, 99850, 110950, 119850, 128700, 137600, 146500];

interface Layered {
  unitId: number;
  eighty: string;
  fifty: string;
}

/**
 * A 2BR advertised under an 80 % program and designated also at 50 % under LA County FY2024 (the
 * finding: the page named the first and applied the second's limits), in a property whose minimum
 * income is 2 x the rent, listed at $1,235 a month.
 */
async function seedLayeredListing(request: APIRequestContext, admin: Session): Promise<Layered> {
  type Program = { id: number; name: string; ami_levels: Array<{ id: number; limit_type: string }> };
  const eighty = await post<Program>(request, admin, '/api/govprograms', {
    name: uniqueName('LIHTC'),
    jurisdiction: 'Los Angeles County',
    ami_levels: [
      ...EIGHTY.map((limit_value, i) => ({
        year: 2024,
        percentage: 80,
        limit_type: 'Income Limit',
        unit_type: String(i + 1),
        limit_value,
      })),
      { year: 2024, percentage: 80, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 2496 },
    ],
  });
  const fifty = await post<Program>(request, admin, '/api/govprograms', {
    name: uniqueName('HOME'),
    jurisdiction: 'Los Angeles County',
    ami_levels: losAngeles2024Levels(1560),
  });
  const city = uniqueName('Glendale').replace(/[^A-Za-z]/g, '');
  const { property } = await seedProperty(request, admin, uniqueName('Palm Court'), undefined, {
    city,
    state: 'CA',
  });
  await put(request, admin, `/api/property/${property.id}/minimum-income`, { min_income_rent_multiple: '2' });
  const unit = await post(request, admin, '/api/units', {
    property_id: property.id,
    unit_number: uniqueName('B'),
    unit_type: '2BR',
    gov_program_id: eighty.id,
    ami_level_id: eighty.ami_levels.find((l) => l.limit_type === 'Rent Limit')?.id,
    designations: [{ program_id: fifty.id, ami_percentage: 50 }],
  });
  await put(request, admin, `/api/units/${unit.id}/listing`, { listed: true, asking_rent: '1235' });
  return { unitId: unit.id, eighty: eighty.name, fifty: fifty.name };
}

/** On a phone the calculator is folded until opened. */
async function openCalculator(page: Page, title: string, width: number) {
  const panel = page.locator('details').filter({ has: page.getByRole('heading', { name: title }) });
  if (width < 860) await panel.locator('summary').click();
  await expect(panel).toHaveAttribute('open', '');
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`the calculator names every program with its level, refuses $5,000 for 4 below the minimum income and computes 10 people (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      const a = textsIn(APARTMENTS, language);
      const money = (amount: number) => dollars(amount, language);
      const seeded = await seedLayeredListing(request, adminSession);
      await showIn(page, language, width, 812);
      await page.goto(`/apartments/${seeded.unitId}`);

      // Both programs, each with its level, in the program section and in what the calculator checks.
      const labels = [
        a('card.ami', { program: seeded.eighty, percent: 80 }),
        a('card.ami', { program: seeded.fifty, percent: 50 }),
      ];
      await expect(page.locator('[data-programs] li')).toHaveText(labels);
      const checks = page.locator('[data-calculator-checks]');
      await expect(checks).toContainText(
        a('calculator.checkPrograms_other', { count: 2, programs: labels.join('; ') }),
      );
      await expect(checks).toContainText(a('calculator.checkMinimumOf', { multiple: 2, rent: money(1235) }));

      // Each program's limits for 1-12 people; 10 derived from the 4-person limits (x 1.48, up to $50).
      const limits = page.getByRole('table', { name: a('listing.limitsCaption') });
      await expect(limits.getByRole('row', { name: `4 ${money(110950)} ${money(69350)}` })).toBeVisible();
      await expect(limits.getByRole('row', { name: `10 ${money(164250)} ${money(102650)}` })).toBeVisible();
      await expect(limits.getByRole('row')).toHaveCount(13);

      // $5,000 a year for 4 people: within both limits, below 2 x $1,235 x 12 = $29,640.
      await openCalculator(page, a('calculator.title'), width);
      await page.getByLabel(a('calculator.size')).selectOption('4');
      await page.getByRole('textbox', { name: a('calculator.income') }).fill('5000');
      await page.getByRole('button', { name: a('calculator.submit') }).click();
      const answer = page.locator('[data-eligibility]');
      await expect(answer).toHaveAttribute('data-eligibility', 'UNDER_MINIMUM_INCOME');
      await expect(answer).toContainText(a('eligibility.underMinimum', { minimum: money(29640) }));
      await expect(answer).toContainText(
        a('eligibility.minimumBelow', { minimum: money(29640), multiple: 2 }),
      );
      await expect(answer).not.toContainText(a('eligibility.mayQualify'));
      await expect(answer.getByRole('listitem').filter({ hasText: labels[1] as string })).toContainText(
        a('eligibility.programWithin_other', { limit: money(69350), count: 4 }),
      );
      await expect(page.getByRole('status').filter({ hasText: money(5000) })).toContainText(
        a('calculator.applied_other', { count: 4, income: money(5000) }),
      );
      // The answer is what the focus and the screen show once it arrives.
      await expect(answer).toBeFocused();
      await expect(answer).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`calculator-${language}-${width}.png`) });

      // A household of 10 at $102,650: within both derived limits, the minimum met.
      await page.getByLabel(a('calculator.size')).selectOption('10');
      await page.getByRole('textbox', { name: a('calculator.income') }).fill('102650');
      await page.getByRole('button', { name: a('calculator.submit') }).click();
      await expect(answer).toHaveAttribute('data-eligibility', 'MAY_QUALIFY');
      await expect(answer.getByRole('listitem').filter({ hasText: labels[0] as string })).toContainText(
        a('eligibility.programWithin_other', { limit: money(164250), count: 10 }),
      );
      await expect(answer.getByRole('listitem').filter({ hasText: labels[1] as string })).toContainText(
        a('eligibility.programWithin_other', { limit: money(102650), count: 10 }),
      );
      // One dollar more and the 50 % program refuses, by name.
      await page.getByRole('textbox', { name: a('calculator.income') }).fill('102651');
      await page.getByRole('button', { name: a('calculator.submit') }).click();
      await expect(answer).toHaveAttribute('data-eligibility', 'OVER_INCOME');
      await expect(answer.getByRole('listitem').filter({ hasText: labels[1] as string })).toContainText(
        a('eligibility.programOver_other', { limit: money(102650), count: 10 }),
      );
      await noSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`listing-${language}-${width}.png`),
        fullPage: true,
      });
      expect(browserErrors).toEqual([]);
    });

    test(`the header leads to apartments, waitlists, application status and the staff login; after moving to /apply the first Tab stays out of the footer (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
      browserErrors,
    }) => {
      const common = textsIn('i18n/locales', language);
      const a = textsIn(APARTMENTS, language);
      const seeded = await seedListingShownIn(page, request, adminSession, language, width, 812);
      await page.goto('/', { waitUntil: 'networkidle' });
      const header = page.getByRole('banner');
      const openMenu = async () => {
        if (width < MENU_BELOW) await header.getByRole('button', { name: common('nav.openMenu') }).click();
      };

      await openMenu();
      const links = [
        { name: common('nav.apartments'), href: '/apartments' },
        { name: common('nav.waitlists'), href: '/waitlists' },
        { name: common('nav.applicationStatus'), href: '/application-status' },
        { name: common('nav.staffLogin'), href: '/login' },
      ];
      for (const { name, href } of links) {
        await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      if (width >= MENU_BELOW) {
        // Every link, the staff login and the language on one line.
        expect((await header.boundingBox())?.height ?? 0, 'header height in px').toBeLessThanOrEqual(80);
      }
      await page.screenshot({ path: test.info().outputPath(`header-${language}-${width}.png`) });
      await header.getByRole('link', { name: common('nav.waitlists'), exact: true }).click();
      await expect(page).toHaveURL(/\/waitlists$/);
      await openMenu();
      await header.getByRole('link', { name: common('nav.applicationStatus'), exact: true }).click();
      await expect(page).toHaveURL(/\/application-status$/);
      await openMenu();
      await header.getByRole('link', { name: common('nav.apartments'), exact: true }).click();
      await expect(page).toHaveURL(/\/apartments$/);
      await expect(page.getByRole('heading', { level: 1, name: a('search.title') })).toBeVisible();

      // From a listing to its application inside the app: the next Tab goes to the page's content.
      await page.goto(`/apartments/${seeded.unitId}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: a('listing.apply') }).click();
      await expect(page).toHaveURL(new RegExp(`/apply\\?listing=${seeded.unitId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(seeded.propertyName);
      // The form's fields come with the application form's facts, after the heading, and the layout
      // moves the focus to the content in an effect, which may run just after the page is painted:
      // a Tab pressed before either went on from the followed link's place, or past an empty form.
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return {
          inMain: element?.closest('main') !== null,
          skipLink: element?.classList.contains('lar-skip-link') ?? false,
          inFooter: element?.closest('footer') !== null,
        };
      });
      expect(focused.inFooter).toBe(false);
      expect(focused.inMain || focused.skipLink).toBe(true);
      await noSidewaysScroll(page);
      expect(browserErrors).toEqual([]);
    });

    test(`a visit request's confirmation is scrolled into view and focused (${language}, ${width} px)`, async ({
      page,
      request,
      adminSession,
    }) => {
      const a = textsIn(APARTMENTS, language);
      const seeded = await seedListingShownIn(page, request, adminSession, language, width, 812);
      await page.goto(`/apartments/${seeded.unitId}?household_size=3&annual_income=62401`);
      // The single program's limits for 1-8 people are HUD's.
      const limits = page.getByRole('table', { name: a('listing.limitsCaption') });
      for (const [i, limit] of LOS_ANGELES_2024_50.entries()) {
        await expect(limits.getByRole('row', { name: `${i + 1} ${dollars(limit, language)}` })).toBeVisible();
      }
      await page.getByRole('textbox', { name: a('visit.name') }).fill('Ana Souza');
      await page.getByRole('textbox', { name: a('visit.email') }).fill('ana@example.com');
      await page.getByRole('textbox', { name: a('visit.message') }).fill('After work, please.');
      await page.getByRole('button', { name: a('visit.submit') }).click();
      const thanks = page.getByRole('status').filter({ hasText: a('visit.thanks') });
      await expect(thanks).toBeFocused();
      await expect(thanks).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath(`visit-${language}-${width}.png`) });
    });
  }
}
