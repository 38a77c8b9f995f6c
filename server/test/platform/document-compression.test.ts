import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';

/**
 * Uploaded documents are stored uncompressed on every server (migration 0072, decision 085): they
 * are already-compressed PDF, JPEG and PNG files, and pglz (the embedded PostgreSQL's npm binaries
 * have no LZ4) worked through most of such a file before keeping it as it was. Migrations 0038 and
 * 0064 set LZ4 where the server has it and must still apply where it does not; their setting is
 * kept in the catalogue and no longer used.
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

  it('are stored uncompressed on both engines; LZ4 named where the server has it', async () => {
    const lz4 = await serverHasLz4();
    const columns = await t.database.query<{ table: string; compression: string; storage: string }>(
      `SELECT attrelid::regclass::text AS table, attcompression::text AS compression,
              attstorage::text AS storage
         FROM pg_attribute
        WHERE attrelid IN ('application_documents'::regclass, 'resident_documents'::regclass)
          AND attname = 'content'
        ORDER BY 1`,
    );
    // 'e' is EXTERNAL: moved out of line, never compressed ('x', EXTENDED, would compress first).
    const expected = { compression: lz4 ? 'l' : '', storage: 'e' };
    expect(columns).toEqual([
      { table: 'application_documents', ...expected },
      { table: 'resident_documents', ...expected },
    ]);
  });
});
