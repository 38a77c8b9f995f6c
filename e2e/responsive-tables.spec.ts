import type { Locator, Page } from '@playwright/test';
import { openSignedIn, type Session } from './support/api.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { crmTexts, featureTexts, type Language } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import {
  expectWhole,
  type Seeded,
  type SeededTables,
  seedLists,
  seedTables,
  sweepScreens,
} from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * The staff screens' smaller tables (an application's household and verdicts, a company's
 * contacts, a unit's limits, the units behind a compliance figure, a lottery's ranks, a chart's
 * figures) laid out as the staff lists are (responsive-lists.spec.ts): in the three languages, each
 * opened once and read as the window is resized (support/responsive.ts, sweepWidths), at 375 and
 * 1280 px the cell that names a row is on screen whole and axe finds nothing; at a tablet's 768
 * and 1024 px, beside the sidebar, nothing scrolls sideways.
 */

interface TableCase {
  name: string;
  /** Opens the screen and the table; the table. */
  open(page: Page, session: Session, language: Language): Promise<Locator>;
  /** Text in the row the test reads (its first row when there is none). */
  rowText?: (language: Language) => string;
}

let seeded: Seeded;
let tables: SeededTables;

async function applicationDrawer(page: Page, session: Session, language: Language) {
  const a = featureTexts('applications', language);
  await openSignedIn(page, session, `/applications?property=${seeded.listingPropertyId}`);
  await chooseRowAction(page, a('table.openLabel', { reference: seeded.applicationReference }));
  const drawer = page.getByRole('dialog', {
    name: a('detail.title', { reference: seeded.applicationReference, name: seeded.applicant }),
  });
  await expect(drawer).toBeVisible();
  return drawer;
}

const TABLES: TableCase[] = [
  {
    name: 'household',
    open: async (page, session, language) =>
      (await applicationDrawer(page, session, language)).getByRole('table', {
        name: featureTexts('applications', language)('detail.householdTable'),
      }),
    rowText: () => seeded.applicant,
  },
  {
    name: 'verdicts',
    open: async (page, session, language) =>
      (await applicationDrawer(page, session, language)).getByRole('table', {
        name: featureTexts('applications', language)('verdict.title'),
      }),
  },
  {
    name: 'company contacts',
    open: async (page, session, language) => {
      const { pm, ct } = crmTexts(language);
      await openSignedIn(page, session, `/property-manager?q=${encodeURIComponent(seeded.companyName)}`);
      await chooseRowAction(page, `${pm('actions.contacts')} ${seeded.companyName}`);
      return page.getByRole('dialog').getByRole('table', { name: ct('tableLabel.company') });
    },
    rowText: () => 'Ana Lima',
  },
  {
    name: 'unit limits',
    open: async (page, session, language) => {
      await openSignedIn(page, session, `/unit-compliance-worksheet?unit=${tables.designatedUnitId}`);
      return page.getByRole('table', { name: featureTexts('unit-worksheet', language)('sections.limits') });
    },
  },
  {
    name: 'units behind a compliance figure',
    open: async (page, session, language) => {
      const c = featureTexts('property-compliance', language);
      await openSignedIn(page, session, `/property-compliance?property=${tables.compliancePropertyId}`);
      const setAside = page.getByRole('region', { name: c('tests.set_aside.title') });
      // The units behind the figure open from the keyboard.
      const units = setAside.locator('button[aria-expanded]');
      await units.focus();
      await page.keyboard.press('Enter');
      return setAside.getByRole('table');
    },
    rowText: () => tables.designatedUnitNumber,
  },
  {
    name: 'lottery ranks',
    open: async (page, session, language) => {
      const a = featureTexts('allocation', language);
      await openSignedIn(page, session, `/waitlist?property=${tables.lotteryPropertyId}`);
      return page.getByRole('table', { name: a('lottery.ranksOf', { unit: tables.lotteryUnitNumber }) });
    },
    rowText: () => tables.lotteryFirst,
  },
  {
    name: 'a chart as a table',
    open: async (page, session, language) => {
      const d = featureTexts('dashboard', language);
      await openSignedIn(page, session, `/dashboard?property=${tables.compliancePropertyId}`);
      const chart = page.locator('[data-chart="unitsByAmi"]');
      await chart.getByRole('button', { name: d('showAsTable') }).click();
      return chart.getByRole('table', { name: d('charts.unitsByAmi.title') });
    },
  },
];

async function expectNoAxeViolations(page: Page, what: string) {
  // A row's menu that opened the table closes with an animation: axe reads the page once it is gone.
  await expect(page.getByRole('menu'), `${what}: menus closed`).toHaveCount(0);
  expect(describeViolations(await axeViolations(page)), `${what}: axe`).toEqual([]);
}

test.beforeAll(async ({ request, adminSession }) => {
  test.setTimeout(120_000);
  seeded = await seedLists(request, adminSession);
  tables = await seedTables(request, adminSession);
});

for (const language of ['en', 'pt', 'es'] as const) {
  test(`every staff table shows the cell that names its rows whole with no axe violations at 375 and 1280 px, and nothing scrolls sideways at 768 and 1024 px (${language})`, async ({
    page,
    adminSession,
  }) => {
    test.setTimeout(360_000);
    await sweepScreens(
      page,
      language,
      TABLES,
      async (table) => {
        const shown = await table.open(page, adminSession, language);
        await expect(shown, table.name).toBeVisible();
        const text = table.rowText?.(language);
        return text
          ? shown.getByRole('row').filter({ hasText: text }).first()
          : shown.locator('tbody tr').first();
      },
      async (table, row, width, what) => {
        const text = table.rowText?.(language);
        await expect(row, what).toBeVisible();
        await row.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 160));
        if (text) await expect(row.getByRole('cell').first(), what).toContainText(text);
        // The row's first cell names it.
        await expectWhole(row.getByRole('cell').first(), `${what}: the row's name`);
        // A phone shows each row as a card: one cell a row, its facts under its name.
        const cells = await row.getByRole('cell').count();
        if (width === 375) expect(cells, `${what}: a card`).toBeLessThanOrEqual(2);
        await expectNoAxeViolations(page, what);
      },
    );
  });
}
