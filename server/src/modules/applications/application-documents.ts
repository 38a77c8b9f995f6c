import type { ApplicationDocument } from '@lar/contracts/application-review';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/client.ts';
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
    .select({ ...described, content: d.content })
    .from(d)
    .where(tenant.where(d, and(eq(d.applicationId, applicationId), eq(d.id, documentId))));
  return row;
}

/**
 * `attachment` with the file's name: an ASCII fallback (quotes, backslashes and anything outside
 * printable ASCII replaced) and the exact name in RFC 5987's `filename*`, so no name can break out
 * of the header or be shown inline.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a document as a download; the name never decides how the browser treats it. */
export function sendDocument(
  reply: FastifyReply,
  document: ApplicationDocument & { content: Buffer },
): FastifyReply {
  return reply
    .type(document.content_type)
    .header('content-disposition', attachmentDisposition(document.file_name))
    .send(document.content);
}
