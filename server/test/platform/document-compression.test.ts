import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';

/**
 * Migration 0038 stores uploaded documents with LZ4 where the server is built with it, and leaves
 * the server's default (pglz) where it is not: PostgreSQL 14+ servers of the usual distributions
 * have it, the embedded PostgreSQL's npm binaries do not (no liblz4). The migration must apply on
 * both, and the column must say LZ4 exactly where the server can write it.
 */
describe('uploaded documents', () => {
  const t = useTestApp();

  async function serverHasLz4(): Promise<boolean> {
    try {
      // One statement, so one connection of the pool makes and drops the probe.
      await t.database.query(
        'DO $$ BEGIN CREATE TEMP TABLE lz4_probe (b bytea COMPRESSION lz4); DROP TABLE lz4_probe; END $$',
      );
      return true;
    } catch (error) {
      expect(String(error)).toMatch(/lz4/i);
      return false;
    }
  }

  it('are stored with LZ4 where the server has it, else with its default', async () => {
    const lz4 = await serverHasLz4();
    const columns = await t.database.query<{ table: string; compression: string }>(
      `SELECT attrelid::regclass::text AS table, attcompression::text AS compression FROM pg_attribute
        WHERE attrelid IN ('application_documents'::regclass, 'resident_documents'::regclass)
          AND attname = 'content'
        ORDER BY 1`,
    );
    const expected = lz4 ? 'l' : '';
    expect(columns).toEqual([
      { table: 'application_documents', compression: expected },
      { table: 'resident_documents', compression: expected },
    ]);
  });
});
