import type { AllocationMethod, Preference } from '@lar/contracts/allocation';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';
import { propertyPreferences } from '../../db/schema/applications.ts';
import { properties } from '../../db/schema/properties.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { selectRow } from '../../db/tenant-rows.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { recordShape } from '../../lib/record-shape.ts';

/**
 * How many applications of the property claim the preference. Read through the applications'
 * (organization, property, ...) index: a property's applications, not the organization's.
 */
const claimedBy = sql<number>`(SELECT count(*)::int FROM applications a
   WHERE a.organization_id = ${propertyPreferences.organizationId}
     AND a.property_id = ${propertyPreferences.propertyId}
     AND ${propertyPreferences.id} = ANY (a.claimed_preference_ids))`;

/** A property's preference as the API answers it. */
export const preferenceShape = recordShape<Preference>({
  id: propertyPreferences.id,
  property_id: propertyPreferences.propertyId,
  rank: propertyPreferences.rank,
  name: propertyPreferences.name,
  description: propertyPreferences.description,
  active: propertyPreferences.active,
  claimed_by: claimedBy,
  version: propertyPreferences.version,
  created_at: jsonTimestamp(propertyPreferences.createdAt),
  updated_at: jsonTimestamp(propertyPreferences.updatedAt),
});

/** Ids as one int[] parameter (its text form), however many there are. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export interface PreferenceColumns {
  name: string;
  description: string | null;
  active: boolean;
}

/** Preferences and the property's allocation method, each scoped to the caller's organization. */
export class AllocationRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /** The property's allocation method; undefined when the property is not the caller's. `lock` holds its row. */
  async allocationMethod(propertyId: number, lock = false): Promise<AllocationMethod | undefined> {
    const method = { method: properties.allocation_method };
    const query = selectRow(this.q, this.tenant, properties, method, propertyId);
    const [row] = await (lock ? query.for('update') : query);
    return row?.method;
  }

  async setAllocationMethod(propertyId: number, method: AllocationMethod): Promise<void> {
    await this.q
      .update(properties)
      .set({ allocation_method: method, version: sql`${properties.version} + 1`, updatedAt: sql`now()` })
      .where(this.tenant.where(properties, eq(properties.id, propertyId)));
  }

  async preferences(propertyId: number): Promise<Preference[]> {
    const rows = await this.q
      .select(preferenceShape.columns)
      .from(propertyPreferences)
      .where(this.tenant.where(propertyPreferences, eq(propertyPreferences.propertyId, propertyId)))
      .orderBy(asc(propertyPreferences.rank), asc(propertyPreferences.id));
    return rows.map((row) => preferenceShape.read(row));
  }

  async preference(id: number, lock = false): Promise<Preference | undefined> {
    const query = selectRow(this.q, this.tenant, propertyPreferences, preferenceShape.columns, id);
    return preferenceShape.readFirst(await (lock ? query.for('update') : query));
  }

  async countPreferences(propertyId: number): Promise<{ n: number; lastRank: number }> {
    const [row] = await this.q
      .select({ n: count(), lastRank: sql<number>`coalesce(max(${propertyPreferences.rank}), 0)::int` })
      .from(propertyPreferences)
      .where(this.tenant.where(propertyPreferences, eq(propertyPreferences.propertyId, propertyId)));
    return { n: row?.n ?? 0, lastRank: row?.lastRank ?? 0 };
  }

  async insertPreference(propertyId: number, rank: number, values: Omit<PreferenceColumns, 'active'>) {
    const [row] = await this.q
      .insert(propertyPreferences)
      .values(this.tenant.values({ propertyId, rank, ...values }))
      .returning({ id: propertyPreferences.id });
    if (!row) throw new Error('the inserted preference was not returned');
    return row.id;
  }

  async updatePreference(id: number, values: PreferenceColumns): Promise<void> {
    await this.q
      .update(propertyPreferences)
      .set({
        ...values,
        version: sql`${propertyPreferences.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(this.tenant.where(propertyPreferences, eq(propertyPreferences.id, id)));
  }

  /** Deletes the preference and closes the gap it leaves in its property's ranks. */
  async deletePreference(preference: Preference): Promise<void> {
    await this.q
      .delete(propertyPreferences)
      .where(this.tenant.where(propertyPreferences, eq(propertyPreferences.id, preference.id)));
    await this.q
      .update(propertyPreferences)
      .set({ rank: sql`${propertyPreferences.rank} - 1` })
      .where(
        this.tenant.where(
          propertyPreferences,
          and(
            eq(propertyPreferences.propertyId, preference.property_id),
            sql`${propertyPreferences.rank} > ${preference.rank}`,
          ),
        ),
      );
  }

  /**
   * Ranks the property's preferences in the order of `ids` (1 first). The unique rank is checked at
   * commit (DEFERRABLE INITIALLY DEFERRED), so ranks may swap within the statement. Only preferences
   * whose rank moves change their version.
   */
  async reorder(propertyId: number, ids: readonly number[]): Promise<void> {
    await rowsOf(
      this.q,
      sql`UPDATE property_preferences pp
             SET rank = o.n::int, version = pp.version + 1, updated_at = now()
            FROM unnest(${intArray(ids)}) WITH ORDINALITY AS o(id, n)
           WHERE pp.organization_id = ${this.tenant.organizationId} AND pp.property_id = ${propertyId}
             AND pp.id = o.id AND pp.rank <> o.n`,
    );
  }
}
