import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@lar/contracts/errors';
import type {
  ResidentAccessBody,
  ResidentAccessList,
  ResidentAccessStatus,
  ResidentHome,
  ResidentLanguage,
  ResidentSignIn,
} from '@lar/contracts/residents';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, ResidentActor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound, TooManyRequests } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { DAY, MINUTE } from '../../lib/durations.ts';
import { RateLimiter, retryAfterSeconds } from '../../lib/rate-limiter.ts';
import { recordAudit, recordAuditBy } from '../audit/index.ts';
import { hashToken, newToken } from '../auth/index.ts';
import {
  type AccessFor,
  type AccessRow,
  accessRows,
  certificationInForce,
  certificationLines,
  createResidentSession,
  householdOf,
  insertAccess,
  type MemberRow,
  residentHomeRow,
  revokeMemberAccess,
  revokeResidentSession,
  type SpentAccess,
  spendCode,
  spendLink,
  tryCodesOf,
} from './resident.repository.ts';
import { queueInvitation } from './resident-invitation.ts';

/**
 * Decision 075. The link is mailed with a notice that a household reads over days, so it lasts a
 * week; it is single use and a new one replaces it. The code is the fallback typed by hand: NIST SP
 * 800-63B (rev. 3, 5.1.3.2 and 5.2.2) has out-of-band secrets of at least 6 digits short-lived and
 * their guesses limited, so 15 minutes and 5 tries per code.
 */
export const LINK_MS = 7 * DAY;
export const CODE_MS = 15 * MINUTE;
export const CODE_TRIES = 5;
/** Adults: 18 on the day, in the organization's time zone. */
export const ADULT_AGE = 18;

/** The same answer for every failed sign-in, so it tells nothing of which links or e-mails exist. */
export const SIGN_IN_REFUSED =
  'This link or code is not valid: it may have expired or been used. Ask the office for a new one.';
const refused = () => new AppError(ErrorCode.INVALID_CREDENTIALS, SIGN_IN_REFUSED);

/** A code's stored form: salted with its invitation's id, so equal codes do not hash alike. */
export function codeHash(accessId: number, code: string): string {
  return createHash('sha256').update(`${accessId}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) is `ADULT_AGE` or over on `today`. */
export function isAdultOn(birthDate: string | null, today: string): boolean {
  if (birthDate === null) return false;
  const year = Number(birthDate.slice(0, 4)) + ADULT_AGE;
  return `${String(year).padStart(4, '0')}${birthDate.slice(4)}` <= today;
}

function statusOf(row: AccessRow | undefined): ResidentAccessStatus {
  if (!row) return 'NONE';
  if (row.revoked_at !== null) return 'REVOKED';
  if (row.used_at !== null) return 'SIGNED_IN';
  return row.expired ? 'EXPIRED' : 'SENT';
}

/**
 * Issues a member a new sign-in link and code in `q`'s transaction (the ones not used yet stop
 * working) and answers them in clear, for the e-mail that carries them; only their hashes are
 * stored (decision 075). The caller audits it and queues the e-mail (`queueSecretEmail`).
 */
export async function issueAccess(
  q: Queryable,
  a: AccessFor,
): Promise<{ id: number; token: string; code: string }> {
  const { token, tokenHash } = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await insertAccess(q, {
    ...a,
    linkHash: tokenHash,
    linkMs: LINK_MS,
    codeHash: (accessId) => codeHash(accessId, code),
    codeMs: CODE_MS,
  });
  return { id, token, code };
}

/** A member the recertification notices are e-mailed to (decision 080). */
export interface NoticeRecipient {
  memberIndex: number;
  name: string;
  email: string;
  language: ResidentLanguage;
}

/**
 * Who the recertification notice e-mails go to, on `today`: the adult members of the certification
 * in force (as `ResidentService.list` shows them) who have an address on record, the one staff
 * last sent their access to, or for the household head the head's candidate e-mail; a member whose
 * access staff revoked last gets none (a notice does not undo a revocation). Undefined when the
 * household has moved out or has no certification in force.
 */
export async function noticeRecipients(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  today: string,
): Promise<{ certificationId: number; recipients: NoticeRecipient[] } | undefined> {
  const household = await householdOf(q, organizationId, occupancyId);
  if (household?.status !== 'ACTIVE') return undefined;
  const certification = await certificationInForce(q, organizationId, occupancyId, today);
  if (!certification) return undefined;
  const rows = await accessRows(q, organizationId, occupancyId);
  const recipients = certification.members.flatMap((m: MemberRow, index): NoticeRecipient[] => {
    if (!isAdultOn(m.birth_date, today)) return [];
    const last = rows.filter((r) => r.member_index === index).at(-1);
    if (last?.revoked_at) return [];
    const email = last?.email ?? (index === 0 ? household.head_email : null);
    if (!email) return [];
    return [
      {
        memberIndex: index,
        name: m.name,
        email,
        language: last?.language ?? household.head_language ?? 'en',
      },
    ];
  });
  return { certificationId: certification.id, recipients };
}

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
