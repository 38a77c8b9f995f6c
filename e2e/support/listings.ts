import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { INTL_LOCALES } from '../../web/src/i18n/languages.ts';
import { authHeaders, type Session, uniqueName } from './api.ts';
import { type Language, showIn } from './crm.ts';
import { expect } from './fixtures.ts';
import { post, put, seedProperty } from './records.ts';

/** Public listings and their visits, set up through the API for the browser tests. */

/** The public listings feature's texts (search, listing page, visit form). */
export const APARTMENTS = 'features/public-listings/locales';

/** Los Angeles County FY2024's published 50 % income limits, 1 to 8 people. */
export const LOS_ANGELES_2024_50 = [48550, 55450, 62400, 69350, 74900, 80450, 86000, 91550];

/**
 * LA County FY2024's 50 % income limits for 1-8 people as a program's AMI levels of `year`, with a
 * 2BR rent limit of `rentLimit` when one is given.
 */
export const losAngeles2024Levels = (rentLimit?: number, year = 2024) => [
  ...LOS_ANGELES_2024_50.map((limit_value, i) => ({
    year,
    percentage: 50,
    limit_type: 'Income Limit',
    unit_type: String(i + 1),
    limit_value,
  })),
  ...(rentLimit === undefined
    ? []
    : [{ year, percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: rentLimit }]),
];

/**
 * A HUD program named "LA County LIHTC" holding LA County FY2024's 50 % limits (`losAngeles2024Levels`),
 * in force from `effectiveDate` (HUD publishes each year's limits in April).
 */
export function seedLosAngelesProgram(
  request: APIRequestContext,
  admin: Session,
  { rentLimit, effectiveDate = '2024-04-01' }: { rentLimit?: number; effectiveDate?: string } = {},
) {
  return post<{ id: number }>(request, admin, '/api/govprograms', {
    name: uniqueName('LA County LIHTC'),
    jurisdiction: 'HUD',
    ami_levels: losAngeles2024Levels(rentLimit),
    limit_tables: [{ year: 2024, effective_date: effectiveDate }],
  });
}

/** Dollars as the app writes them in `language` (`$62,400.00`, `US$ 62.400,00`). */
export const dollars = (amount: number, language: Language) =>
  new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(amount);

/** A real image of `width` x `height` in one colour, as its file's bytes. */
export function imageBytes(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 110 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

export interface SeededListing {
  unitId: number;
  unitNumber: string;
  propertyId: number;
  propertyName: string;
  /** A city no other test uses, so a search by it finds this listing alone. */
  city: string;
}

/**
 * A 2BR in a new property of its own city, designated under LA County FY2024 at 50 %, pets allowed,
 * not accessible. With `listed`, it is listed at $1,500 a month with one photo.
 */
export async function seedListing(
  request: APIRequestContext,
  admin: Session,
  { listed = true }: { listed?: boolean } = {},
): Promise<SeededListing> {
  const program = await post<{ id: number; ami_levels: Array<{ id: number; limit_type: string }> }>(
    request,
    admin,
    '/api/govprograms',
    {
      name: uniqueName('LA County 50'),
      jurisdiction: 'Los Angeles County',
      ami_levels: losAngeles2024Levels(1560),
      limit_tables: [{ year: 2024, effective_date: '2024-04-01' }],
    },
  );
  const city = uniqueName('Lakeview').replace(/[^A-Za-z]/g, '');
  const { property } = await seedProperty(request, admin, uniqueName('Sunset Terrace'), undefined, {
    city,
    state: 'CA',
    pet_allowed: 'Yes',
  });
  const unitNumber = uniqueName('A');
  const unit = await post<{ id: number }>(request, admin, '/api/units', {
    property_id: property.id,
    unit_number: unitNumber,
    unit_type: '2BR',
    gov_program_id: program.id,
    ami_level_id: program.ami_levels.find((l) => l.limit_type === 'Rent Limit')?.id,
  });
  if (listed) {
    await put(request, admin, `/api/units/${unit.id}/listing`, {
      listed: true,
      asking_rent: '1500',
      description: 'Sunny corner unit with a balcony.',
    });
    const photo = await request.post(`/api/units/${unit.id}/listing/photos`, {
      headers: authHeaders(admin),
      multipart: { file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await imageBytes('jpeg') } },
    });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  return { unitId: unit.id, unitNumber, propertyId: property.id, propertyName: property.property_name, city };
}

/**
 * The public site about to be shown in `language` at `width` px, `height` high, and a new listing
 * (`seedListing`) to show: how the tests of the public screens begin.
 */
export async function seedListingShownIn(
  page: Page,
  request: APIRequestContext,
  admin: Session,
  language: Language,
  width: number,
  height = 900,
): Promise<SeededListing> {
  await showIn(page, language, width, height);
  return seedListing(request, admin);
}

/** The listing, still listed at $1,500 a month, taking applications until `deadline`. */
export function listUntil(
  request: APIRequestContext,
  admin: Session,
  listing: SeededListing,
  deadline: string,
) {
  return put(request, admin, `/api/units/${listing.unitId}/listing`, {
    listed: true,
    asking_rent: '1500',
    application_deadline: deadline,
  });
}

/** Searches the public site by the listing's own city; the listing's card in the results. */
export async function openListingCard(page: Page, listing: SeededListing) {
  await page.goto(`/apartments?city=${listing.city}`);
  return page.getByRole('listitem').filter({ hasText: listing.propertyName });
}
