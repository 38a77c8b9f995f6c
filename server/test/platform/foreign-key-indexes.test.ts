import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';

/**
 * Every foreign key has an index whose first columns are the key's own (in any order), so that
 * deleting or re-keying a referenced row finds its referencing rows through an index: PostgreSQL
 * indexes the referenced side of a key, never the referencing side. Without one, a delete reads
 * the whole referencing table once per deleted row (migration 0060: applications by candidate).
 */
const t = useTestApp();

interface KeyWithoutIndex {
  table: string;
  key: string;
  columns: string[];
}

describe('foreign keys', () => {
  it('each lead an index of the referencing table', async () => {
    const missing = await t.database.query<KeyWithoutIndex>(
      `SELECT c.conrelid::regclass::text AS table, c.conname AS key,
              array(SELECT a.attname::text FROM unnest(c.conkey) k JOIN pg_attribute a
                     ON a.attrelid = c.conrelid AND a.attnum = k ORDER BY a.attname) AS columns
         FROM pg_constraint c
         JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = 'public'
        WHERE c.contype = 'f'
          AND NOT EXISTS (
                SELECT 1 FROM pg_index i
                 WHERE i.indrelid = c.conrelid
                   AND (SELECT array_agg(x ORDER BY x)
                          FROM unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) x)
                       = (SELECT array_agg(x ORDER BY x) FROM unnest(c.conkey) x))
        ORDER BY 1, 2`,
    );
    expect(missing).toEqual([]);
  });
});
