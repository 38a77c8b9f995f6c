import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { sha256Hex } from '../../src/lib/sha256.ts';
import { databaseBefore } from '../helpers/database-before.ts';

/** Bytes that differ from one position to the next, so a part out of order or cut wrong shows. */
function bytes(length: number, seed: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 131 + seed) % 251));
}

describe('migration 0073 (documents kept as parts of 256 KB, decision 098)', () => {
  it("cuts every stored document into parts that join to its bytes, then drops the documents' content", async () => {
    const { db, orgId, managerId, contactId } = await databaseBefore('0073');
    try {
      const [property] = await db.query<{ id: number }>(
        `INSERT INTO properties (organization_id, property_manager_id, property_manager_contact_id, property_name)
         VALUES ($1, $2, $3, 'Elm Court') RETURNING id`,
        [orgId, managerId, contactId],
      );
      const [application] = await db.query<{ id: number }>(
        `INSERT INTO applications (organization_id, property_id, reference, head_name, email, birth_date,
                                   members, household_size, annual_income, consent_at)
         VALUES ($1, $2, 'LAR-2026-000001', 'Rosa Parts', 'rosa@example.com', '1980-01-01', '[]', 1, 30000, now())
         RETURNING id`,
        [orgId, property?.id],
      );
      // 600,000 bytes: two whole parts and 75,712 bytes; then a document of 5 bytes, one part.
      const large = bytes(600_000, 7);
      const small = Buffer.from('%PDF-');
      for (const [name, content] of [
        ['scan.pdf', large],
        ['tiny.pdf', small],
      ] as const) {
        await db.query(
          `INSERT INTO application_documents (organization_id, application_id, file_name, content_type, byte_size, sha256, content)
           VALUES ($1, $2, $3, 'application/pdf', $4, $5, $6)`,
          [orgId, application?.id, name, content.length, sha256Hex(content), content],
        );
      }

      expect((await migrate(db)).applied).toContain('0073_document_parts.sql');

      const parts = await db.query<{ file_name: string; sizes: number[]; joined: Buffer }>(
        `SELECT d.file_name, array_agg(octet_length(p.content) ORDER BY p.part) AS sizes,
                string_agg(p.content, ''::bytea ORDER BY p.part) AS joined
           FROM application_documents d JOIN application_document_parts p ON p.document_id = d.id
          GROUP BY d.id, d.file_name ORDER BY d.id`,
      );
      expect(parts.map(({ file_name, sizes }) => ({ file_name, sizes }))).toEqual([
        { file_name: 'scan.pdf', sizes: [262_144, 262_144, 75_712] },
        { file_name: 'tiny.pdf', sizes: [5] },
      ]);
      expect(Buffer.from(parts[0]?.joined ?? []).equals(large)).toBe(true);
      expect(Buffer.from(parts[1]?.joined ?? []).equals(small)).toBe(true);

      const columns = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns
          WHERE table_name IN ('application_documents', 'resident_documents') AND column_name = 'content'`,
      );
      expect(columns).toEqual([]);

      // A document's parts go with it.
      await db.query('DELETE FROM application_documents');
      expect(await db.query('SELECT document_id FROM application_document_parts')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
