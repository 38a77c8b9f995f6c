import type { DocumentContentType } from '@lar/contracts/applications';
import type { OccupancyStatus } from '@lar/contracts/occupancies';
import type {
  ResidentDocumentKind,
  ResidentDocumentReuseBody,
  ResidentDocumentSource,
} from '@lar/contracts/resident-documents';
import { type SQL, sql } from 'drizzle-orm';
import { firstRowOf, type Queryable, rowsOf } from '../../db/client.ts';
import { copyDocumentParts, documentPartsContent, insertDocumentParts } from '../../db/document-parts.ts';

/**
 * A household's verification documents (decision 077). Every statement names the organization
 * and the occupancy together: for a resident both come from the session, for staff the occupancy
 * was found in the staff member's organization first.
 */

export interface StoredDocument {
  id: number;
  effective_date: string;
  member_key: string | null;
  income_source_id: string | null;
  asset_id: string | null;
  kind: ResidentDocumentKind;
  file_name: string;
  content_type: DocumentContentType;
  byte_size: number;
  sha256: string;
  document_date: string;
  received_on: string;
  source: ResidentDocumentSource;
  uploaded_by: string;
  created_at: string;
}

const described = sql`d.id, d.effective_date::text AS effective_date, d.member_key, d.income_source_id,
  d.asset_id, d.kind, d.file_name, d.content_type, d.byte_size, d.sha256,
  d.document_date::text AS document_date, d.received_on::text AS received_on, d.source, d.uploaded_by,
  to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export interface HouseholdCycle {
  status: OccupancyStatus;
  /** The anniversary being recertified (the calendar's due date); null when none is due. */
  effective_date: string | null;
  /** The cycle's questionnaire was accepted (decision 076): its documents no longer change. */
  closed: boolean;
}

/** The occupancy's recertification cycle; undefined when the organization has no such occupancy. */
export async function householdCycle(q: Queryable, organizationId: number, occupancyId: number) {
  return firstRowOf<HouseholdCycle>(
    q,
    sql`SELECT o.status, r.due_date::text AS effective_date,
               EXISTS (SELECT 1 FROM resident_submissions s
                        WHERE s.organization_id = o.organization_id AND s.occupancy_id = o.id
                          AND s.effective_date = r.due_date AND s.status = 'ACCEPTED') AS closed
          FROM occupancies o
          LEFT JOIN recertification_schedule r
            ON r.organization_id = o.organization_id AND r.occupancy_id = o.id
         WHERE o.organization_id = ${organizationId} AND o.id = ${occupancyId}`,
  );
}

/** Whether the occupancy's questionnaire of this cycle (effective date) was accepted. */
export async function cycleClosed(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
): Promise<boolean> {
  const [row] = await rowsOf<{ closed: boolean }>(
    q,
    sql`SELECT EXISTS (SELECT 1 FROM resident_submissions s
                        WHERE s.organization_id = ${organizationId} AND s.occupancy_id = ${occupancyId}
                          AND s.effective_date = ${effectiveDate}::date AND s.status = 'ACCEPTED') AS closed`,
  );
  return row?.closed === true;
}

/** What a document was sent for: the questionnaire's ids (decision 076). */
export interface DocumentTarget {
  id: number;
  member_key: string | null;
  income_source_id: string | null;
  asset_id: string | null;
}

/**
 * Puts the cycle's documents on its submission (when staff accept it) and returns what each was
 * sent for, by id, so the draft's figures can name their documents.
 */
export async function assignToSubmission(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
  submissionId: number,
): Promise<DocumentTarget[]> {
  const rows = await rowsOf<DocumentTarget>(
    q,
    sql`UPDATE resident_documents SET submission_id = ${submissionId}
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
           AND effective_date = ${effectiveDate}::date
        RETURNING id, member_key, income_source_id, asset_id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

/** The household's documents without their content: those `andThen` keeps, in its order. */
function householdDocuments(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  andThen: SQL,
): Promise<StoredDocument[]> {
  return rowsOf<StoredDocument>(
    q,
    sql`SELECT ${described} FROM resident_documents d
         WHERE d.organization_id = ${organizationId} AND d.occupancy_id = ${occupancyId}
         ${andThen}`,
  );
}

/** The household's documents of every cycle, newest cycle first, without their content. */
export function documentsOf(q: Queryable, organizationId: number, occupancyId: number) {
  return householdDocuments(q, organizationId, occupancyId, sql`ORDER BY d.effective_date DESC, d.id`);
}

/** The household's documents sent for one cycle (effective date), without their content. */
export function cycleDocuments(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
): Promise<StoredDocument[]> {
  const ofCycle = sql`AND d.effective_date = ${effectiveDate}::date ORDER BY d.id`;
  return householdDocuments(q, organizationId, occupancyId, ofCycle);
}

/** One document of the household without its content; undefined when the household has no such document. */
export async function documentOf(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  id: number,
): Promise<StoredDocument | undefined> {
  const [found] = await householdDocuments(q, organizationId, occupancyId, sql`AND d.id = ${id}`);
  return found;
}

/** One document of the household with its content; undefined when the household has no such document. */
export async function documentWithContent(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  id: number,
): Promise<(StoredDocument & { content: Buffer }) | undefined> {
  const found = await documentOf(q, organizationId, occupancyId, id);
  if (found === undefined) return undefined;
  return { ...found, content: await documentPartsContent(q, 'resident_document_parts', Number(found.id)) };
}

export interface NewDocument {
  effectiveDate: string;
  memberKey: string | null;
  incomeSourceId: string | null;
  assetId: string | null;
  kind: ResidentDocumentKind;
  fileName: string;
  contentType: DocumentContentType;
  content: Buffer;
  sha256: string;
  documentDate: string;
  receivedOn: string;
  uploadedBy: string;
}

export async function insertDocument(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  doc: NewDocument,
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`INSERT INTO resident_documents (organization_id, occupancy_id, effective_date, member_key,
          income_source_id, asset_id, kind, file_name, content_type, byte_size, sha256,
          document_date, received_on, uploaded_by)
        VALUES (${organizationId}, ${occupancyId}, ${doc.effectiveDate}::date, ${doc.memberKey},
          ${doc.incomeSourceId}, ${doc.assetId}, ${doc.kind}, ${doc.fileName}, ${doc.contentType},
          ${doc.content.length}, ${doc.sha256}, ${doc.documentDate}::date,
          ${doc.receivedOn}::date, ${doc.uploadedBy})
        RETURNING id`,
  );
  const id = Number(row?.id);
  // Its bytes as parts, a statement each (decision 098).
  await insertDocumentParts(q, 'resident_document_parts', id, doc.content);
  return id;
}

/** Deletes a document of the household's cycle; false when it has no such document. */
export async function deleteDocument(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  id: number,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`DELETE FROM resident_documents
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId} AND id = ${id}
        RETURNING id`,
  );
  return rows.length === 1;
}

export interface EarlierDocument {
  source: 'APPLICATION' | 'RESIDENT';
  id: number;
  file_name: string;
  content_type: DocumentContentType;
  kind: ResidentDocumentKind | null;
  received_on: string;
}

/**
 * What the household sent before this cycle: its application's documents (received the day the
 * application was, in `timeZone`) and its resident documents of earlier cycles.
 */
export function earlierDocuments(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
  timeZone: string,
): Promise<EarlierDocument[]> {
  return rowsOf<EarlierDocument>(
    q,
    sql`SELECT 'APPLICATION' AS source, d.id, d.file_name, d.content_type, NULL AS kind,
               (d.created_at AT TIME ZONE ${timeZone})::date::text AS received_on
          FROM application_documents d
          JOIN applications a ON a.id = d.application_id AND a.organization_id = d.organization_id
         WHERE a.organization_id = ${organizationId} AND a.occupancy_id = ${occupancyId}
        UNION ALL
        SELECT 'RESIDENT', d.id, d.file_name, d.content_type, d.kind, d.received_on::text
          FROM resident_documents d
         WHERE d.organization_id = ${organizationId} AND d.occupancy_id = ${occupancyId}
           AND d.effective_date < ${effectiveDate}::date
         ORDER BY received_on DESC, id`,
  );
}

/**
 * Attaches again a document the household sent before: its content, name, type and date of receipt
 * copied into this cycle. Undefined when the household has no such earlier document.
 */
export async function copyEarlierDocument(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
  body: ResidentDocumentReuseBody,
  uploadedBy: string,
  timeZone: string,
): Promise<number | undefined> {
  const fields = sql`${organizationId}, ${occupancyId}, ${effectiveDate}::date, ${body.member_key},
    ${body.income_source_id}, ${body.asset_id}, ${body.kind}, d.file_name, d.content_type, d.byte_size,
    d.sha256`;
  const columns = sql`(organization_id, occupancy_id, effective_date, member_key, income_source_id,
    asset_id, kind, file_name, content_type, byte_size, sha256, document_date, received_on,
    source, source_id, uploaded_by)`;
  const statement =
    body.source === 'APPLICATION'
      ? sql`INSERT INTO resident_documents ${columns}
            SELECT ${fields}, (d.created_at AT TIME ZONE ${timeZone})::date,
                   (d.created_at AT TIME ZONE ${timeZone})::date, 'APPLICATION', d.id, ${uploadedBy}
              FROM application_documents d
              JOIN applications a ON a.id = d.application_id AND a.organization_id = d.organization_id
             WHERE a.organization_id = ${organizationId} AND a.occupancy_id = ${occupancyId} AND d.id = ${body.id}
            RETURNING id, source_id`
      : sql`INSERT INTO resident_documents ${columns}
            SELECT ${fields}, d.document_date, d.received_on, 'RESIDENT', d.id, ${uploadedBy}
              FROM resident_documents d
             WHERE d.organization_id = ${organizationId} AND d.occupancy_id = ${occupancyId}
               AND d.id = ${body.id} AND d.effective_date < ${effectiveDate}::date
            RETURNING id, source_id`;
  const [row] = await rowsOf<{ id: number; source_id: number }>(q, statement);
  if (row === undefined) return undefined;
  // The source was found in the household's rows just now: its parts are copied within the database.
  const sourceTable =
    body.source === 'APPLICATION' ? 'application_document_parts' : 'resident_document_parts';
  await copyDocumentParts(
    q,
    { table: sourceTable, documentId: Number(row.source_id) },
    { table: 'resident_document_parts', documentId: Number(row.id) },
  );
  return Number(row.id);
}

/** The source's date of receipt, to check it is still valid before copying; undefined when none. */
export async function earlierReceivedOn(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
  body: ResidentDocumentReuseBody,
  timeZone: string,
): Promise<string | undefined> {
  const found = await earlierDocuments(q, organizationId, occupancyId, effectiveDate, timeZone);
  return found.find((d) => d.source === body.source && Number(d.id) === body.id)?.received_on;
}
