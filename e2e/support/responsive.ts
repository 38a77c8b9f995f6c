import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { authHeaders, type Session, uniqueName } from './api.ts';
import { sendApplication } from './applying.ts';
import { addDays, todayIso, yearBefore } from './certifications.ts';
import { featureTexts, type Language, useLanguage } from './crm.ts';
import { ADMIN } from './env.ts';
import { expect } from './fixtures.ts';
import { losAngeles2024Levels, seedListing } from './listings.ts';
import {
  electSetAside,
  getJson,
  post,
  put,
  seedCandidate,
  seedHousehold,
  seedProgram,
  seedProperty,
  seedUnit,
} from './records.ts';

/** The records the responsive list and table tests read, and the helpers that read them whole. */

export interface Seeded {
  companyName: string;
  propertyId: number;
  propertyName: string;
  unitId: number;
  unitNumber: string;
  tenant: string;
  occupancyId: number;
  programName: string;
  applicant: string;
  applicationReference: string;
  listingPropertyId: number;
}

/** One list: where it is, and the text that names the seeded row in it (in the shown language). */
export interface ListCase {
  name: string;
  path: (s: Seeded) => string;
  rowName: (s: Seeded, language: Language) => string;
  /** Whether its rows carry a status badge. */
  status: boolean;
}

export const LISTS: ListCase[] = [
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

export async function seedLists(request: APIRequestContext, admin: Session): Promise<Seeded> {
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
    applicationReference: reference,
    listingPropertyId: listing.propertyId,
  };
}

/**
 * What keeps `element` from being read whole: outside the window's width, cut by a scrolling or
 * clipping ancestor (a table scrolled sideways), or its own text wider than its box ("PEN…").
 */
export function clippingOf(element: Locator): Promise<string[]> {
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

/**
 * `element` is on screen whole once the screen has settled: after the window is resized a list
 * may re-render into its other layout, and an element read in between has no size yet.
 */
export async function expectWhole(element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  await expect.poll(() => clippingOf(element), { message: what }).toEqual([]);
}

/** The records behind the smaller staff tables: a designated, occupied unit and a run lottery. */
export interface SeededTables {
  /** A property electing 40-60 whose one unit is designated at 50 % and occupied. */
  compliancePropertyId: number;
  designatedUnitId: number;
  designatedUnitNumber: string;
  lotteryPropertyId: number;
  lotteryUnitNumber: string;
  /** The head of the household ranked first in the lottery. */
  lotteryFirst: string;
}

export async function seedTables(request: APIRequestContext, admin: Session): Promise<SeededTables> {
  const program = await seedProgram(request, admin, {
    name: uniqueName('Aaa Responsive LA County 50'),
    jurisdiction: 'Los Angeles County',
    ami_levels: losAngeles2024Levels(1560),
    limit_tables: [{ year: 2024, effective_date: '2024-04-01' }],
  });
  const { property } = await seedProperty(request, admin, uniqueName('Residencial Conformidade Plena'));
  await electSetAside(request, admin, property.id, '40_60');
  const unit = await seedUnit(request, admin, property.id, {
    designations: [{ program_id: program.id, ami_percentage: 50 }],
  });
  await seedHousehold(
    request,
    admin,
    unit.id,
    { rent_amount: 900, start_date: '2026-06-01', household_size: 2, annual_income: 40000 },
    uniqueName('Joana Conformidade'),
  );

  // A listing past its deadline with two applications, its lottery run (decision 033).
  const lottery = await seedProperty(request, admin, uniqueName('Lottery Responsive Court'));
  await put(request, admin, `/api/property/${lottery.property.id}/allocation`, {
    allocation_method: 'LOTTERY',
  });
  const listed = await seedUnit(request, admin, lottery.property.id, { unit_number: uniqueName('L') });
  const listing = { listed: true, asking_rent: '1100.00' };
  await put(request, admin, `/api/units/${listed.id}/listing`, listing);
  for (const name of [uniqueName('Beatriz Loteria'), uniqueName('Carlos Loteria')]) {
    const sent = await sendApplication(request, listed.id, name);
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await put(request, admin, `/api/units/${listed.id}/listing`, {
    ...listing,
    application_deadline: '2026-01-15',
  });
  const run = await post<{ ranks: Array<{ head_name: string | null }> }>(
    request,
    admin,
    `/api/listings/${listed.id}/lottery`,
    {},
  );
  return {
    compliancePropertyId: property.id,
    designatedUnitId: unit.id,
    designatedUnitNumber: unit.unit_number,
    lotteryPropertyId: lottery.property.id,
    lotteryUnitNumber: listed.unit_number,
    lotteryFirst: run.ranks[0]?.head_name ?? '',
  };
}

/**
 * The staff screens in `language` at `width` px, 900 px high, without animations: a cell measured
 * while it slides in is measured half drawn.
 */
export async function stillScreenIn(page: Page, language: Language, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await useLanguage(page, language);
}

/** A width a staff list or table is read at, and what is read there. */
interface SweepWidth {
  width: number;
  /** At a phone's and a desktop's width the cells that name rows are whole and axe finds nothing;
   * at a tablet's two, beside the sidebar, nothing scrolls sideways. */
  reading: 'whole' | 'sideways';
}

const NARROW_FIRST: readonly SweepWidth[] = [
  { width: 375, reading: 'whole' },
  { width: 768, reading: 'sideways' },
  { width: 1024, reading: 'sideways' },
  { width: 1280, reading: 'whole' },
];

/**
 * The widths a language's sweep reads a screen at, in order: the screen is opened at the first
 * and the window resized to the others, as a turned tablet or a dragged window is. Portuguese goes
 * from the desktop down and the others from the phone up, so both a phone's and a desktop's first
 * render are read, and both directions of a layout's change.
 */
function sweepWidths(language: Language): readonly SweepWidth[] {
  return language === 'pt' ? [...NARROW_FIRST].reverse() : NARROW_FIRST;
}

/**
 * Sweeps `screens` in `language`: each is opened once at the language's first width (`open`
 * answers the row to read) and read at every width in turn, without loading it again; at a
 * tablet's widths nothing may scroll sideways, at a phone's and a desktop's `readWhole` reads the
 * row. `what` names the screen and the width for a failure's message.
 */
export async function sweepScreens<Screen extends { name: string }>(
  page: Page,
  language: Language,
  screens: readonly Screen[],
  open: (screen: Screen) => Promise<Locator>,
  readWhole: (screen: Screen, row: Locator, width: number, what: string) => Promise<void>,
): Promise<void> {
  const widths = sweepWidths(language);
  const openAt = widths[0]?.width ?? 375;
  await stillScreenIn(page, language, openAt);
  for (const screen of screens) {
    await page.setViewportSize({ width: openAt, height: 900 });
    const row = await open(screen);
    await expect(row, screen.name).toBeVisible();
    for (const { width, reading } of widths) {
      await page.setViewportSize({ width, height: 900 });
      const what = `${screen.name} at ${width} px`;
      if (reading === 'sideways') expect.soft(await settledScrolls(page), what).toEqual([]);
      else await readWhole(screen, row, width, what);
    }
  }
}

/** The sideways scrolls left once the screen has settled into its layout (three seconds at most). */
async function settledScrolls(page: Page): Promise<string[]> {
  for (let tries = 0; tries < 10; tries++) {
    const found = await sidewaysScrolls(page);
    if (found.length === 0) return found;
    await page.waitForTimeout(300);
  }
  return sidewaysScrolls(page);
}

/** Sets the window to `width` px: a phone's 812 px of height at 375, 900 px otherwise. */
export function useWidth(page: Page, width: number) {
  return page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
}

/** The page is no wider than the window: nothing to scroll sideways (tables may scroll inside). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every sideways scroll on the page: the document's, and any table container's. */
export function sidewaysScrolls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 0.5) {
      found.push(`the page: ${root.scrollWidth} px in ${root.clientWidth} px`);
    }
    for (const table of Array.from(document.querySelectorAll('table'))) {
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX === 'visible' || overflowX === 'clip') continue;
        if (box.scrollWidth > box.clientWidth + 0.5) {
          const name =
            table.getAttribute('aria-label') ?? table.closest('[aria-label]')?.getAttribute('aria-label');
          found.push(`table ${name ?? '?'}: ${box.scrollWidth} px in ${box.clientWidth} px`);
        }
      }
    }
    return found;
  });
}
