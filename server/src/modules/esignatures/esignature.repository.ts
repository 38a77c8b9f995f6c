import type { SignatureMethod } from '@lar/contracts/esignatures';
import type { Language } from '@lar/contracts/languages';
import { sql } from 'drizzle-orm';
import { firstRowOf, type Queryable, rowsOf } from '../../db/client.ts';

/**
 * The signature module's statements (migration 0065, decision 078). Every statement names the
 * organization. There is no statement that rewrites a frozen or sealed PDF: the seal is written
 * once (`storeSeal` only fills an empty one) and the table's trigger refuses any other change.
 */

export interface RequestRow {
  id: number;
  certification_id: number;
  certification_version: number;
  language: Language;
  generated_at: string;
  organization_name: string;
  pdf_sha256: string;
  created_at: string;
  created_by: string;
  sealed_sha256: string | null;
  sealed_at: string | null;
}

const requestColumns = sql`r.id, r.certification_id, r.certification_version, r.language,
  to_json(r.generated_at) #>> '{}' AS generated_at, r.organization_name, r.pdf_sha256,
  to_json(r.created_at) #>> '{}' AS created_at, r.created_by, r.sealed_sha256,
  to_json(r.sealed_at) #>> '{}' AS sealed_at`;

/** The certification's live (not voided) request, locked when `lock` (signing and sealing are serialized). */
export async function liveRequest(
  q: Queryable,
  organizationId: number,
  certificationId: number,
  lock = false,
): Promise<RequestRow | undefined> {
  return firstRowOf<RequestRow>(
    q,
    lock
      ? sql`SELECT ${requestColumns} FROM signature_requests r
             WHERE r.organization_id = ${organizationId} AND r.certification_id = ${certificationId}
               AND r.voided_at IS NULL
             FOR UPDATE`
      : sql`SELECT ${requestColumns} FROM signature_requests r
             WHERE r.organization_id = ${organizationId} AND r.certification_id = ${certificationId}
               AND r.voided_at IS NULL`,
  );
}

/** Whether the certification was ever sent for signature (a voided request counts). */
export async function anyRequest(
  q: Queryable,
  organizationId: number,
  certificationId: number,
): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    q,
    sql`SELECT EXISTS (SELECT 1 FROM signature_requests
                        WHERE organization_id = ${organizationId}
                          AND certification_id = ${certificationId}) AS found`,
  );
  return row?.found === true;
}

/**
 * The live request of a draft certification of the occupancy: what its household has to sign.
 * The occupancy comes from the resident's session, never from the client.
 */
export async function pendingOfOccupancy(q: Queryable, organizationId: number, occupancyId: number) {
  return firstRowOf<RequestRow>(
    q,
    sql`SELECT ${requestColumns}
          FROM signature_requests r
          JOIN income_certifications c ON c.id = r.certification_id AND c.organization_id = r.organization_id
         WHERE r.organization_id = ${organizationId} AND c.occupancy_id = ${occupancyId}
           AND c.status = 'DRAFT' AND r.voided_at IS NULL
         ORDER BY r.id DESC
         LIMIT 1`,
  );
}

export async function insertRequest(
  q: Queryable,
  values: {
    organizationId: number;
    certificationId: number;
    certificationVersion: number;
    language: Language;
    generatedAt: string;
    organizationName: string;
    pdf: Buffer;
    pdfSha256: string;
    createdBy: string;
  },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`INSERT INTO signature_requests
          (organization_id, certification_id, certification_version, language, generated_at,
           organization_name, pdf, pdf_sha256, created_by)
        VALUES (${values.organizationId}, ${values.certificationId}, ${values.certificationVersion},
                ${values.language}, ${values.generatedAt}::timestamptz, ${values.organizationName},
                ${values.pdf}, ${values.pdfSha256}, ${values.createdBy})
        RETURNING id`,
  );
  return Number(row?.id);
}

/** Voids the certification's live request; its id, or none when there was none. */
export async function voidLiveRequest(
  q: Queryable,
  organizationId: number,
  certificationId: number,
  by: string,
): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`UPDATE signature_requests SET voided_at = now(), voided_by = ${by}
         WHERE organization_id = ${organizationId} AND certification_id = ${certificationId}
           AND voided_at IS NULL
        RETURNING id`,
  );
  return row === undefined ? undefined : Number(row.id);
}

/** The frozen PDF of a request. */
export async function frozenPdf(
  q: Queryable,
  organizationId: number,
  requestId: number,
): Promise<Buffer | undefined> {
  const [row] = await rowsOf<{ pdf: Buffer }>(
    q,
    sql`SELECT pdf FROM signature_requests WHERE organization_id = ${organizationId} AND id = ${requestId}`,
  );
  return row?.pdf;
}

/** The sealed PDF of the certification's live request, once every adult has signed. */
export async function sealedPdf(q: Queryable, organizationId: number, certificationId: number) {
  return firstRowOf<{ pdf: Buffer; sha256: string }>(
    q,
    sql`SELECT sealed_pdf AS pdf, sealed_sha256 AS sha256 FROM signature_requests
         WHERE organization_id = ${organizationId} AND certification_id = ${certificationId}
           AND voided_at IS NULL AND sealed_pdf IS NOT NULL`,
  );
}

/** Writes the seal once: an already sealed request is left as it is (answers false). */
export async function storeSeal(
  q: Queryable,
  organizationId: number,
  requestId: number,
  pdf: Buffer,
  sha256: string,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`UPDATE signature_requests SET sealed_pdf = ${pdf}, sealed_sha256 = ${sha256}, sealed_at = now()
         WHERE organization_id = ${organizationId} AND id = ${requestId} AND sealed_pdf IS NULL
        RETURNING id`,
  );
  return rows.length === 1;
}

/** The sealed request of the organization whose sealed PDF has this SHA-256. */
export async function sealedBySha(q: Queryable, organizationId: number, sha256: string) {
  return firstRowOf<{ certification_id: number; sealed_at: string }>(
    q,
    sql`SELECT certification_id, to_json(sealed_at) #>> '{}' AS sealed_at FROM signature_requests
         WHERE organization_id = ${organizationId} AND sealed_sha256 = ${sha256}
         ORDER BY id DESC LIMIT 1`,
  );
}

export interface SignatureRow {
  id: number;
  member_index: number;
  member_name: string;
  method: SignatureMethod;
  signed_at: string;
  recorded_by: string | null;
  signed_sha256: string;
}

export async function signaturesOf(q: Queryable, organizationId: number, requestId: number) {
  return rowsOf<SignatureRow>(
    q,
    sql`SELECT id, member_index, member_name, method, to_json(signed_at) #>> '{}' AS signed_at,
               recorded_by, signed_sha256
          FROM certification_signatures
         WHERE organization_id = ${organizationId} AND signature_request_id = ${requestId}
         ORDER BY member_index`,
  );
}

/** Records a signature; none (undefined) when the member had already signed this request. */
export async function insertSignature(
  q: Queryable,
  values: {
    organizationId: number;
    requestId: number;
    memberIndex: number;
    memberName: string;
    method: SignatureMethod;
    residentAccessId: number | null;
    consent: boolean;
    ip: string | null;
    userAgent: string | null;
    recordedBy: string | null;
    signedSha256: string;
  },
): Promise<{ id: number; signed_at: string } | undefined> {
  const [row] = await rowsOf<{ id: number; signed_at: string }>(
    q,
    sql`INSERT INTO certification_signatures
          (organization_id, signature_request_id, member_index, member_name, method,
           resident_access_id, consent_at, ip, user_agent, recorded_by, signed_sha256)
        VALUES (${values.organizationId}, ${values.requestId}, ${values.memberIndex},
                ${values.memberName}, ${values.method}, ${values.residentAccessId},
                CASE WHEN ${values.consent} THEN now() END, ${values.ip}, ${values.userAgent},
                ${values.recordedBy}, ${values.signedSha256})
        ON CONFLICT (signature_request_id, member_index) DO NOTHING
        RETURNING id, to_json(signed_at) #>> '{}' AS signed_at`,
  );
  return row === undefined ? undefined : { id: Number(row.id), signed_at: row.signed_at };
}

/** The member a resident session's access was sent to. */
export async function accessMember(q: Queryable, organizationId: number, accessId: number) {
  return firstRowOf<{ member_index: number; member_name: string }>(
    q,
    sql`SELECT member_index, member_name FROM resident_access
         WHERE organization_id = ${organizationId} AND id = ${accessId}`,
  );
}
