import type { ApplicationDocument } from '@lar/contracts/application-review';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { documentPartsContent } from '../../db/document-parts.ts';
import { applicationDocuments } from '../../db/schema/applications.ts';
import type { Tenant } from '../../db/tenancy.ts';

const d = applicationDocuments;

/** What a document is, without its content. */
const described = {
  id: d.id,
  file_name: d.fileName,
  content_type: d.contentType,
  byte_size: d.byteSize,
  sha256: d.sha256,
};

/** The application's documents without their content: what the detail lists. */
export function documentsOf(
  q: Queryable,
  tenant: Tenant,
  applicationId: number,
): Promise<ApplicationDocument[]> {
  return q
    .select(described)
    .from(d)
    .where(tenant.where(d, eq(d.applicationId, applicationId)))
    .orderBy(asc(d.id));
}

/** One document of the application with its content, or undefined when it has no such document. */
export async function documentContent(
  q: Queryable,
  tenant: Tenant,
  applicationId: number,
  documentId: number,
): Promise<(ApplicationDocument & { content: Buffer }) | undefined> {
  const [row] = await q
    .select(described)
    .from(d)
    .where(tenant.where(d, and(eq(d.applicationId, applicationId), eq(d.id, documentId))));
  if (row === undefined) return undefined;
  return { ...row, content: await documentPartsContent(q, 'application_document_parts', row.id) };
}
