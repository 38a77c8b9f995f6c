import { PAGE_MAX } from '../../contracts/src/paging.ts';

/** A GET of the API as the benchmark's admin: the JSON body. */
export type ApiGet = (path: string) => Promise<unknown>;

/**
 * The property whose unit count is nearest `units` among the first hundred by id (the data set's
 * properties hold 50 units on average, so one has exactly that many): the same one on every run
 * of the same seed. The compliance report's row reads it.
 */
export async function propertyWithUnits(get: ApiGet, units: number): Promise<number> {
  const properties = (await get('/api/properties?limit=100&sort=name')) as Array<{ id: number }>;
  const ids = properties.map((p) => p.id).sort((a, b) => a - b);
  let best: { id: number; distance: number } | undefined;
  for (const id of ids) {
    const count = ((await get(`/api/units?property_id=${id}&limit=${PAGE_MAX}`)) as unknown[]).length;
    const distance = Math.abs(count - units);
    if (!best || distance < best.distance) best = { id, distance };
    if (distance === 0) break;
  }
  if (!best) throw new Error('no property: seed first');
  return best.id;
}

/**
 * The seed's large project (scripts/seed/companies.ts LARGE_PROJECT), found by its name and checked
 * to have its buildings. The property compliance report's row reads it; the small data set has
 * none (undefined), and that row is left out of its run.
 */
export async function largeProject(
  get: ApiGet,
  name: string,
  buildings: number,
): Promise<number | undefined> {
  const [found] = (await get(`/api/properties?limit=1&q=${encodeURIComponent(name)}`)) as Array<{
    id: number;
  }>;
  if (!found) return undefined;
  const count = ((await get(`/api/property/${found.id}/buildings?limit=${PAGE_MAX}`)) as unknown[]).length;
  if (count !== buildings) throw new Error(`"${name}" has ${count} buildings, not ${buildings}: seed again`);
  return found.id;
}
