import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@lar/contracts/errors';
import type { ResidentAccessStatus, ResidentLanguage } from '@lar/contracts/residents';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY, MINUTE } from '../../lib/durations.ts';
import { newToken } from '../auth/index.ts';
import {
  type AccessFor,
  type AccessRow,
  accessRows,
  certificationInForce,
  householdOf,
  insertAccess,
  type MemberRow,
} from './resident.repository.ts';

/*
 * A household member's access to the resident portal (decision 075): the link and code that sign
 * them in, how long each lasts, who is an adult, and who the recertification notices go to.
 */

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
export const refused = () => new AppError(ErrorCode.INVALID_CREDENTIALS, SIGN_IN_REFUSED);

/** A code's stored form: salted with its invitation's id, so equal codes do not hash alike. */
export function codeHash(accessId: number, code: string): string {
  return createHash('sha256').update(`${accessId}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
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

export function statusOf(row: AccessRow | undefined): ResidentAccessStatus {
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
