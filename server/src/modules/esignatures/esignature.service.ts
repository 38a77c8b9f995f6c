import { ErrorCode } from '@lar/contracts/errors';
import type {
  SignatureRequestBody,
  SignatureStatus,
  SignedPdfVerification,
} from '@lar/contracts/esignatures';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { recordAudit } from '../audit/index.ts';
import { CertificationRepository, type DraftRules, renderCertification } from '../certifications/index.ts';
import {
  anyRequest,
  insertRequest,
  liveRequest,
  sealedBySha,
  sealedPdf,
  signaturesOf,
  voidLiveRequest,
} from './esignature.repository.ts';
import { certificationOf, conflict, recordSignature } from './signature-recording.ts';
import { missingSigners, signersOf } from './signers.ts';

/**
 * Electronic signatures of a certification draft, staff's side (decision 078): the PDF is frozen
 * once, every adult signs exactly its bytes, and the sealed PDF, written once, carries the SHA-256
 * of what was signed. The household's side is resident-signature.service.ts.
 */
export class ESignatureService {
  constructor(private readonly deps: AppDeps) {}

  /** The rules the certifications module asks of a draft's writes (handed in by the app). */
  draftRules(): DraftRules {
    return {
      // A signer signs exactly what was frozen: a changed draft is no longer what they saw.
      changing: async (tx, actor, draft) => {
        const voided = await voidLiveRequest(tx, actor.organizationId, draft.id, actor.username);
        if (voided !== undefined)
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'signature_request',
            entityId: voided,
            after: { voided: true, reason: 'draft_changed' },
          });
      },
      finalizing: async (tx, actor, draft) => {
        const request = await liveRequest(tx, actor.organizationId, draft.id, true);
        if (!request) return;
        // Changed by another way than an edit (which voids the request): not what was signed.
        if (request.certification_version !== draft.version)
          throw conflict('The draft changed after it was sent for signature; send it for signature again');
        const signed = await signaturesOf(tx, actor.organizationId, request.id);
        const missing = missingSigners(draft, signed);
        if (missing.length > 0)
          throw new AppError(
            ErrorCode.CONFLICT,
            `Every adult member signs before the certification is finalized. Not signed yet: ${missing.join(', ')}`,
            undefined,
            { missing },
          );
      },
      // What was sent for signature (and any signature of it) is kept as evidence.
      deleting: async (tx, actor, draft) => {
        if (await anyRequest(tx, actor.organizationId, draft.id))
          throw conflict('This draft was sent for signature and is kept with its signatures');
      },
    };
  }

  /** Renders the draft's PDF once and freezes it with its SHA-256. */
  async send(actor: Actor, certificationId: number, body: SignatureRequestBody): Promise<SignatureStatus> {
    const { db } = this.deps.database;
    await db.transaction(async (tx) => {
      const c = await new CertificationRepository(tx, actor.tenant).findForUpdate(certificationId);
      if (!c) throw notFound('Certification');
      if (c.status !== 'DRAFT') throw conflict('Only a draft is sent for signature');
      if (await liveRequest(tx, actor.organizationId, c.id))
        throw conflict('This draft was already sent for signature; changing it voids what was sent');
      const unnamed = c.members.findIndex((m) => m.name.trim() === '');
      if (unnamed >= 0)
        throw invalidField(
          `members.${unnamed}.name`,
          'required',
          'Enter the name of every household member before sending for signature',
        );
      const rendering = {
        organizationName: actor.organizationName,
        generatedAt: new Date().toISOString(),
        timeZone: this.deps.config.timeZone,
        language: body.language ?? 'en',
      };
      const rendered = await renderCertification(tx, actor.tenant, c.id, rendering);
      if (!rendered) throw notFound('Certification');
      const pdfSha256 = sha256Hex(rendered.pdf);
      const id = await insertRequest(tx, {
        organizationId: actor.organizationId,
        certificationId: c.id,
        certificationVersion: c.version,
        language: rendering.language,
        generatedAt: rendering.generatedAt,
        organizationName: rendering.organizationName,
        pdf: rendered.pdf,
        pdfSha256,
        createdBy: actor.username,
      });
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'signature_request',
        entityId: id,
        after: { certification_id: c.id, certification_version: c.version, pdf_sha256: pdfSha256 },
      });
    });
    return this.status(actor, certificationId);
  }

  /** Who signs the certification and who has signed its live request. */
  async status(actor: Actor, certificationId: number): Promise<SignatureStatus> {
    const { db } = this.deps.database;
    const c = await certificationOf(db, actor.tenant, certificationId);
    const request = await liveRequest(db, actor.organizationId, c.id);
    const signed = request ? await signaturesOf(db, actor.organizationId, request.id) : [];
    const byIndex = new Map(signed.map((s) => [s.member_index, s]));
    return {
      certification_id: c.id,
      request: request
        ? {
            id: request.id,
            pdf_sha256: request.pdf_sha256,
            created_at: request.created_at,
            created_by: request.created_by,
            sealed: request.sealed_sha256 !== null,
            sealed_sha256: request.sealed_sha256,
            sealed_at: request.sealed_at,
          }
        : null,
      signers: signersOf(c).map(({ member_index, member }) => {
        const s = byIndex.get(member_index);
        return {
          member_index,
          name: member.name,
          signed: s !== undefined,
          method: s?.method ?? null,
          signed_at: s?.signed_at ?? null,
          recorded_by: s?.recorded_by ?? null,
        };
      }),
    };
  }

  /** Staff record that a member signed the printed frozen PDF (the paper alternative). */
  async recordPaper(actor: Actor, certificationId: number, memberIndex: number): Promise<SignatureStatus> {
    const { db } = this.deps.database;
    await db.transaction(async (tx) => {
      const c = await certificationOf(tx, actor.tenant, certificationId);
      const request = await liveRequest(tx, actor.organizationId, c.id, true);
      if (!request || c.status !== 'DRAFT')
        throw conflict('This certification is not waiting for signatures');
      const signer = signersOf(c).find((s) => s.member_index === memberIndex);
      if (!signer)
        throw invalidField('member_index', 'not_signer', 'Only the head and the adult members sign');
      await recordSignature(tx, this.deps.config.timeZone, { staff: actor }, c, request, signer, {
        method: 'PAPER',
        residentAccessId: null,
        ip: null,
        userAgent: null,
        recordedBy: actor.username,
      });
    });
    return this.status(actor, certificationId);
  }

  /** The sealed PDF of a certification whose adults have all signed. */
  async signedPdf(actor: Actor, certificationId: number): Promise<{ pdf: Buffer; sha256: string }> {
    const { db } = this.deps.database;
    await certificationOf(db, actor.tenant, certificationId);
    const sealed = await sealedPdf(db, actor.organizationId, certificationId);
    if (!sealed) throw notFound('Signed PDF');
    return sealed;
  }

  /** Whether an uploaded file is, byte for byte, a sealed PDF of the organization. */
  async verify(actor: Actor, bytes: Buffer): Promise<SignedPdfVerification> {
    const sha256 = sha256Hex(bytes);
    const found = await sealedBySha(this.deps.database.db, actor.organizationId, sha256);
    return {
      sha256,
      match: found !== undefined,
      certification_id: found?.certification_id ?? null,
      sealed_at: found?.sealed_at ?? null,
    };
  }
}
