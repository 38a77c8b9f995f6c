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
 * The seed's large project (scripts/seed/companies.ts LARGE_PROJECT): the first property by id
 * whose buildings number `buildings`. The property compliance report's row reads it.
 */
export async function propertyWithBuildings(get: ApiGet, buildings: number): Promise<number> {
  const properties = (await get('/api/properties?limit=100&sort=name')) as Array<{ id: number }>;
  for (const id of properties.map((p) => p.id).sort((a, b) => a - b)) {
    const found = (await get(`/api/property/${id}/buildings?limit=${PAGE_MAX}`)) as unknown[];
    if (found.length === buildings) return id;
  }
  throw new Error(`no property of ${buildings} buildings among the first hundred: seed the large set first`);
}
