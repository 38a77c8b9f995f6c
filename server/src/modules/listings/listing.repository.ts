import type { Listing, ListingPhoto, ListingValues } from '@lar/contracts/listings';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbHandle, Queryable } from '../../db/client.ts';
import { unitListingPhotos, unitListings } from '../../db/schema/listings.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { selectRow } from '../../db/tenant-rows.ts';
import type { WebSizes } from './photo-images.ts';
import { sitemapSql } from './public-listing.repository.ts';

/** The address of a photo's stored size; the content hash makes it change with the content. */
export const photoUrl = (unitId: number, photoId: number, size: 'large' | 'small', hash: string) =>
  `/api/public/listings/${unitId}/photos/${photoId}?size=${size}&v=${hash.slice(0, 16)}`;

export const photoColumns = {
  id: unitListingPhotos.id,
  unitId: unitListingPhotos.unitId,
  position: unitListingPhotos.position,
  width: unitListingPhotos.width,
  height: unitListingPhotos.height,
  largeHash: unitListingPhotos.largeHash,
  smallHash: unitListingPhotos.smallHash,
};
type PhotoRow = { [K in keyof typeof photoColumns]: (typeof photoColumns)[K]['_']['data'] };

export const toPhoto = (row: PhotoRow): ListingPhoto => ({
  id: row.id,
  position: row.position,
  width: row.width,
  height: row.height,
  url: photoUrl(row.unitId, row.id, 'large', row.largeHash),
  small_url: photoUrl(row.unitId, row.id, 'small', row.smallHash),
});

/** A listed, vacant unit as the sitemap names it: its id and the day (UTC) its listing last changed. */
export interface SitemapListing {
  id: number;
  changed: string;
}

/** Every listed, vacant unit of the organization, by id. */
export function sitemapListings(database: DbHandle, organizationId: number): Promise<SitemapListing[]> {
  return database.query<SitemapListing>(sitemapSql, [organizationId]);
}

/** A listing's photos in their order, for staff and for the public page alike. */
export async function listingPhotos(q: Queryable, tenant: Tenant, unitId: number): Promise<ListingPhoto[]> {
  const rows = await q
    .select(photoColumns)
    .from(unitListingPhotos)
    .where(tenant.where(unitListingPhotos, eq(unitListingPhotos.unitId, unitId)))
    .orderBy(asc(unitListingPhotos.position), asc(unitListingPhotos.id));
  return rows.map(toPhoto);
}

export class ListingRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  async unitExists(unitId: number, lock = false): Promise<boolean> {
    const query = selectRow(this.q, this.tenant, units, { id: units.id }, unitId);
    const rows = await (lock ? query.for('update') : query);
    return rows.length > 0;
  }

  /** The unit's listing; an unlisted default (version 0) before it was ever listed. Undefined: no unit. */
  async find(unitId: number): Promise<Listing | undefined> {
    if (!(await this.unitExists(unitId))) return undefined;
    const [row] = await this.q
      .select({
        listed: unitListings.listed,
        availableFrom: unitListings.availableFrom,
        askingRent: unitListings.askingRent,
        description: unitListings.description,
        applicationDeadline: unitListings.applicationDeadline,
        version: unitListings.version,
        createdAt: unitListings.createdAt,
        updatedAt: unitListings.updatedAt,
      })
      .from(unitListings)
      .where(this.tenant.where(unitListings, eq(unitListings.unitId, unitId)));
    return {
      unit_id: unitId,
      listed: row?.listed ?? false,
      available_from: row?.availableFrom ?? null,
      asking_rent: row?.askingRent ?? null,
      description: row?.description ?? null,
      application_deadline: row?.applicationDeadline ?? null,
      photos: await listingPhotos(this.q, this.tenant, unitId),
      version: row?.version ?? 0,
      created_at: row?.createdAt.toISOString() ?? null,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** Writes the listing (its first write creates the row); the caller holds the unit's lock. */
  async save(unitId: number, values: ListingValues): Promise<void> {
    const columns = {
      listed: values.listed,
      availableFrom: values.available_from,
      askingRent: values.asking_rent,
      description: values.description,
      applicationDeadline: values.application_deadline,
    };
    await this.q
      .insert(unitListings)
      .values(this.tenant.values({ unitId, ...columns }))
      .onConflictDoUpdate({
        target: [unitListings.organizationId, unitListings.unitId],
        set: { ...columns, updatedAt: sql`now()`, version: sql`${unitListings.version} + 1` },
      });
  }

  /** The property's minimum income multiple; false when the property is not the caller's. */
  async setMinimumIncome(propertyId: number, multiple: string | null): Promise<boolean> {
    const rows = await this.q
      .update(properties)
      .set({ min_income_rent_multiple: multiple })
      .where(and(this.tenant.where(properties), eq(properties.id, propertyId)))
      .returning({ id: properties.id });
    return rows.length > 0;
  }

  async minimumIncome(propertyId: number): Promise<string | null | undefined> {
    const [row] = await this.q
      .select({ multiple: properties.min_income_rent_multiple })
      .from(properties)
      .where(this.tenant.where(properties, eq(properties.id, propertyId)));
    return row === undefined ? undefined : row.multiple;
  }

  /** How many photos the listing holds and the position after the last. */
  async photoSlots(unitId: number): Promise<{ n: number; next: number }> {
    const [held] = await this.q
      .select({ n: count(), next: sql<number>`coalesce(max(${unitListingPhotos.position}) + 1, 0)::int` })
      .from(unitListingPhotos)
      .where(this.tenant.where(unitListingPhotos, eq(unitListingPhotos.unitId, unitId)));
    return { n: held?.n ?? 0, next: held?.next ?? 0 };
  }

  async insertPhoto(unitId: number, position: number, sizes: WebSizes): Promise<ListingPhoto> {
    const [row] = await this.q
      .insert(unitListingPhotos)
      .values(this.tenant.values({ unitId, position, ...sizes }))
      .returning(photoColumns);
    if (!row) throw new Error('the inserted photo was not returned');
    return toPhoto(row);
  }

  /** The deleted photo, or undefined when the listing has no such photo. */
  async deletePhoto(unitId: number, photoId: number): Promise<ListingPhoto | undefined> {
    const [row] = await this.q
      .delete(unitListingPhotos)
      .where(this.photo(unitId, photoId))
      .returning(photoColumns);
    return row === undefined ? undefined : toPhoto(row);
  }

  /** One stored size of a photo with its content hash, for the public photo route. */
  async photoContent(unitId: number, photoId: number, size: 'large' | 'small') {
    const large = size === 'large';
    const [photo] = await this.q
      .select({
        data: large ? unitListingPhotos.large : unitListingPhotos.small,
        hash: large ? unitListingPhotos.largeHash : unitListingPhotos.smallHash,
      })
      .from(unitListingPhotos)
      .where(this.photo(unitId, photoId));
    return photo;
  }

  private photo(unitId: number, photoId: number) {
    return this.tenant.where(
      unitListingPhotos,
      and(eq(unitListingPhotos.unitId, unitId), eq(unitListingPhotos.id, photoId)),
    );
  }
}
