import type { Locator, Page } from '@playwright/test';
import { openSignedIn, type Session } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { crmTexts, featureTexts, type Language } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import {
  clippingOf,
  LISTS,
  type Seeded,
  type SeededTables,
  seedLists,
  seedTables,
  sidewaysScrolls,
  stillScreenIn,
} from './support/responsive.ts';
import { chooseRowAction } from './support/row-actions.ts';

/**
 * The staff screens' smaller tables (an application's household and verdicts, a company's
 * contacts, a unit's limits, the units behind a compliance figure, a lottery's ranks, a chart's
 * figures) laid out as the staff lists are: at a phone's and a desktop's width in the three
 * languages the cell that names a row is on screen whole and axe finds nothing; on a tablet's
 * widths, beside the sidebar, neither they nor the staff lists scroll sideways.
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

/** The row's first cell is on screen whole, once the table has settled into its layout. */
async function expectNamingCellWhole(row: Locator, what: string) {
  const cell = row.getByRole('cell').first();
  await expect(cell, what).toBeVisible();
  await expect.poll(() => clippingOf(cell), { message: what }).toEqual([]);
}

async function expectNoAxeViolations(page: Page, what: string) {
  // A row's menu that opened the table closes with an animation: axe reads the page once it is gone.
  await expect(page.getByRole('menu'), `${what}: menus closed`).toHaveCount(0);
  const violations = (await axeViolations(page)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
  );
  expect(violations, `${what}: axe`).toEqual([]);
}

/** The sideways scrolls left once the lists have settled into their layout (three seconds at most). */
async function settledScrolls(page: Page): Promise<string[]> {
  for (let tries = 0; tries < 10; tries++) {
    const found = await sidewaysScrolls(page);
    if (found.length === 0) return found;
    await page.waitForTimeout(300);
  }
  return sidewaysScrolls(page);
}

test.beforeAll(async ({ request, adminSession }) => {
  test.setTimeout(120_000);
  seeded = await seedLists(request, adminSession);
  tables = await seedTables(request, adminSession);
});

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280] as const) {
    test(`every staff table shows the cell that names its rows whole, with no axe violations (${language}, ${width} px)`, async ({
      page,
      adminSession,
    }) => {
      test.setTimeout(240_000);
      await stillScreenIn(page, language, width);
      for (const table of TABLES) {
        const shown = await table.open(page, adminSession, language);
        await expect(shown, table.name).toBeVisible();
        const text = table.rowText?.(language);
        const row = text
          ? shown.getByRole('row').filter({ hasText: text }).first()
          : shown.locator('tbody tr').first();
        await expect(row, table.name).toBeVisible();
        await row.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 160));
        if (text) await expect(row.getByRole('cell').first(), table.name).toContainText(text);
        await expectNamingCellWhole(row, `${table.name}: the row's name`);
        // A phone shows each row as a card: one cell a row, its facts under its name.
        const cells = await row.getByRole('cell').count();
        if (width === 375) expect(cells, `${table.name}: a card`).toBeLessThanOrEqual(2);
        await expectNoAxeViolations(page, table.name);
      }
    });
  }
}

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [768, 1024] as const) {
    test(`no staff list or table scrolls sideways at ${width} px (${language})`, async ({
      page,
      adminSession,
    }) => {
      test.setTimeout(240_000);
      await stillScreenIn(page, language, width);
      for (const list of LISTS) {
        await openSignedIn(page, adminSession, list.path(seeded));
        const name = list.rowName(seeded, language);
        await expect(page.getByRole('row').filter({ hasText: name }).first(), list.name).toBeVisible();
        expect.soft(await settledScrolls(page), list.name).toEqual([]);
      }
      for (const table of TABLES) {
        const shown = await table.open(page, adminSession, language);
        await expect(shown.locator('tbody tr').first(), table.name).toBeVisible();
        expect.soft(await settledScrolls(page), table.name).toEqual([]);
      }
    });
  }
}
