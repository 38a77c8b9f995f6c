import type { ExclusiveSession } from '../../server/src/db/client.ts';

export interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * Drops the tables' non-unique indexes before a bulk load and returns their definitions, so
 * `createIndexes` can rebuild them after it: one sorted build is many times faster than keeping
 * trigram GIN indexes up to date row by row. Unique indexes stay and check every row (one ACTIVE
 * occupancy per unit and per tenant). The caller runs both inside one transaction, so a failed
 * load rolls the drops back too.
 */
export async function dropSecondaryIndexes(
  session: ExclusiveSession,
  tables: readonly string[],
): Promise<IndexDefinition[]> {
  const indexes = await session.query<IndexDefinition>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisunique AND NOT i.indisprimary`,
    [tables],
  );
  for (const index of indexes) await session.exec(`DROP INDEX ${index.name}`);
  return indexes;
}

export async function createIndexes(
  session: ExclusiveSession,
  indexes: readonly IndexDefinition[],
): Promise<void> {
  for (const index of indexes) await session.exec(index.definition);
}
