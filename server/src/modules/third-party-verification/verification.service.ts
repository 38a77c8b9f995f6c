import { ErrorCode } from '@lar/contracts/errors';
import type {
  ResidentVerificationRequestBody,
  ResidentVerificationRequestList,
  VerificationCompleteBody,
  VerificationOpened,
  VerificationRequestBody,
  VerificationRequestList,
} from '@lar/contracts/third-party-verification';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, ResidentActor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound, TooManyRequests } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { DAY, MINUTE } from '../../lib/durations.ts';
import { RateLimiter, retryAfterSeconds } from '../../lib/rate-limiter.ts';
import { recordAudit, recordAuditBy } from '../audit/index.ts';
import { hashToken, newToken } from '../auth/index.ts';
import { annualCents, centsToDecimal } from './annual-amount.ts';
import {
  certificationOfOccupancy,
  completeRequest,
  insertRequest,
  memberInForce,
  membersInForce,
  occupancyStatus,
  questionnaireMembers,
  requestExists,
  requestOfToken,
  requestsOf,
  residentRequestsOf,
  revokeRequest,
} from './verification.repository.ts';
import { queueRequestEmail } from './verification-email.ts';

/**
 * Decision 079. A payroll office or a benefits agency answers within its working weeks, so the
 * link lasts 14 days; past that the office sends a new one. Well inside the 120 days a
 * verification stays usable, so a request is never answered too late to count.
 */
export const LIFETIME_DAYS = 14;
export const LIFETIME_MS = LIFETIME_DAYS * DAY;
export const RESIDENT_SENDS_PER_DAY = 10;

/** The same answer for an unknown, expired or revoked link: it tells nothing of which. */
export const LINK_REFUSED =
  'This verification link is not valid: it may have expired or been withdrawn. Ask the office for a new one.';
const refused = () => new AppError(ErrorCode.NOT_FOUND, LINK_REFUSED);
const alreadyDone = () => new AppError(ErrorCode.CONFLICT, 'This verification was already completed');

/** Who sends a request: a staff account (audited with its ids) or a resident (by e-mail). */
interface Sender {
  organizationId: number;
  username: string;
  actor: Actor | null;
}

type AuditEntry = Parameters<typeof recordAuditBy>[2];

function audit(tx: Queryable, by: Sender, entry: AuditEntry): Promise<void> {
  return by.actor ? recordAudit(tx, by.actor, entry) : recordAuditBy(tx, by, entry);
}

export class VerificationService {
  private readonly limiter: RateLimiter;

  constructor(private readonly deps: AppDeps) {
    this.limiter = new RateLimiter(deps.database);
  }

  async list(actor: Actor, occupancyId: number): Promise<VerificationRequestList> {
    const { db } = this.deps.database;
    if (!(await occupancyStatus(db, actor.organizationId, occupancyId))) throw notFound('Occupancy');
    const rows = await requestsOf(db, actor.organizationId, occupancyId);
    return {
      members: await membersInForce(
        db,
        actor.organizationId,
        occupancyId,
        todayIn(this.deps.config.timeZone),
      ),
      requests: rows.map(({ annual_cents, ...r }) => ({
        ...r,
        id: Number(r.id),
        certification_id: r.certification_id === null ? null : Number(r.certification_id),
        annual_amount: annual_cents === null ? null : centsToDecimal(BigInt(annual_cents)),
      })),
    };
  }

  send(actor: Actor, occupancyId: number, body: VerificationRequestBody): Promise<void> {
    const { member_index, ...rest } = body;
    return this.sendFor(
      { organizationId: actor.organizationId, username: actor.username, actor },
      occupancyId,
      rest,
      { member_index },
    );
  }

  /**
   * A resident asks for a member of their own household: the household is the session's. Each
   * request mails an address the resident typed in the organization's name, so a household may
   * send at most `RESIDENT_SENDS_PER_DAY` a day: enough for every job and benefit of a household,
   * too few to mail strangers with.
   */
  async residentSend(resident: ResidentActor, body: ResidentVerificationRequestBody): Promise<void> {
    const exceeded = await this.limiter.hit([
      {
        key: ['verification-resident-send', String(resident.organizationId), String(resident.occupancyId)],
        limit: RESIDENT_SENDS_PER_DAY,
        windowMs: DAY,
      },
    ]);
    if (exceeded.length > 0) {
      const seconds = retryAfterSeconds(exceeded);
      throw new TooManyRequests(`Too many requests sent today. Try again in ${seconds} s.`, seconds);
    }
    const { member_index, member_key, ...rest } = body;
    await this.sendFor(
      { organizationId: resident.organizationId, username: `resident:${resident.email}`, actor: null },
      resident.occupancyId,
      { ...rest, certification_id: null },
      // The body's schema takes exactly one of the two.
      member_key !== undefined ? { member_key } : { member_index: Number(member_index) },
    );
  }

  async residentList(resident: ResidentActor): Promise<ResidentVerificationRequestList> {
    const { db } = this.deps.database;
    const rows = await residentRequestsOf(db, resident.organizationId, resident.occupancyId);
    const today = todayIn(this.deps.config.timeZone);
    // With a questionnaire its members are the ones to ask about: a member who joined this year
    // is in no certification yet (decision 079).
    const answered = await questionnaireMembers(db, resident.organizationId, resident.occupancyId);
    const members =
      answered.length > 0
        ? answered.map((m) => ({ member_index: m.member_index, member_key: m.member_key, name: m.name }))
        : (await membersInForce(db, resident.organizationId, resident.occupancyId, today)).map((m) => ({
            ...m,
            member_key: null,
          }));
    return {
      members,
      requests: rows.map((r) => ({ ...r, id: Number(r.id) })),
    };
  }

  /**
   * Sends a request about a member: by their place in the certification in force (staff, and a
   * resident without a questionnaire), or by the questionnaire's `member_key` (a resident).
   */
  private async sendFor(
    by: Sender,
    occupancyId: number,
    body: Omit<VerificationRequestBody, 'member_index'>,
    chosen: { member_index: number } | { member_key: string },
  ): Promise<void> {
    const { db } = this.deps.database;
    const today = todayIn(this.deps.config.timeZone);
    await db.transaction(async (tx) => {
      const occupancy = await occupancyStatus(tx, by.organizationId, occupancyId);
      if (!occupancy) throw notFound('Occupancy');
      if (occupancy.status === 'ENDED')
        throw new AppError(ErrorCode.CONFLICT, 'This household has moved out: nothing is left to verify');
      const member = await this.memberOf(tx, by.organizationId, occupancyId, chosen, today);
      const certificationId = body.certification_id ?? null;
      if (
        certificationId !== null &&
        !(await certificationOfOccupancy(tx, by.organizationId, occupancyId, certificationId))
      )
        throw invalidField(
          'certification_id',
          'unknown_certification',
          'Not a certification of this household',
        );
      const { token, tokenHash } = newToken();
      const id = await insertRequest(tx, {
        organizationId: by.organizationId,
        occupancyId,
        certificationId,
        memberIndex: member.index,
        memberKey: member.key,
        memberName: member.name,
        kind: body.kind,
        thirdPartyName: body.third_party_name,
        thirdPartyEmail: body.third_party_email,
        language: body.language,
        tokenHash,
        lifetimeMs: LIFETIME_MS,
        createdBy: by.username,
      });
      await audit(tx, by, {
        action: 'create',
        entity: 'verification_request',
        entityId: id,
        after: {
          occupancy_id: occupancyId,
          member_index: member.index,
          member_key: member.key,
          kind: body.kind,
          third_party_email: body.third_party_email,
          language: body.language,
        },
      });
      await queueRequestEmail(tx, {
        organizationId: by.organizationId,
        organizationName: occupancy.organization_name,
        propertyName: occupancy.property_name,
        memberName: member.name,
        kind: body.kind,
        thirdPartyName: body.third_party_name,
        email: body.third_party_email,
        language: body.language,
        token,
        days: LIFETIME_DAYS,
        siteUrl: this.deps.config.publicUrl,
      });
    });
    this.deps.mailer?.nudge();
  }

  private async memberOf(
    tx: Queryable,
    organizationId: number,
    occupancyId: number,
    chosen: { member_index: number } | { member_key: string },
    today: string,
  ): Promise<{ index: number | null; key: string | null; name: string }> {
    if ('member_key' in chosen) {
      const found = (await questionnaireMembers(tx, organizationId, occupancyId)).find(
        (m) => m.member_key === chosen.member_key,
      );
      if (!found)
        throw invalidField('member_key', 'unknown_member', "No such member in the household's questionnaire");
      return { index: found.member_index, key: found.member_key, name: found.name };
    }
    const member = await memberInForce(tx, organizationId, occupancyId, chosen.member_index, today);
    if (!member)
      throw new AppError(ErrorCode.CONFLICT, 'The household has no finalized certification in force yet');
    if (member.name === null)
      throw invalidField('member_index', 'unknown_member', 'No such member in the certification in force');
    return { index: chosen.member_index, key: null, name: member.name };
  }

  async revoke(actor: Actor, occupancyId: number, requestId: number): Promise<void> {
    const { db } = this.deps.database;
    await db.transaction(async (tx) => {
      if (!(await occupancyStatus(tx, actor.organizationId, occupancyId))) throw notFound('Occupancy');
      if (!(await revokeRequest(tx, actor.organizationId, occupancyId, requestId))) {
        if (await requestExists(tx, actor.organizationId, occupancyId, requestId))
          throw new AppError(
            ErrorCode.CONFLICT,
            'Only a request not completed or revoked yet can be revoked',
          );
        throw notFound('Verification request');
      }
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'verification_request',
        entityId: requestId,
        after: { revoked: true },
      });
    });
  }

  /** Counts a try of the address, like the resident portal's sign-in (decision 075). */
  private async throttle(address: string): Promise<void> {
    const perMinute = this.deps.config.loginRateLimitPerMinute;
    const exceeded = await this.limiter.hit([
      { key: ['verification', address], limit: 3 * perMinute, windowMs: MINUTE },
    ]);
    if (exceeded.length > 0) {
      const seconds = retryAfterSeconds(exceeded);
      throw new TooManyRequests(`Too many attempts. Try again in ${seconds} s.`, seconds);
    }
  }

  /** What the third party is asked: the member, the property and the kind, nothing more. */
  async open(token: string, address: string): Promise<VerificationOpened> {
    await this.throttle(address);
    const row = await requestOfToken(this.deps.database.db, hashToken(token));
    if (!row || row.state === 'GONE') throw refused();
    if (row.state === 'COMPLETED') throw alreadyDone();
    return {
      member_name: row.member_name,
      property_name: row.property_name,
      kind: row.kind,
      language: row.language,
    };
  }

  async complete(
    body: VerificationCompleteBody,
    client: { address: string; ip: string; userAgent: string | null },
  ): Promise<{ success: true; signed_at: string }> {
    await this.throttle(client.address);
    const { db } = this.deps.database;
    const tokenHash = hashToken(body.token);
    const row = await requestOfToken(db, tokenHash);
    if (!row || row.state === 'GONE') throw refused();
    if (row.state === 'COMPLETED') throw alreadyDone();
    if (body.answers.kind !== row.kind)
      throw invalidField(
        'answers.kind',
        'wrong_kind',
        `This request asks for a ${row.kind.toLowerCase()} verification`,
      );
    const cents = annualCents(body.answers);
    return db.transaction(async (tx) => {
      const done = await completeRequest(tx, {
        tokenHash,
        answers: body.answers,
        annualCents: cents,
        signerName: body.signer_name,
        ip: client.ip.slice(0, 100),
        userAgent: client.userAgent === null ? null : client.userAgent.slice(0, 500),
      });
      // Spent, revoked or expired between the read above and now.
      if (!done) throw alreadyDone();
      await recordAuditBy(
        tx,
        { organizationId: Number(done.organization_id), username: `third-party:${done.third_party_email}` },
        {
          action: 'update',
          entity: 'verification_request',
          entityId: Number(done.id),
          after: {
            status: 'COMPLETED',
            signer_name: body.signer_name,
            certification_id: done.certification_id,
            annual_amount: centsToDecimal(cents),
          },
        },
      );
      return { success: true as const, signed_at: done.signed_at };
    });
  }
}
