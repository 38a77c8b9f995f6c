import type { ExclusiveSession } from '../../server/src/db/client.ts';

export type Value = string | number | boolean | null;
export type Row = Readonly<Record<string, Value>>;

/**
 * Columns of a bulk insert: the PostgreSQL type of each column's array, or the type with an
 * expression over the unnested value, e.g. `{ type: 'text', select: "string_to_array(t.tags, '|')" }`.
 */
export type BulkColumns = Readonly<Record<string, string | { type: string; select: string }>>;

/**
 * Inserts rows with one `INSERT ... SELECT FROM unnest($1::type[], ...)` per batch: one
 * parameter per column instead of per value, so a batch of thousands of rows is one round trip
 * and never reaches PostgreSQL's limit of 65535 parameters. Ids are given (OVERRIDING SYSTEM
 * VALUE) so related rows can point at each other without reading ids back.
 */
export async function bulkInsert(
  session: ExclusiveSession,
  table: string,
  columns: BulkColumns,
  rows: readonly Row[],
  batchSize: number,
): Promise<void> {
  const entries = Object.entries(columns);
  const names = entries.map(([name]) => name).join(', ');
  const arrays = entries
    .map(([, spec], i) => `$${i + 1}::${typeof spec === 'string' ? spec : spec.type}[]`)
    .join(', ');
  const selects = entries
    .map(([name, spec]) => (typeof spec === 'string' ? `t.${name}` : spec.select))
    .join(', ');
  const text =
    `INSERT INTO ${table} (${names}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${selects} FROM unnest(${arrays}) AS t(${names})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params = entries.map(([name]) => batch.map((row) => row[name] ?? null));
    await session.query(text, params);
  }
}

/** After inserting explicit ids, moves each identity sequence past the highest id. */
export async function syncIdentity(session: ExclusiveSession, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await session.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    );
  }
}
