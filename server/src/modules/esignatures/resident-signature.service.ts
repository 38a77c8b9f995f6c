import type { Certification } from '@lar/contracts/certifications';
import { ErrorCode } from '@lar/contracts/errors';
import type { ResidentSignature } from '@lar/contracts/esignatures';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { ResidentActor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  accessMember,
  frozenPdf,
  liveRequest,
  pendingOfOccupancy,
  signaturesOf,
} from './esignature.repository.ts';
import { certificationOf, conflict, recordSignature } from './signature-recording.ts';
import { memberOfAccess, type Signer, signersOf } from './signers.ts';

/**
 * The household's side of electronic signatures (decision 078): an adult member reads the frozen
 * PDF of the draft waiting for signature and signs exactly its bytes from the resident portal.
 */
export class ResidentSignatureService {
  constructor(private readonly deps: AppDeps) {}

  /** The resident's household's pending request and where this member stands. */
  async view(resident: ResidentActor): Promise<ResidentSignature> {
    const { db } = this.deps.database;
    const request = await pendingOfOccupancy(db, resident.organizationId, resident.occupancyId);
    if (!request) return { request: null };
    const c = await certificationOf(db, resident.tenant, request.certification_id);
    const signed = await signaturesOf(db, resident.organizationId, request.id);
    const me = await this.memberOf(db, resident, c);
    const mine = signed.find((s) => s.member_index === me?.member_index);
    const done = new Set(signed.map((s) => s.member_index));
    return {
      request: {
        certification_id: c.id,
        effective_date: c.effective_date,
        pdf_sha256: request.pdf_sha256,
        pdf_url: '/api/resident/signature/pdf',
        created_at: request.created_at,
        can_sign: me !== undefined,
        signed: mine !== undefined,
        signed_at: mine?.signed_at ?? null,
        signers: signersOf(c).map((s) => ({ name: s.member.name, signed: done.has(s.member_index) })),
      },
    };
  }

  /** The signer the session's access names, when they are one of the draft's signers. */
  private async memberOf(
    q: Queryable,
    resident: ResidentActor,
    c: Certification,
  ): Promise<Signer | undefined> {
    const access = await accessMember(q, resident.organizationId, resident.accessId);
    if (!access) return undefined;
    const index = memberOfAccess(c, access);
    return signersOf(c).find((s) => s.member_index === index);
  }

  /** The frozen PDF the household signs. */
  async pdf(resident: ResidentActor): Promise<{ pdf: Buffer; certificationId: number }> {
    const { db } = this.deps.database;
    const request = await pendingOfOccupancy(db, resident.organizationId, resident.occupancyId);
    if (!request) throw notFound('Certification to sign');
    const pdf = await frozenPdf(db, resident.organizationId, request.id);
    if (!pdf) throw notFound('Certification to sign');
    return { pdf, certificationId: request.certification_id };
  }

  /**
   * The resident signs the frozen PDF: consent given (the body's schema requires it), the hash
   * they send must be the frozen PDF's, they must be one of its adult signers, once.
   */
  async sign(
    resident: ResidentActor,
    sha256: string,
    client: { ip: string; userAgent: string | null },
  ): Promise<ResidentSignature> {
    const { db } = this.deps.database;
    await db.transaction(async (tx) => {
      const pending = await pendingOfOccupancy(tx, resident.organizationId, resident.occupancyId);
      if (!pending) throw notFound('Certification to sign');
      // Locked: two members signing at once are sealed once, after both.
      const request = await liveRequest(tx, resident.organizationId, pending.certification_id, true);
      if (!request || request.id !== pending.id) throw conflict('The certification changed; reload it');
      if (sha256 !== request.pdf_sha256)
        throw conflict(
          'This is not the document waiting for signature: it may have changed. Reload it and read it again.',
        );
      const c = await certificationOf(tx, resident.tenant, request.certification_id);
      const signer = await this.memberOf(tx, resident, c);
      if (!signer)
        throw new AppError(
          ErrorCode.FORBIDDEN,
          'Only the head and the adult members of the household named on the certification sign it',
        );
      await recordSignature(tx, this.deps.config.timeZone, { resident }, c, request, signer, {
        method: 'ELECTRONIC',
        residentAccessId: resident.accessId,
        ip: client.ip.slice(0, 100),
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        recordedBy: null,
      });
    });
    return this.view(resident);
  }
}
