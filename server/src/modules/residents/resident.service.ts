import { ErrorCode } from '@lar/contracts/errors';
import type {
  ResidentAccessBody,
  ResidentAccessList,
  ResidentHome,
  ResidentSignIn,
} from '@lar/contracts/residents';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, ResidentActor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound, TooManyRequests } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { MINUTE } from '../../lib/durations.ts';
import { RateLimiter, retryAfterSeconds } from '../../lib/rate-limiter.ts';
import { recordAudit, recordAuditBy } from '../audit/index.ts';
import { hashToken, newToken } from '../auth/index.ts';
import {
  accessRows,
  certificationInForce,
  certificationLines,
  createResidentSession,
  householdOf,
  type MemberRow,
  residentHomeRow,
  revokeMemberAccess,
  revokeResidentSession,
  type SpentAccess,
  spendCode,
  spendLink,
  tryCodesOf,
} from './resident.repository.ts';
import {
  ADULT_AGE,
  CODE_TRIES,
  codeHash,
  isAdultOn,
  issueAccess,
  refused,
  sameHash,
  statusOf,
} from './resident-access.ts';
import { queueInvitation } from './resident-invitation.ts';

export class ResidentService {
  private readonly limiter: RateLimiter;

  constructor(private readonly deps: AppDeps) {
    this.limiter = new RateLimiter(deps.database);
  }

  private today(): string {
    return todayIn(this.deps.config.timeZone);
  }

  /** The adult members of the certification in force and where each one's access stands. */
  async list(actor: Actor, occupancyId: number): Promise<ResidentAccessList> {
    const { db } = this.deps.database;
    const household = await householdOf(db, actor.organizationId, occupancyId);
    if (!household) throw notFound('Occupancy');
    const today = this.today();
    const certification = await certificationInForce(db, actor.organizationId, occupancyId, today);
    if (!certification) return { certification_id: null, members: [] };
    const rows = await accessRows(db, actor.organizationId, occupancyId);
    const members = certification.members.flatMap((m: MemberRow, index) => {
      if (!isAdultOn(m.birth_date, today)) return [];
      const last = rows.filter((r) => r.member_index === index).at(-1);
      return [
        {
          member_index: index,
          name: m.name,
          email: last?.email ?? (index === 0 ? household.head_email : null),
          language: last?.language ?? household.head_language ?? 'en',
          status: statusOf(last),
          sent_at: last?.created_at ?? null,
        },
      ];
    });
    return { certification_id: certification.id, members };
  }

  /** Sends (again) an adult member a sign-in link and code; the ones not used yet stop working. */
  async send(actor: Actor, occupancyId: number, body: ResidentAccessBody): Promise<void> {
    const { db } = this.deps.database;
    const today = this.today();
    await db.transaction(async (tx) => {
      const household = await householdOf(tx, actor.organizationId, occupancyId);
      if (!household) throw notFound('Occupancy');
      if (household.status === 'ENDED')
        throw new AppError(ErrorCode.CONFLICT, 'This household has moved out: it cannot sign in any more');
      const certification = await certificationInForce(tx, actor.organizationId, occupancyId, today);
      if (!certification)
        throw new AppError(ErrorCode.CONFLICT, 'The household has no finalized certification in force yet');
      const member = certification.members[body.member_index];
      if (!member)
        throw invalidField('member_index', 'unknown_member', 'No such member in the certification in force');
      if (!isAdultOn(member.birth_date, today))
        throw invalidField(
          'member_index',
          'not_adult',
          `Only members ${ADULT_AGE} or over, by their birth date, get access`,
        );
      const { id, token, code } = await issueAccess(tx, {
        organizationId: actor.organizationId,
        occupancyId,
        certificationId: certification.id,
        memberIndex: body.member_index,
        memberName: member.name,
        email: body.email,
        language: body.language,
      });
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'resident_access',
        entityId: id,
        after: {
          occupancy_id: occupancyId,
          member_index: body.member_index,
          email: body.email,
          language: body.language,
        },
      });
      await queueInvitation(tx, {
        organizationId: actor.organizationId,
        organizationName: actor.organizationName,
        memberName: member.name,
        email: body.email,
        language: body.language,
        token,
        code,
        siteUrl: this.deps.config.publicUrl,
      });
    });
    this.deps.mailer?.nudge();
  }

  /** Revokes a member's access: their link, code and sessions end at once. */
  async revoke(actor: Actor, occupancyId: number, memberIndex: number): Promise<void> {
    const { db } = this.deps.database;
    await db.transaction(async (tx) => {
      if (!(await householdOf(tx, actor.organizationId, occupancyId))) throw notFound('Occupancy');
      const ids = await revokeMemberAccess(tx, actor.organizationId, occupancyId, memberIndex);
      if (ids.length === 0) throw notFound('Access');
      for (const id of ids)
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'resident_access',
          entityId: id,
          after: { revoked: true },
        });
    });
  }

  /** Counts a sign-in try of the address (and of the e-mail from it) like staff logins (decision 055). */
  private async throttle(address: string, email?: string): Promise<void> {
    const perMinute = this.deps.config.loginRateLimitPerMinute;
    const exceeded = await this.limiter.hit([
      { key: ['resident-sign-in', address], limit: 3 * perMinute, windowMs: MINUTE },
      ...(email === undefined
        ? []
        : [
            {
              key: ['resident-code', email.trim().toLowerCase(), address],
              limit: perMinute,
              windowMs: MINUTE,
            },
          ]),
    ]);
    if (exceeded.length > 0) {
      const seconds = retryAfterSeconds(exceeded);
      throw new TooManyRequests(`Too many sign-in attempts. Try again in ${seconds} s.`, seconds);
    }
  }

  async signInWithLink(token: string, address: string): Promise<ResidentSignIn> {
    await this.throttle(address);
    const { db } = this.deps.database;
    return db.transaction(async (tx) => {
      const spent = await spendLink(tx, hashToken(token));
      if (!spent) throw refused();
      return this.startSession(tx, spent, 'link');
    });
  }

  async signInWithCode(email: string, code: string, address: string): Promise<ResidentSignIn> {
    await this.throttle(address, email);
    const { db } = this.deps.database;
    // The tries are counted in a transaction of their own: a wrong code still counts.
    const candidates = await tryCodesOf(db, email, CODE_TRIES);
    const match = candidates.find((c) => sameHash(c.code_hash, codeHash(c.id, code)));
    if (!match) throw refused();
    return db.transaction(async (tx) => {
      const spent = await spendCode(tx, match.id);
      if (!spent) throw refused();
      return this.startSession(tx, spent, 'code');
    });
  }

  private async startSession(
    tx: Queryable,
    spent: SpentAccess,
    by: 'link' | 'code',
  ): Promise<ResidentSignIn> {
    const { token, tokenHash } = newToken();
    await createResidentSession(tx, {
      organizationId: spent.organization_id,
      accessId: spent.id,
      tokenHash,
      absoluteMs: this.deps.config.sessionAbsoluteMs,
    });
    await recordAuditBy(
      tx,
      { organizationId: spent.organization_id, username: `resident:${spent.email}` },
      { action: 'update', entity: 'resident_access', entityId: spent.id, after: { signed_in_with: by } },
    );
    return { success: true, token, language: spent.language };
  }

  async signOut(resident: ResidentActor): Promise<void> {
    const { db } = this.deps.database;
    await db.transaction(async (tx) => {
      await revokeResidentSession(tx, resident.organizationId, resident.sessionId);
      await recordAuditBy(
        tx,
        { organizationId: resident.organizationId, username: `resident:${resident.email}` },
        {
          action: 'update',
          entity: 'resident_access',
          entityId: resident.accessId,
          after: { signed_out: true },
        },
      );
    });
  }

  /** The resident's own household: nothing of any other is reachable from a resident session. */
  async home(resident: ResidentActor): Promise<ResidentHome> {
    const { db } = this.deps.database;
    const row = await residentHomeRow(db, resident.organizationId, resident.occupancyId);
    if (!row) throw notFound('Household');
    const certifications = await certificationLines(db, resident.organizationId, resident.occupancyId);
    return {
      member_name: resident.memberName,
      language: resident.language,
      organization_name: row.organization_name,
      property_name: row.property_name,
      address: row.address,
      unit_number: row.unit_number,
      rent: row.rent,
      certifications,
      next_due_date: row.next_due_date,
    };
  }
}
