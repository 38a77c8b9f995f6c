/** A GET of the API as the benchmark's admin: the JSON body and the X-Total-Count header. */
export type ApiGet = (path: string) => Promise<{ body: unknown; total: number }>;

/**
 * The property whose unit count is nearest `units` among the first hundred by id (the data set's
 * properties hold 50 units on average, so one has exactly that many): the same one on every run
 * of the same seed. The compliance report's row reads it.
 */
export async function propertyWithUnits(get: ApiGet, units: number): Promise<number> {
  const { body } = await get('/api/properties?limit=100&sort=name');
  const ids = (body as Array<{ id: number }>).map((p) => p.id).sort((a, b) => a - b);
  let best: { id: number; distance: number } | undefined;
  for (const id of ids) {
    const { total } = await get(`/api/units?property_id=${id}&limit=1`);
    const distance = Math.abs(total - units);
    if (!best || distance < best.distance) best = { id, distance };
    if (distance === 0) break;
  }
  if (!best) throw new Error('no property: seed first');
  return best.id;
}
