import { type Cents, toCents } from '@lar/contracts/compliance/money';
import type { PublicListingQuery } from '@lar/contracts/listings';
import type { DbHandle } from '../../db/client.ts';
import { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import { StampedCache } from '../../lib/cache/stamped-cache.ts';
import {
  type ProgramTablesCache,
  ReportInputs,
  type UnitDesignations,
  type UnitRow,
} from '../compliance/index.ts';
import { type SnapshotRow, snapshotSql } from './public-listing.repository.ts';

/**
 * The public search answers from a snapshot of the organization's listed, vacant units, read whole
 * (one statement, 2,000 rows in the large data set) and read again in the background once it is
 * SNAPSHOT_MS old; filtering, sorting and paging those rows in process costs microseconds. Reading and joining the 2,000 rows for every
 * request cost 10 to 25 ms of database time each, which 32 connections on two cores queue into
 * hundreds of milliseconds (decision 030). A staff change of a listing or its photos in this
 * process clears its organization's snapshot at once; anything else (an occupancy, a unit's or
 * property's fields, another instance's write) shows once the snapshot read after SNAPSHOT_MS
 * is in: within SNAPSHOT_MS and a read, for a site with visitors.
 */
export const SNAPSHOT_MS = 5_000;

export interface SnapshotListing extends SnapshotRow {
  rentCents: Cents;
  cityKey: string | null;
}

/** The calculator's inputs for every unit of a snapshot: their designations with their programs' tables. */
export interface CalculatorInputs {
  inputs: ReportInputs;
  units: Map<number, UnitDesignations>;
}

/**
 * Listings in one order with the search's filter fields in columns of their own: scanning 2,000
 * rows' objects (the driver's, with twenty fields each) cost 100 to 200 µs a search, the columns
 * a few.
 */
interface Ordered {
  rows: SnapshotListing[];
  rentCents: Float64Array;
  bedrooms: Int8Array;
  accessible: Uint8Array;
  pets: Uint8Array;
  city: Array<string | null>;
}

interface Snapshot {
  /** Cheapest first, ties by unit id. */
  byRent: Ordered;
  /** No date (available now) first, then by date, rent and unit id. */
  byAvailability: Ordered;
  /**
   * Read on the first search with the calculator and kept with the snapshot, so a search reads
   * nothing more; `ReportInputs` also remembers each limit it computed (per designations, household
   * size and date).
   */
  calculator?: Promise<CalculatorInputs>;
}

interface Kept {
  /** When the snapshot being served was asked for. */
  at: number;
  snapshot: Promise<Snapshot>;
  /** A newer snapshot being read while this one is still served. */
  refreshing?: Promise<Snapshot>;
}

/** The one stamp of every snapshot: their age decides when they are read again. */
const BY_AGE = '';

/**
 * The snapshots kept, by organization (the public site serves one; staff previews may add a few).
 * No stamp is read: the snapshot's age stands for one, since reading a stamp would add a statement
 * to every search (decision 035). One per app (`createAppCaches`).
 */
export class ListingSnapshots {
  private readonly kept = new StampedCache<Kept>(100);

  /**
   * The organization's snapshot. Past SNAPSHOT_MS the kept one is still answered while a newer one
   * is read (once, whoever asks), so no request waits for the read but the first after a start or a
   * staff change: a read blocking every connection at once every few seconds was the search's p99.
   */
  snapshot(database: DbHandle, organizationId: number): Promise<Snapshot> {
    const { kept } = this;
    const key = String(organizationId);
    const now = Date.now();
    const current = kept.get(key, BY_AGE);
    if (current === undefined) {
      const entry: Kept = { at: now, snapshot: read(database, organizationId) };
      kept.set(key, BY_AGE, entry);
      // A failed read is not kept: the next request tries again.
      entry.snapshot.catch(() => {
        if (kept.get(key, BY_AGE) === entry) kept.delete(key);
      });
      return entry.snapshot;
    }
    if (now - current.at >= SNAPSHOT_MS && current.refreshing === undefined) {
      const refreshing = read(database, organizationId);
      current.refreshing = refreshing;
      refreshing.then(
        (snapshot) => {
          if (kept.get(key, BY_AGE) === current)
            kept.set(key, BY_AGE, { at: now, snapshot: Promise.resolve(snapshot) });
        },
        () => {
          // Served as it was; the next request past SNAPSHOT_MS tries again.
          current.refreshing = undefined;
        },
      );
    }
    return current.snapshot;
  }

  /** Forgets the organization's snapshot: its listings changed. */
  clear(organizationId: number): void {
    this.kept.delete(String(organizationId));
  }
}

const availabilityOrder = (a: SnapshotListing, b: SnapshotListing) => {
  if (a.available_from !== b.available_from) {
    if (a.available_from === null) return -1;
    if (b.available_from === null) return 1;
    return a.available_from < b.available_from ? -1 : 1;
  }
  return a.rentCents - b.rentCents || a.id - b.id;
};

async function read(database: DbHandle, organizationId: number): Promise<Snapshot> {
  const rows = await database.query<SnapshotRow>(snapshotSql, [organizationId], { name: 'public_listings' });
  const byRent = rows.map((row) => ({
    ...row,
    rentCents: toCents(row.rent),
    cityKey: row.city === null ? null : row.city.toLowerCase(),
  }));
  return { byRent: ordered(byRent), byAvailability: ordered([...byRent].sort(availabilityOrder)) };
}

/** A studio or SRO has 0 bedrooms, nBR n. */
export const bedroomsOf = (unitType: string) => (unitType.endsWith('BR') ? Number(unitType.slice(0, -2)) : 0);

function ordered(rows: SnapshotListing[]): Ordered {
  return {
    rows,
    rentCents: Float64Array.from(rows, (r) => r.rentCents),
    bedrooms: Int8Array.from(rows, (r) => bedroomsOf(r.unit_type)),
    accessible: Uint8Array.from(rows, (r) => (r.accessible ? 1 : 0)),
    pets: Uint8Array.from(rows, (r) => (r.pets_allowed ? 1 : 0)),
    city: rows.map((r) => r.cityKey),
  };
}

/** A listing as the compliance inputs read a unit. */
export const unitRow = (row: SnapshotRow | ListingRowLike): UnitRow => ({
  unitId: row.id,
  propertyId: row.property_id,
  unitType: row.unit_type,
  programId: row.program_id,
  levelPercentage: row.ami_percentage,
});
type ListingRowLike = Pick<SnapshotRow, 'id' | 'property_id' | 'unit_type' | 'program_id' | 'ami_percentage'>;

function calculatorOf(
  database: DbHandle,
  tables: ProgramTablesCache,
  organizationId: number,
  snapshot: Snapshot,
): Promise<CalculatorInputs> {
  if (!snapshot.calculator) {
    const inputs = new ReportInputs(database.db, new Tenant(organizationId), tables);
    snapshot.calculator = inputs.load(snapshot.byRent.rows.map(unitRow)).then((units) => ({ inputs, units }));
    snapshot.calculator.catch(() => {
      snapshot.calculator = undefined;
    });
  }
  return snapshot.calculator;
}

/**
 * The page of listings the query asks for, how many match it and, when `withCalculator`, the
 * calculator's inputs for them.
 */
export async function searchListings(
  deps: Pick<AppDeps, 'database' | 'caches'>,
  organizationId: number,
  query: PublicListingQuery,
  withCalculator: boolean,
): Promise<{ rows: SnapshotListing[]; total: number; calculator: CalculatorInputs | undefined }> {
  const { database, caches } = deps;
  const snapshot = await caches.listings.snapshot(database, organizationId);
  const calculator = withCalculator
    ? await calculatorOf(database, caches.programTables, organizationId, snapshot)
    : undefined;
  const city = query.city?.toLowerCase();
  const bedrooms = query.bedrooms;
  const maxRent = query.max_rent === undefined ? undefined : toCents(query.max_rent);
  const accessibleOnly = query.accessible === true;
  const petsOnly = query.pets === true;
  const list = query.sort === 'available' ? snapshot.byAvailability : snapshot.byRent;
  const end = query.offset + query.limit;
  const rows: SnapshotListing[] = [];
  let total = 0;
  for (let i = 0; i < list.rows.length; i++) {
    if (city !== undefined && list.city[i] !== city) continue;
    if (bedrooms !== undefined && list.bedrooms[i] !== bedrooms) continue;
    if (maxRent !== undefined && (list.rentCents[i] as number) > maxRent) continue;
    if (accessibleOnly && list.accessible[i] === 0) continue;
    if (petsOnly && list.pets[i] === 0) continue;
    if (total >= query.offset && total < end) rows.push(list.rows[i] as SnapshotListing);
    total++;
  }
  return { rows, total, calculator };
}
