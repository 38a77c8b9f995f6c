import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from './client.ts';

/**
 * Runs `read` in a transaction whose planner joins by index look-ups, in the one backend
 * (decision 083). For a batch of 2,000 rows joined to their unit, property, tenant and program,
 * PostgreSQL's cost model (random_page_cost 4, as if every look-up read the disk) prefers hash
 * joins that scan every unit and candidate of the organization, split over parallel workers that
 * it forks for each batch: on the large data set three processes spent about 140 ms of CPU a batch
 * where the look-ups take about 60 ms in one. The settings are `SET LOCAL`: they end with the
 * transaction and change no other statement.
 */
export function inLookupPlan<T>(q: Queryable, read: (tx: Tx) => PromiseLike<T>): Promise<T> {
  return q.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('max_parallel_workers_per_gather', '0', true),
                                set_config('enable_hashjoin', 'off', true),
                                set_config('enable_mergejoin', 'off', true)`);
    return read(tx);
  });
}
