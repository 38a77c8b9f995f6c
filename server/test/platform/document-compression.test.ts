import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';

/**
 * Migration 0038 stores uploaded documents with LZ4 where the server is built with it. Every
 * engine Lar runs on now is (the embedded PostgreSQL's binaries and PostgreSQL 14+ servers;
 * decision 065), so documents are compressed the same way in tests, on `npm start` and in
 * production.
 */
describe('uploaded documents', () => {
  const t = useTestApp();

  it('are stored with LZ4 compression', async () => {
    const [column] = await t.database.query<{ compression: string }>(
      `SELECT attcompression::text AS compression FROM pg_attribute
        WHERE attrelid = 'application_documents'::regclass AND attname = 'content'`,
    );
    expect(column?.compression).toBe('l');
  });
});
