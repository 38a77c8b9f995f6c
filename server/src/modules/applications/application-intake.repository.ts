import type { DocumentContentType } from '@lar/contracts/applications';
import type { Queryable } from '../../db/client.ts';
import { applicationDocuments, applications } from '../../db/schema/applications.ts';

/** An application as the public form's intake writes it, the organization's id included. */
export type NewApplication = typeof applications.$inferInsert;

/** A document the intake checked: its kind read from its first bytes, its SHA-256. */
export interface CheckedDocument {
  fileName: string;
  contentType: DocumentContentType;
  content: Buffer;
  sha256: string;
}

/** Inserts the application; its id. */
export async function insertApplication(q: Queryable, values: NewApplication): Promise<number> {
  const [inserted] = await q.insert(applications).values(values).returning({ id: applications.id });
  return (inserted as { id: number }).id;
}

export async function insertDocuments(
  q: Queryable,
  organizationId: number,
  applicationId: number,
  documents: readonly CheckedDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  await q.insert(applicationDocuments).values(
    documents.map((d) => ({
      organizationId,
      applicationId,
      fileName: d.fileName,
      contentType: d.contentType,
      byteSize: d.content.length,
      sha256: d.sha256,
      content: d.content,
    })),
  );
}
