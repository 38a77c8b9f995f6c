import type { Queryable } from '../../db/client.ts';
import type { PropertyFigures } from './property-figures.ts';

/**
 * Each property's dashboard figures kept in the process (decision 029), keyed by the property's
 * stamp (moved by the triggers of migration 0031 in the transaction of every write that changes
 * them). An organization's entries live under its own stamp and the date: a program's change or a
 * new day makes every property's figures be computed again.
 */

interface Entry {
  stamp: string;
  figures: PropertyFigures;
}

interface OrganizationEntries {
  key: string;
  properties: Map<number, Entry>;
}

/** Organizations kept; the least recently used is dropped first. */
const ORGANIZATIONS_KEPT = 200;

export interface StampedProperty {
  id: number;
  stamp: string;
}

/** Whole answers kept (one per organization and filter); the least recently used is dropped first. */
const ANSWERS_KEPT = 1_000;

export class FiguresCache {
  private readonly organizations = new Map<number, OrganizationEntries>();
  /** The last answer of each organization and filter, as JSON text without its unread count. */
  private readonly answers = new Map<string, { version: string; json: string }>();

  /** The kept answer of `scope` when it was made at `version`. */
  answer(scope: string, version: string): string | undefined {
    const kept = this.answers.get(scope);
    return kept?.version === version ? kept.json : undefined;
  }

  keepAnswer(scope: string, version: string, json: string): void {
    this.answers.delete(scope);
    this.answers.set(scope, { version, json });
    if (this.answers.size > ANSWERS_KEPT) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }
  /** The computation running for each organization, which the next one waits for. */
  private readonly running = new Map<number, Promise<unknown>>();

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
  private entries(organizationId: number, key: string): OrganizationEntries {
    let entries = this.organizations.get(organizationId);
    if (entries?.key !== key) entries = { key, properties: new Map() };
    // Re-inserted last: the map's order is the use order.
    this.organizations.delete(organizationId);
    this.organizations.set(organizationId, entries);
    if (this.organizations.size > ORGANIZATIONS_KEPT) {
      const oldest = this.organizations.keys().next().value;
      if (oldest !== undefined) this.organizations.delete(oldest);
    }
    return entries;
  }

  /** The kept figures of each property, or undefined when one of them is missing or stale. */
  kept(organizationId: number, key: string, properties: readonly StampedProperty[]) {
    const entries = this.organizations.get(organizationId);
    if (entries?.key !== key) return undefined;
    const figures: PropertyFigures[] = [];
    for (const property of properties) {
      const entry = entries.properties.get(property.id);
      if (entry?.stamp !== property.stamp) return undefined;
      figures.push(entry.figures);
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
    const stale = properties.filter((p) => entries.properties.get(p.id)?.stamp !== p.stamp);
    if (stale.length > 0) {
      const computed = await compute(stale.map((p) => p.id));
      for (const p of stale) {
        const figures = computed.get(p.id);
        if (figures) entries.properties.set(p.id, { stamp: p.stamp, figures });
      }
    }
    return properties.map((p) => {
      const figures = entries.properties.get(p.id)?.figures;
      if (!figures) throw new Error(`figures of property ${p.id} were not computed`);
      return figures;
    });
  }
}

/** One cache per database: tests open many databases in one process, whose ids and stamps repeat. */
const caches = new WeakMap<object, FiguresCache>();

export function figuresCacheOf(database: Queryable): FiguresCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new FiguresCache();
    caches.set(database, cache);
  }
  return cache;
}
