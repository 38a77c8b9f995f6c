import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { Actor } from '../actor.ts';

/**
 * Where an export's rows come from: batches read one after another, each a bounded query, so the
 * process never holds more than one batch of a list however long the list is.
 */
export type RowBatches<Row> = AsyncIterable<readonly Row[]>;

/** Rows per batch: large enough that a round trip's cost is spread thin, small enough to stay flat. */
export const EXPORT_BATCH = 2_000;

/**
 * Keyset paging by id: each batch is the next `size` rows with a greater id, so every batch costs
 * the same index range (OFFSET would read all the rows before it again). `read` applies the list's
 * own filters and tenant scope. The next batch is asked for as soon as this one is known, so the
 * database finds it while the reply writes this one: two batches in memory at most.
 */
export async function* keysetBatches<Row extends { id: number }>(
  read: (afterId: number, size: number) => Promise<readonly Row[]>,
  size = EXPORT_BATCH,
): RowBatches<Row> {
  let next = read(0, size);
  for (;;) {
    const rows = await next;
    const full = rows.length === size;
    if (full) {
      next = read((rows.at(-1) as Row).id, size);
      // Awaited on the next turn; if the client leaves first, its failure has no one to tell.
      next.catch(() => undefined);
    }
    if (rows.length > 0) yield rows;
    if (!full) return;
  }
}

/** What reads a list's export for one organization: the next `size` rows after an id. */
export interface ExportBatchReader<Filter, Row> {
  exportBatch(filter: Filter, afterId: number, size: number): Promise<readonly Row[]>;
}

/** A list's repository, made for one organization. */
export type TenantReader<Filter, Row> = new (q: Queryable, tenant: Tenant) => ExportBatchReader<Filter, Row>;

/**
 * The rows of a list whose repository reads its export by id (`keysetBatches`), scoped to the
 * caller's organization and filtered as the list is.
 */
export function tenantBatches<Filter, Row extends { id: number }>(
  q: Queryable,
  Reader: TenantReader<Filter, Row>,
) {
  return async (actor: Actor, filter: Filter): Promise<RowBatches<Row>> => {
    const reader = new Reader(q, actor.tenant);
    return keysetBatches((afterId, size) => reader.exportBatch(filter, afterId, size));
  };
}

/**
 * Batches of a list whose order has no id key (a due date, then an occupancy): its own page
 * statement, page after page. For lists that stay bounded by their filter (a 120-day window).
 */
export async function* pagedBatches<Row>(
  read: (page: { limit: number; offset: number }) => Promise<readonly Row[]>,
  size = EXPORT_BATCH,
): RowBatches<Row> {
  for (let offset = 0; ; offset += size) {
    const rows = await read({ limit: size, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}
