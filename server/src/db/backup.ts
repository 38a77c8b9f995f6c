import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DbHandle, ExclusiveSession } from './client.ts';
import { DERIVED_TABLES } from './derived-tables.ts';

/**
 * A logical backup that every engine Lar has run on reads back (the embedded PostgreSQL, a server,
 * an earlier version's PGlite): one JSON line of header, then one line per batch of rows,
 * serialised by the database itself (`json_agg`) and loaded back with `json_populate_recordset`,
 * so every type round-trips exactly. Tables are written parents first.
 */
export const BACKUP_FORMAT = 'lar-backup';
const BATCH = 2000;
const BINARY_BATCH = 8;
const RESTORE_LOCK_KEY = 727_003;

interface Header {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: string[];
}

interface Batch {
  table: string;
  rows: unknown[];
}

type Query = <T>(sqlText: string, params?: unknown[]) => Promise<T[]>;

/** Counts of recent login and contact attempts (migration 0017): not data. */
const TRANSIENT_TABLES: readonly string[] = ['rate_limit_windows'];

/**
 * Derived tables are never written to a backup: a restore empties them and the triggers refill them.
 * Transient ones neither: a restore empties them and they start counting again.
 */
const isStored = (table: string) => !DERIVED_TABLES.includes(table) && !TRANSIENT_TABLES.includes(table);

/** Every table of the schema except the migration ledger, each after the tables it references. */
async function tablesInDependencyOrder(query: Query): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
        ORDER BY table_name`,
    )
  ).map((r) => r.name);
  const edges = await query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function appliedMigrations(query: Query): Promise<string[]> {
  return (await query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map(
    (r) => r.name,
  );
}

async function hasIdColumn(query: Query, table: string): Promise<boolean> {
  const found = await query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'id'`,
    [table],
  );
  return found.length > 0;
}

/** The table's primary key columns, in the key's order; empty when it has none. */
async function primaryKeyOf(query: Query, table: string): Promise<string[]> {
  const columns = await query<{ name: string }>(
    `SELECT a.attname AS name
       FROM pg_index i
       CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = $1::regclass AND i.indisprimary
      ORDER BY k.position`,
    [`"${table}"`],
  );
  return columns.map((c) => c.name);
}

/**
 * How many rows a batch holds: BATCH, or BINARY_BATCH for a table with binary columns (a
 * document's parts, a listing's photos), so that no line of the file, and no statement of the
 * restore, holds more than a few megabytes (json_agg writes bytea as hex, two characters a byte,
 * and PostgreSQL refuses a value of 1 GB).
 */
async function batchSizeOf(query: Query, table: string): Promise<number> {
  const binary = await query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND data_type = 'bytea'`,
    [table],
  );
  return binary.length > 0 ? BINARY_BATCH : BATCH;
}

/** Keyset paging on the primary key keeps each read small and the order stable. */
async function* batchesByKey(
  query: Query,
  table: string,
  key: readonly string[],
  size: number,
): AsyncGenerator<unknown[]> {
  const columns = key.map((k) => `"${k}"`).join(', ');
  const ordered = key.map((k) => `t."${k}"`).join(', ');
  const after = `(${columns}) > (${key.map((_, i) => `$${i + 1}`).join(', ')})`;
  for (let last: unknown[] | undefined; ; ) {
    const pages: Array<{ rows: Record<string, unknown>[] | null }> = await query(
      `SELECT json_agg(t ORDER BY ${ordered}) AS rows
         FROM (SELECT * FROM "${table}" ${last ? `WHERE ${after}` : ''} ORDER BY ${columns} LIMIT ${size}) t`,
      last,
    );
    const rows = pages[0]?.rows;
    if (!rows) return;
    yield rows;
    const final = rows[rows.length - 1] as Record<string, unknown>;
    last = key.map((k) => final[k]);
  }
}

/**
 * Tables keyed by their parents' ids (a unit's designations, a property's allowances) have no id of
 * their own: they are read in pages ordered by the whole row, which is stable though slower to page.
 */
async function* batchesByRow(query: Query, table: string, size: number): AsyncGenerator<unknown[]> {
  for (let offset = 0; ; offset += size) {
    const pages: Array<{ rows: unknown[] | null }> = await query(
      `SELECT json_agg(t ORDER BY t.row_text) AS rows
         FROM (SELECT x.*, x::text AS row_text FROM "${table}" x ORDER BY x::text LIMIT ${size} OFFSET ${offset}) t`,
    );
    const rows = pages[0]?.rows;
    if (!rows) return;
    yield rows.map((row) => {
      const { row_text: _order, ...stored } = row as Record<string, unknown>;
      return stored;
    });
  }
}

export async function backupTo(handle: DbHandle, file: string): Promise<{ tables: number; rows: number }> {
  const query: Query = (s, p) => handle.query(s, p);
  const tables = (await tablesInDependencyOrder(query)).filter(isStored);
  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  const header: Header = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(query),
    tables,
  };
  await write(JSON.stringify(header));
  let rows = 0;
  for (const table of tables) {
    const key = await primaryKeyOf(query, table);
    const size = await batchSizeOf(query, table);
    const batches = key.length > 0 ? batchesByKey(query, table, key, size) : batchesByRow(query, table, size);
    for await (const batch of batches) {
      await write(JSON.stringify({ table, rows: batch } satisfies Batch));
      rows += batch.length;
    }
  }
  out.end();
  await once(out, 'finish');
  return { tables: tables.length, rows };
}

/**
 * Replaces every row of the database with the backup's, in one transaction: a failure leaves the
 * database as it was. The database must be at the same migrations as the backup.
 */
export async function restoreFrom(handle: DbHandle, file: string): Promise<{ tables: number; rows: number }> {
  const lines = createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? undefined : (JSON.parse(first.value) as Partial<Header>);
  if (header?.format !== BACKUP_FORMAT || header.version !== 1 || !header.tables || !header.migrations) {
    throw new Error(`${file} is not a Lar backup`);
  }
  let rows = 0;
  await handle.exclusive(RESTORE_LOCK_KEY, async (session: ExclusiveSession) => {
    const current = await appliedMigrations(session.query);
    if (current.join() !== header.migrations?.join()) {
      throw new Error(
        `The backup was made at migrations [${header.migrations?.join(', ')}] but this database is at [${current.join(', ')}]`,
      );
    }
    const tables = await tablesInDependencyOrder(session.query);
    await session.exec(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    // Rows come back as they were: triggers that add rows of their own on an insert (a property's
    // first building, migration 0044) stand aside for this transaction.
    await session.query(`SELECT set_config('lar.restoring', 'on', true)`);
    const stored = tables.filter(isStored);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (next.value.trim() === '') continue;
      const batch = JSON.parse(next.value) as Batch;
      if (!stored.includes(batch.table)) throw new Error(`Unknown table in backup: ${batch.table}`);
      await session.query(
        `INSERT INTO "${batch.table}" OVERRIDING SYSTEM VALUE
         SELECT * FROM json_populate_recordset(NULL::"${batch.table}", $1::json)`,
        [JSON.stringify(batch.rows)],
      );
      rows += batch.rows.length;
    }
    // Identity columns continue after the restored ids (tables keyed by their parents have none).
    for (const table of stored) {
      if (!(await hasIdColumn(session.query, table))) continue;
      await session.query(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM "${table}"`,
      );
    }
  });
  return { tables: header.tables.length, rows };
}
