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
  fromId = 0,
): RowBatches<Row> {
  let next = read(fromId, size);
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

/** Batches read at once where their bounds are known (`rangedBatches`). */
export const BATCHES_IN_FLIGHT = 2;

/**
 * The batches between known bounds (`bounds[i]` the id of every `size`-th row, in order): batch i
 * is the rows in (bounds[i - 1], bounds[i]], so each can be asked for before the one before it
 * is back. `BATCHES_IN_FLIGHT` are read at once while the reply writes the one before them, so
 * PostgreSQL works on as many cores; the process holds that many batches and the one it writes.
 * The rows after the last bound (fewer than a batch, or the rows added since the bounds were read)
 * follow by keyset, as `keysetBatches` reads them.
 */
export async function* rangedBatches<Row extends { id: number }>(
  bounds: readonly number[],
  readRange: (afterId: number, upToId: number) => Promise<readonly Row[]>,
  readAfter: (afterId: number, size: number) => Promise<readonly Row[]>,
  size = EXPORT_BATCH,
): RowBatches<Row> {
  const reads: Array<Promise<readonly Row[]>> = [];
  let next = 0;
  const ask = () => {
    while (reads.length < BATCHES_IN_FLIGHT && next < bounds.length) {
      const read = readRange(bounds[next - 1] ?? 0, bounds[next] as number);
      // Awaited in turn; if the client leaves first, its failure has no one to tell.
      read.catch(() => undefined);
      reads.push(read);
      next += 1;
    }
  };
  ask();
  for (let read = reads.shift(); read !== undefined; read = reads.shift()) {
    const rows = await read;
    ask();
    if (rows.length > 0) yield rows;
  }
  yield* keysetBatches(readAfter, size, bounds.at(-1) ?? 0);
}

/** What reads a list's export for one organization: the next `size` rows after an id. */
export interface ExportBatchReader<Filter, Row> {
  exportBatch(filter: Filter, afterId: number, size: number): Promise<readonly Row[]>;
  /**
   * A long list's reader may also say where its batches end (the id of every `size`-th row) and
   * read the rows between two ids, so that its batches are read two at a time (`rangedBatches`).
   */
  exportBounds?(filter: Filter, size: number): Promise<number[]>;
  exportRange?(filter: Filter, afterId: number, upToId: number): Promise<readonly Row[]>;
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
    const readAfter = (afterId: number, size: number) => reader.exportBatch(filter, afterId, size);
    const { exportBounds, exportRange } = reader;
    if (!exportBounds || !exportRange) return keysetBatches(readAfter);
    const bounds = await exportBounds.call(reader, filter, EXPORT_BATCH);
    return rangedBatches(
      bounds,
      (afterId, upToId) => exportRange.call(reader, filter, afterId, upToId),
      readAfter,
    );
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
