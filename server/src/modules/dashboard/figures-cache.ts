import { StampedCache } from '../../lib/cache/stamped-cache.ts';
import type { PropertyFigures } from './property-figures.ts';

/**
 * Each property's dashboard figures kept in the process (decision 029), keyed by the property's
 * stamp (moved by the triggers of migration 0031 in the transaction of every write that changes
 * them). An organization's entries live under its own stamp and the date: a program's change or a
 * new day makes every property's figures be computed again.
 */

/** Organizations kept; the least recently used is dropped first. */
const ORGANIZATIONS_KEPT = 200;

export interface StampedProperty {
  id: number;
  stamp: string;
}

/** Whole answers kept (one per organization and filter); the least recently used is dropped first. */
const ANSWERS_KEPT = 1_000;

/** One per app (`createAppCaches`). */
export class FiguresCache {
  /**
   * Per organization, under its stamp and the date, each property's figures under the property's
   * stamp. An organization's properties bound the inner cache.
   */
  private readonly organizations = new StampedCache<StampedCache<PropertyFigures>>(ORGANIZATIONS_KEPT);
  /** The last answer of each organization and filter, as JSON text without its unread count, under the scope's version. */
  private readonly answers = new StampedCache<string>(ANSWERS_KEPT);

  /** The kept answer of `scope` when it was made at `version`. */
  answer(scope: string, version: string): string | undefined {
    return this.answers.get(scope, version);
  }

  keepAnswer(scope: string, version: string, json: string): void {
    this.answers.set(scope, version, json);
  }
  /** The computation running for each organization, which the next one waits for. */
  private readonly running = new Map<number, Promise<unknown>>();
  /** The day each organization's figures were last asked for, the least recently asked first. */
  private readonly askedOn = new Map<number, string>();

  /** Notes that a caller asked for the organization's figures on `day` (YYYY-MM-DD). */
  noteAsked(organizationId: number, day: string): void {
    this.askedOn.delete(organizationId);
    this.askedOn.set(organizationId, day);
    if (this.askedOn.size > ORGANIZATIONS_KEPT) {
      const oldest = this.askedOn.keys().next();
      if (!oldest.done) this.askedOn.delete(oldest.value);
    }
  }

  /** The organizations whose figures were asked for on `since` or later, the most recent first. */
  askedSince(since: string): number[] {
    return [...this.askedOn].flatMap(([id, day]) => (day >= since ? [id] : [])).reverse();
  }

  /**
   * Runs `work` once the organization's previous computation has ended: requests that find the
   * same figures stale at once compute them one after the other, and the later ones find them
   * kept, instead of each scanning the organization on its own connection.
   */
  async oneAtATime<T>(organizationId: number, work: () => Promise<T>): Promise<T> {
    const before = this.running.get(organizationId) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    this.running.set(organizationId, mine);
    try {
      return await mine;
    } finally {
      if (this.running.get(organizationId) === mine) this.running.delete(organizationId);
    }
  }

  /** The organization's entries under `key` (its stamp and the date), emptied when the key moved. */
  private entries(organizationId: number, key: string): StampedCache<PropertyFigures> {
    const entries =
      this.organizations.get(String(organizationId), key) ?? new StampedCache(Number.POSITIVE_INFINITY);
    // Written again: the cache's order is the use order.
    this.organizations.set(String(organizationId), key, entries);
    return entries;
  }

  /** The kept figures of each property, or undefined when one of them is missing or stale. */
  kept(organizationId: number, key: string, properties: readonly StampedProperty[]) {
    const entries = this.organizations.get(String(organizationId), key);
    if (!entries) return undefined;
    const figures: PropertyFigures[] = [];
    for (const property of properties) {
      const kept = entries.get(String(property.id), property.stamp);
      if (!kept) return undefined;
      figures.push(kept);
    }
    return figures;
  }

  /**
   * Every property's figures, those missing or stale computed by `compute` and kept. The caller
   * reads `properties` and `key` in the snapshot `compute` reads, so each entry is exact for its stamp.
   */
  async complete(
    organizationId: number,
    key: string,
    properties: readonly StampedProperty[],
    compute: (ids: number[]) => Promise<Map<number, PropertyFigures>>,
  ): Promise<PropertyFigures[]> {
    const entries = this.entries(organizationId, key);
    const stale = properties.filter((p) => !entries.has(String(p.id), p.stamp));
    if (stale.length > 0) {
      const computed = await compute(stale.map((p) => p.id));
      for (const p of stale) {
        const figures = computed.get(p.id);
        if (figures) entries.set(String(p.id), p.stamp, figures);
      }
    }
    return properties.map((p) => {
      const figures = entries.get(String(p.id), p.stamp);
      if (!figures) throw new Error(`figures of property ${p.id} were not computed`);
      return figures;
    });
  }
}
