import { ErrorCode } from '@lar/contracts/errors';
import {
  LISTING_PHOTOS_MAX,
  type Listing,
  type ListingPhoto,
  type ListingValues,
} from '@lar/contracts/listings';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordSettingChange, recordUpdate } from '../audit/index.ts';
import { ListingRepository, listingPhotos } from './listing.repository.ts';
import { type WebSizes, webSizes } from './photo-images.ts';

const tooManyPhotos = () =>
  new AppError(ErrorCode.CONFLICT, `A listing has at most ${LISTING_PHOTOS_MAX} photos`);

/** A photo added to a unit's listing (`after`) or removed from it (`before`), audited on the listing. */
function auditPhotos(
  tx: Queryable,
  actor: Actor,
  unitId: number,
  change: { before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(tx, actor, { action: 'update', entity: 'unit_listing', entityId: unitId, ...change });
}

/** Staff's side of listings: a unit's listing, its photos and a property's minimum income rule. */
export class ListingService {
  constructor(private readonly deps: AppDeps) {}

  /** The public search's snapshot of the organization no longer holds: read it again. */
  private changed(actor: Actor): void {
    this.deps.caches.listings.clear(actor.tenant.organizationId);
  }

  private get db() {
    return this.deps.database.db;
  }

  async get(actor: Actor, unitId: number): Promise<Listing> {
    const listing = await new ListingRepository(this.db, actor.tenant).find(unitId);
    if (!listing) throw notFound('Unit');
    return listing;
  }

  /** The listing's change is audited as the unit's listing, before and after (decision 030). */
  async save(actor: Actor, unitId: number, values: ListingValues): Promise<Listing> {
    const saved = await this.db.transaction(async (tx) => {
      const repo = new ListingRepository(tx, actor.tenant);
      if (!(await repo.unitExists(unitId, true))) throw notFound('Unit');
      const before = (await repo.find(unitId)) as Listing;
      if (before.version > 0) versionToApply(values.version, before.version);
      else if (values.version !== undefined) versionToApply(values.version, 0);
      await repo.save(unitId, values);
      const after = (await repo.find(unitId)) as Listing;
      const change = { entity: 'unit_listing', entityId: unitId, before, after };
      if (before.version === 0)
        await recordAudit(tx, actor, { action: 'create', ...change, before: undefined });
      else await recordUpdate(tx, actor, change, values.version);
      return after;
    });
    // Cleared once committed, so the search's next read sees the change (a deadline, a rent, the
    // listing turned off), not a snapshot read while it was still open.
    this.changed(actor);
    return saved;
  }

  async photos(actor: Actor, unitId: number): Promise<ListingPhoto[]> {
    if (!(await new ListingRepository(this.db, actor.tenant).unitExists(unitId))) throw notFound('Unit');
    return listingPhotos(this.db, actor.tenant, unitId);
  }

  /** Checks the unit before the upload is read, so a foreign id costs no image work. */
  async assertUnit(actor: Actor, unitId: number): Promise<void> {
    if (!(await new ListingRepository(this.db, actor.tenant).unitExists(unitId))) throw notFound('Unit');
  }

  async addPhoto(actor: Actor, unitId: number, data: Buffer): Promise<ListingPhoto> {
    const sizes: WebSizes = await webSizes(data);
    return this.db.transaction(async (tx) => {
      const repo = new ListingRepository(tx, actor.tenant);
      if (!(await repo.unitExists(unitId, true))) throw notFound('Unit');
      const held = await repo.photoSlots(unitId);
      if (held.n >= LISTING_PHOTOS_MAX) throw tooManyPhotos();
      const photo = await repo.insertPhoto(unitId, held.next, sizes);
      await auditPhotos(tx, actor, unitId, { after: { photo_added: photo } });
      this.changed(actor);
      return photo;
    });
  }

  async deletePhoto(actor: Actor, unitId: number, photoId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await new ListingRepository(tx, actor.tenant).deletePhoto(unitId, photoId);
      if (!removed) throw notFound('Photo');
      await auditPhotos(tx, actor, unitId, { before: { photo_removed: removed } });
      this.changed(actor);
    });
  }

  async setMinimumIncome(actor: Actor, propertyId: number, multiple: string | null) {
    return this.db.transaction(async (tx) => {
      const repo = new ListingRepository(tx, actor.tenant);
      const before = await repo.minimumIncome(propertyId);
      if (before === undefined || !(await repo.setMinimumIncome(propertyId, multiple)))
        throw notFound('Property');
      const setting = { entity: 'property', entityId: propertyId, field: 'min_income_rent_multiple' };
      await recordSettingChange(tx, actor, setting, before, multiple);
      this.changed(actor);
      return { property_id: propertyId, min_income_rent_multiple: multiple };
    });
  }
}
