import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { authHeaders, openSignedIn, type Session, uniqueName } from './support/api.ts';
import { addDays, todayIso, yearBefore } from './support/certifications.ts';
import { featureTexts, type Language, textsIn, useLanguage } from './support/crm.ts';
import { ADMIN } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { seedListing } from './support/listings.ts';
import { getJson, post, seedCandidate, seedProgram, seedProperty, seedUnit } from './support/records.ts';

/**
 * Every staff list at a phone's and a desktop's width in the three languages: the column that names
 * a row and every badge in it (its status) are on screen whole, neither cut by the window nor by a
 * scrolled or squeezed cell, and axe finds nothing.
 */

interface Seeded {
  companyName: string;
  propertyId: number;
  propertyName: string;
  unitId: number;
  unitNumber: string;
  tenant: string;
  occupancyId: number;
  programName: string;
  applicant: string;
  listingPropertyId: number;
}

/** One list: where it is, and the text that names the seeded row in it (in the shown language). */
interface ListCase {
  name: string;
  path: (s: Seeded) => string;
  rowName: (s: Seeded, language: Language) => string;
  /** Whether its rows carry a status badge. */
  status: boolean;
}

const LISTS: ListCase[] = [
  {
    name: 'properties',
    path: (s) => `/property?q=${encodeURIComponent(s.propertyName)}`,
    rowName: (s) => s.propertyName,
    status: false,
  },
  {
    name: 'units',
    path: (s) => `/units?property=${s.propertyId}`,
    rowName: (s) => s.unitNumber,
    status: false,
  },
  {
    name: 'candidates',
    path: (s) => `/candidates?full_name=${encodeURIComponent(s.tenant)}`,
    rowName: (s) => s.tenant,
    status: true,
  },
  {
    name: 'occupancies',
    path: (s) => `/occupancies?unit=${s.unitId}`,
    rowName: (s) => s.tenant,
    status: true,
  },
  { name: 'programs', path: () => '/govprogram', rowName: (s) => s.programName, status: true },
  {
    name: 'management companies',
    path: (s) => `/property-manager?q=${encodeURIComponent(s.companyName)}`,
    rowName: (s) => s.companyName,
    status: false,
  },
  {
    name: 'certifications',
    path: (s) => `/certifications?occupancy=${s.occupancyId}`,
    rowName: (_s, language) => featureTexts('certifications', language)('types.MOVE_IN'),
    status: true,
  },
  {
    name: 'recertifications',
    path: (s) => `/recertifications?property=${s.propertyId}`,
    rowName: (s) => s.tenant,
    status: false,
  },
  { name: 'applications', path: () => '/applications', rowName: (s) => s.applicant, status: true },
  {
    name: 'waitlist',
    path: (s) => `/waitlist?property=${s.listingPropertyId}`,
    rowName: (s) => s.applicant,
    status: false,
  },
  {
    name: 'compliance report',
    path: (s) => `/compliance?property=${s.propertyId}`,
    rowName: (s) => s.tenant,
    status: true,
  },
  { name: 'users', path: () => '/users', rowName: () => ADMIN.username, status: true },
];

async function seedLists(request: APIRequestContext, admin: Session): Promise<Seeded> {
  // Long unbreakable names widen the tables as real records do.
  const { company, property } = await seedProperty(
    request,
    admin,
    uniqueName('Residencial Jardim das Esperanças'),
    uniqueName('Administradora Conceição'),
  );
  const unit = await seedUnit(request, admin, property.id);
  const tenant = uniqueName('Maria da Conceição Albuquerque');
  const candidate = await seedCandidate(request, admin, tenant, { household_size: 1, income: 30000 });
  // Moved in a year before a date three weeks away: due for recertification soon, with a draft.
  const occupancy = await post(request, admin, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: candidate.id,
    rent_amount: 900,
    start_date: yearBefore(addDays(todayIso(), 20)),
  });
  const program = await seedProgram(request, admin, {
    name: uniqueName('Aaa Responsive HOME'),
    ami_levels: [],
  });

  const listing = await seedListing(request, admin);
  const applicant = `Ana ${listing.city}`;
  const sent = await request.post('/api/public/applications', {
    multipart: {
      application: JSON.stringify({
        listing_id: listing.unitId,
        email: `${listing.city.toLowerCase()}@example.com`,
        language: 'en',
        members: [
          {
            name: applicant,
            relationship: 'HEAD',
            birth_date: '1988-02-03',
            income: { employment: 30000, social_security: 0, public_assistance: 0, other: 0 },
          },
        ],
        consent: true,
      }),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const applications = await getJson<Array<{ id: number; reference: string }>>(
    request,
    admin,
    '/api/applications?limit=100',
  );
  const id = applications.find((a) => a.reference === reference)?.id;
  const waitlisted = await request.patch(`/api/applications/${id}`, {
    headers: authHeaders(admin),
    data: { status: 'WAITLISTED' },
  });
  expect(waitlisted.status(), await waitlisted.text()).toBe(200);

  return {
    companyName: company.management_co,
    propertyId: property.id,
    propertyName: property.property_name,
    unitId: unit.id,
    unitNumber: unit.unit_number,
    tenant,
    occupancyId: occupancy.id,
    programName: program.name,
    applicant,
    listingPropertyId: listing.propertyId,
  };
}

/**
 * What keeps `element` from being read whole: outside the window's width, cut by a scrolling or
 * clipping ancestor (a table scrolled sideways), or its own text wider than its box ("PEN…").
 */
function clippingOf(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const problems: string[] = [];
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) problems.push('has no size');
    if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5) {
      problems.push(`spans ${rect.left}..${rect.right} of a ${window.innerWidth} px window`);
    }
    for (const node of [el, ...Array.from(el.querySelectorAll('*'))]) {
      if (node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 0.5) {
        problems.push(
          `${node.className || node.tagName}: text ${node.scrollWidth} px in ${node.clientWidth} px`,
        );
      }
    }
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) {
        problems.push(`cut by ${parent.className || parent.tagName} (${box.left}..${box.right})`);
      }
    }
    return problems;
  });
}

async function expectWhole(element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  expect(await clippingOf(element), what).toEqual([]);
}

let seeded: Seeded;
test.beforeAll(async ({ request, adminSession }) => {
  seeded = await seedLists(request, adminSession);
});

for (const language of ['en', 'pt', 'es'] as const) {
  for (const width of [375, 1280] as const) {
    test(`every staff list shows its rows' names and statuses whole, with no axe violations (${language}, ${width} px)`, async ({
      page,
      adminSession,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await useLanguage(page, language);
      const actionsFor = textsIn('i18n/locales', language);
      for (const list of LISTS) {
        await openSignedIn(page, adminSession, list.path(seeded));
        const name = list.rowName(seeded, language);
        const row = page.getByRole('row').filter({ hasText: name }).first();
        await expect(row, list.name).toBeVisible();
        // The page scrolls down to the row; nothing scrolls sideways.
        await row.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 160));
        await expectWhole(row.getByText(name).first(), `${list.name}: the row's name`);
        const badges = row.locator('.mantine-Badge-root');
        if (list.status) await expect(badges.first(), `${list.name}: a status`).toBeVisible();
        for (const badge of await badges.all()) {
          await expectWhole(badge, `${list.name}: badge ${await badge.textContent()}`);
        }
        const menu = row.locator('[data-row-actions]');
        if ((await menu.count()) > 0) {
          // A certification is named by its type and its date.
          const menuName = actionsFor('table.actionsFor', { name });
          await expect(menu, list.name).toHaveAccessibleName(
            new RegExp(`^${menuName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          );
          await expectWhole(menu, `${list.name}: the actions menu`);
        }
        const axe = await new AxeBuilder({ page }).analyze();
        const violations = axe.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
        );
        expect(violations, `${list.name}: axe`).toEqual([]);
      }
    });
  }
}

/** The seeded property's actions menu button, on the properties list in `language`. */
async function propertyMenu(page: Page, session: Session, language: Language) {
  const t = textsIn('i18n/locales', language);
  await useLanguage(page, language);
  await openSignedIn(page, session, `/property?q=${encodeURIComponent(seeded.propertyName)}`);
  return page.getByRole('button', { name: t('table.actionsFor', { name: seeded.propertyName }) });
}

test('a row actions menu works from the keyboard and speaks the language shown', async ({
  page,
  adminSession,
}) => {
  const p = featureTexts('properties', 'pt');
  const trigger = await propertyMenu(page, adminSession, 'pt');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveText(p('actions.details'));
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await expect(items.nth(1)).toHaveText(p('actions.edit'));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
  // Space opens it too; Delete stays in the menu and still asks first.
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: new RegExp(`^${p('actions.delete')}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
