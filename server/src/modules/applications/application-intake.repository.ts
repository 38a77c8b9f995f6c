import type { DocumentContentType } from '@lar/contracts/applications';
import type { Queryable } from '../../db/client.ts';
import { insertDocumentParts } from '../../db/document-parts.ts';
import { applicationDocuments, applications } from '../../db/schema/applications.ts';

/** An application as the public form's intake writes it, the organization's id included. */
export type NewApplication = typeof applications.$inferInsert;

/** A document the intake checked: its kind read from its first bytes, its size and SHA-256. */
export interface CheckedDocument {
  fileName: string;
  contentType: DocumentContentType;
  byteSize: number;
  sha256: string;
  /** Its bytes, read as they are stored when its insert comes. */
  content: () => AsyncIterable<Buffer>;
}

/** Inserts the application; its id. */
export async function insertApplication(q: Queryable, values: NewApplication): Promise<number> {
  const [inserted] = await q.insert(applications).values(values).returning({ id: applications.id });
  return (inserted as { id: number }).id;
}

/**
 * Inserts the documents in order, each as its row and then its parts (decision 098): only one
 * part's bytes are in the server's memory (and in a statement) at a time, whatever the
 * application carries.
 */
export async function insertDocuments(
  q: Queryable,
  organizationId: number,
  applicationId: number,
  documents: readonly CheckedDocument[],
): Promise<void> {
  for (const d of documents) {
    const [inserted] = await q
      .insert(applicationDocuments)
      .values({
        organizationId,
        applicationId,
        fileName: d.fileName,
        contentType: d.contentType,
        byteSize: d.byteSize,
        sha256: d.sha256,
      })
      .returning({ id: applicationDocuments.id });
    await insertDocumentParts(q, 'application_document_parts', (inserted as { id: number }).id, d.content());
  }
}
