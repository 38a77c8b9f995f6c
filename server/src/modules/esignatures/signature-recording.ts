import type { Certification } from '@lar/contracts/certifications';
import { ErrorCode } from '@lar/contracts/errors';
import type { Queryable, Tx } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { Actor, ResidentActor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { recordAudit, recordAuditBy } from '../audit/index.ts';
import { CertificationRepository, renderCertification } from '../certifications/index.ts';
import {
  insertSignature,
  type RequestRow,
  type SignatureRow,
  signaturesOf,
  storeSeal,
} from './esignature.repository.ts';
import { missingSigners, type Signer } from './signers.ts';

export const conflict = (detail: string) => new AppError(ErrorCode.CONFLICT, detail);

/** The certification of the caller's organization, or 404. */
export async function certificationOf(q: Queryable, tenant: Tenant, id: number): Promise<Certification> {
  const c = await new CertificationRepository(q, tenant).find(id);
  if (!c) throw notFound('Certification');
  return c;
}

/** Who records a signature or a seal in the audit log: a staff account or a resident. */
export type Recorder = { staff: Actor } | { resident: ResidentActor };

const tenantOf = (who: Recorder): Tenant => ('staff' in who ? who.staff.tenant : who.resident.tenant);
const organizationOf = (who: Recorder): number =>
  'staff' in who ? who.staff.organizationId : who.resident.organizationId;

function audit(tx: Tx, who: Recorder, entry: Parameters<typeof recordAudit>[2]): Promise<void> {
  if ('staff' in who) return recordAudit(tx, who.staff, entry);
  const r = who.resident;
  return recordAuditBy(tx, { organizationId: r.organizationId, username: `resident:${r.email}` }, entry);
}

/** How a signature was given, and by whom it was recorded. */
export interface SignatureManner {
  method: 'ELECTRONIC' | 'PAPER';
  residentAccessId: number | null;
  ip: string | null;
  userAgent: string | null;
  recordedBy: string | null;
}

/** Records one signature and seals the request once every adult has signed. */
export async function recordSignature(
  tx: Tx,
  timeZone: string,
  who: Recorder,
  c: Certification,
  request: RequestRow,
  signer: Signer,
  how: SignatureManner,
): Promise<void> {
  const organizationId = organizationOf(who);
  const row = await insertSignature(tx, {
    organizationId,
    requestId: request.id,
    memberIndex: signer.member_index,
    memberName: signer.member.name,
    consent: how.method === 'ELECTRONIC',
    signedSha256: request.pdf_sha256,
    ...how,
  });
  if (!row) throw conflict(`${signer.member.name} has already signed this certification`);
  await audit(tx, who, {
    action: 'create',
    entity: 'certification_signature',
    entityId: row.id,
    after: {
      certification_id: c.id,
      member_index: signer.member_index,
      member_name: signer.member.name,
      method: how.method,
      signed_at: row.signed_at,
      sha256: request.pdf_sha256,
      ip: how.ip,
    },
  });
  const signed = await signaturesOf(tx, organizationId, request.id);
  if (missingSigners(c, signed).length === 0) await seal(tx, timeZone, who, c, request, signed);
}

/**
 * The sealed PDF: the certification rendered again by the same renderer, from the same draft
 * version and rendering inputs, with the signature certificate page after it (pdfkit cannot
 * append to an existing PDF). The page naming the frozen PDF's SHA-256 binds the two.
 */
async function seal(
  tx: Tx,
  timeZone: string,
  who: Recorder,
  c: Certification,
  request: RequestRow,
  signed: SignatureRow[],
): Promise<void> {
  if (c.version !== request.certification_version)
    throw conflict('The draft changed after it was sent for signature; send it again');
  const rendered = await renderCertification(tx, tenantOf(who), c.id, {
    organizationName: request.organization_name,
    generatedAt: request.generated_at,
    timeZone,
    language: request.language,
    signatureCertificate: {
      frozenSha256: request.pdf_sha256,
      signers: signed.map((s) => ({
        name: s.member_name,
        method: s.method,
        signedAt: s.signed_at,
        recordedBy: s.recorded_by,
      })),
    },
  });
  if (!rendered) throw notFound('Certification');
  const sealedSha256 = sha256Hex(rendered.pdf);
  if (!(await storeSeal(tx, organizationOf(who), request.id, rendered.pdf, sealedSha256))) return;
  await audit(tx, who, {
    action: 'update',
    entity: 'signature_request',
    entityId: request.id,
    after: { sealed: true, pdf_sha256: request.pdf_sha256, sealed_sha256: sealedSha256 },
  });
}
