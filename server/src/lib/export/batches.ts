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
 * own filters and tenant scope.
 */
export async function* keysetBatches<Row extends { id: number }>(
  read: (afterId: number, size: number) => Promise<readonly Row[]>,
  size = EXPORT_BATCH,
): RowBatches<Row> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    afterId = (rows.at(-1) as Row).id;
  }
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
