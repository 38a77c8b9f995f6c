import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';

/**
 * Uploaded documents are stored uncompressed on every server (decision 085): they are
 * already-compressed PDF, JPEG and PNG files, and pglz (the embedded PostgreSQL's npm binaries
 * have no LZ4) worked through most of such a file before keeping it as it was. Their bytes are
 * kept as parts since migration 0073 (decision 098); the parts' columns keep the setting.
 */
describe('uploaded documents', () => {
  const t = useTestApp();

  it('are stored uncompressed on both engines, in parts of at most 256 KB', async () => {
    const columns = await t.database.query<{ table: string; column: string; storage: string }>(
      `SELECT attrelid::regclass::text AS table, attname::text AS column, attstorage::text AS storage
         FROM pg_attribute
        WHERE attrelid IN ('application_documents'::regclass, 'resident_documents'::regclass,
                           'application_document_parts'::regclass, 'resident_document_parts'::regclass)
          AND attname = 'content' AND NOT attisdropped
        ORDER BY 1`,
    );
    // 'e' is EXTERNAL: moved out of line, never compressed ('x', EXTENDED, would compress first).
    // The documents' own tables hold no bytes any more.
    expect(columns).toEqual([
      { table: 'application_document_parts', column: 'content', storage: 'e' },
      { table: 'resident_document_parts', column: 'content', storage: 'e' },
    ]);
  });
});
