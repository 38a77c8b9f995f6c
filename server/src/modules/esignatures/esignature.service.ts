import type { Certification, CertificationMember } from '@lar/contracts/certifications';
import { ErrorCode } from '@lar/contracts/errors';
import type {
  ResidentSignature,
  SignatureRequestBody,
  SignatureStatus,
  SignedPdfVerification,
} from '@lar/contracts/esignatures';
import type { Queryable, Tx } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, ResidentActor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { recordAudit, recordAuditBy } from '../audit/index.ts';
import {
  CertificationRepository,
  type DraftRules,
  renderCertification,
  signers,
} from '../certifications/index.ts';
import {
  accessMember,
  anyRequest,
  frozenPdf,
  insertRequest,
  insertSignature,
  liveRequest,
  pendingOfOccupancy,
  type RequestRow,
  type SignatureRow,
  sealedBySha,
  sealedPdf,
  signaturesOf,
  storeSeal,
  voidLiveRequest,
} from './esignature.repository.ts';

const conflict = (detail: string) => new AppError(ErrorCode.CONFLICT, detail);

/** Who records a signature or a seal in the audit log: a staff account or a resident. */
type Recorder = { staff: Actor } | { resident: ResidentActor };

const tenantOf = (who: Recorder): Tenant => ('staff' in who ? who.staff.tenant : who.resident.tenant);
const organizationOf = (who: Recorder): number =>
  'staff' in who ? who.staff.organizationId : who.resident.organizationId;

interface Signer {
  member_index: number;
  member: CertificationMember;
}

/**
 * The members who sign, with their place in the certification: the head and every member 18 or
 * over on the effective date, as the TIC's signature lines name them (`signers`).
 */
function signersOf(c: Certification): Signer[] {
  const adults = new Set(signers(c));
  return c.members.flatMap((member, member_index) => (adults.has(member) ? [{ member_index, member }] : []));
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The member of the draft a resident's access was sent to (decision 078): the access names a
 * member of the certification in force, so the draft's member at the same place with the same
 * name, or else the one member of the draft with that name.
 */
function memberOfAccess(c: Certification, access: { member_index: number; member_name: string }) {
  const same = c.members[access.member_index];
  if (same && sameName(same.name, access.member_name)) return access.member_index;
  const named = c.members.flatMap((m, i) => (sameName(m.name, access.member_name) ? [i] : []));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * Electronic signatures of a certification draft (decision 078): the PDF is frozen once, every
 * adult signs exactly its bytes, and the sealed PDF, written once, carries the SHA-256 of what
 * was signed.
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
        const missing = this.missing(draft, signed);
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

  private missing(c: Certification, signed: SignatureRow[]): string[] {
    const done = new Set(signed.map((s) => s.member_index));
    return signersOf(c)
      .filter((s) => !done.has(s.member_index))
      .map((s) => s.member.name);
  }

  private async certification(q: Queryable, tenant: Tenant, id: number): Promise<Certification> {
    const c = await new CertificationRepository(q, tenant).find(id);
    if (!c) throw notFound('Certification');
    return c;
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
    const c = await this.certification(db, actor.tenant, certificationId);
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
      const c = await this.certification(tx, actor.tenant, certificationId);
      const request = await liveRequest(tx, actor.organizationId, c.id, true);
      if (!request || c.status !== 'DRAFT')
        throw conflict('This certification is not waiting for signatures');
      const signer = signersOf(c).find((s) => s.member_index === memberIndex);
      if (!signer)
        throw invalidField('member_index', 'not_signer', 'Only the head and the adult members sign');
      await this.sign(tx, { staff: actor }, c, request, signer, {
        method: 'PAPER',
        residentAccessId: null,
        ip: null,
        userAgent: null,
        recordedBy: actor.username,
      });
    });
    return this.status(actor, certificationId);
  }

  /** Records one signature and seals the request once every adult has signed. */
  private async sign(
    tx: Tx,
    who: Recorder,
    c: Certification,
    request: RequestRow,
    signer: Signer,
    how: {
      method: 'ELECTRONIC' | 'PAPER';
      residentAccessId: number | null;
      ip: string | null;
      userAgent: string | null;
      recordedBy: string | null;
    },
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
    await this.audit(tx, who, {
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
    if (this.missing(c, signed).length === 0) await this.seal(tx, who, c, request, signed);
  }

  /**
   * The sealed PDF: the certification rendered again by the same renderer, from the same draft
   * version and rendering inputs, with the signature certificate page after it (pdfkit cannot
   * append to an existing PDF). The page naming the frozen PDF's SHA-256 binds the two.
   */
  private async seal(
    tx: Tx,
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
      timeZone: this.deps.config.timeZone,
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
    await this.audit(tx, who, {
      action: 'update',
      entity: 'signature_request',
      entityId: request.id,
      after: { sealed: true, pdf_sha256: request.pdf_sha256, sealed_sha256: sealedSha256 },
    });
  }

  private audit(tx: Tx, who: Recorder, entry: Parameters<typeof recordAudit>[2]): Promise<void> {
    if ('staff' in who) return recordAudit(tx, who.staff, entry);
    const r = who.resident;
    return recordAuditBy(tx, { organizationId: r.organizationId, username: `resident:${r.email}` }, entry);
  }

  /** The sealed PDF of a certification whose adults have all signed. */
  async signedPdf(actor: Actor, certificationId: number): Promise<{ pdf: Buffer; sha256: string }> {
    const { db } = this.deps.database;
    await this.certification(db, actor.tenant, certificationId);
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

  /** The resident's household's pending request and where this member stands. */
  async residentView(resident: ResidentActor): Promise<ResidentSignature> {
    const { db } = this.deps.database;
    const request = await pendingOfOccupancy(db, resident.organizationId, resident.occupancyId);
    if (!request) return { request: null };
    const c = await this.certification(db, resident.tenant, request.certification_id);
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
  async residentPdf(resident: ResidentActor): Promise<{ pdf: Buffer; certificationId: number }> {
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
  async residentSign(
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
      const c = await this.certification(tx, resident.tenant, request.certification_id);
      const signer = await this.memberOf(tx, resident, c);
      if (!signer)
        throw new AppError(
          ErrorCode.FORBIDDEN,
          'Only the head and the adult members of the household named on the certification sign it',
        );
      await this.sign(tx, { resident }, c, request, signer, {
        method: 'ELECTRONIC',
        residentAccessId: resident.accessId,
        ip: client.ip.slice(0, 100),
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        recordedBy: null,
      });
    });
    return this.residentView(resident);
  }
}
