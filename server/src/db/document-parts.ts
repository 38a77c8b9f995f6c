import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from './client.ts';

/**
 * A document's bytes are stored as parts of at most this many bytes, one row each (migration
 * 0073, decision 098): no statement carries more, so neither the server nor PostgreSQL maps,
 * copies and frees a whole document's worth of memory to store or copy one.
 */
export const DOCUMENT_PART_BYTES = 256 * 1024;

/** The tables that hold documents' parts, each beside its documents' table. */
export type DocumentPartsTable = 'application_document_parts' | 'resident_document_parts';

/**
 * The bytes in parts of DOCUMENT_PART_BYTES, the last one shorter. A stream's chunks of exactly a
 * part's size pass as they are; others are regrouped, and a chunk kept for the next part is copied
 * first, since a stream may read its next chunk into the same memory (`UploadSpool.stream`).
 */
async function* partsOf(content: Buffer | AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) {
    for (let start = 0; start < content.length; start += DOCUMENT_PART_BYTES)
      yield content.subarray(start, start + DOCUMENT_PART_BYTES);
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of content) {
    if (pendingBytes === 0 && chunk.length === DOCUMENT_PART_BYTES) {
      yield chunk;
      continue;
    }
    pending.push(Buffer.from(chunk));
    pendingBytes += chunk.length;
    while (pendingBytes >= DOCUMENT_PART_BYTES) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, DOCUMENT_PART_BYTES);
      pending = [joined.subarray(DOCUMENT_PART_BYTES)];
      pendingBytes -= DOCUMENT_PART_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Stores the document's bytes as its parts, one statement each, in order; how many bytes they
 * held. `content` is the bytes in memory or a stream of them (a file read as it goes).
 */
export async function insertDocumentParts(
  q: Queryable,
  table: DocumentPartsTable,
  documentId: number,
  content: Buffer | AsyncIterable<Buffer>,
): Promise<number> {
  let part = 0;
  let bytes = 0;
  for await (const piece of partsOf(content)) {
    await q.execute(
      sql`INSERT INTO ${sql.identifier(table)} (document_id, part, content) VALUES (${documentId}, ${part}, ${piece})`,
    );
    part += 1;
    bytes += piece.length;
  }
  return bytes;
}

/** The document's bytes, its parts joined in order; empty when it has none. */
export async function documentPartsContent(
  q: Queryable,
  table: DocumentPartsTable,
  documentId: number,
): Promise<Buffer> {
  const parts = await rowsOf<{ content: Buffer | Uint8Array }>(
    q,
    sql`SELECT content FROM ${sql.identifier(table)} WHERE document_id = ${documentId} ORDER BY part`,
  );
  return Buffer.concat(
    parts.map((p) => Buffer.from(p.content.buffer, p.content.byteOffset, p.content.byteLength)),
  );
}

/** Gives document `to` a copy of the parts of document `from`, in one statement inside the database. */
export async function copyDocumentParts(
  q: Queryable,
  from: { table: DocumentPartsTable; documentId: number },
  to: { table: DocumentPartsTable; documentId: number },
): Promise<void> {
  await q.execute(
    sql`INSERT INTO ${sql.identifier(to.table)} (document_id, part, content)
        SELECT ${to.documentId}, part, content FROM ${sql.identifier(from.table)}
         WHERE document_id = ${from.documentId}`,
  );
}
