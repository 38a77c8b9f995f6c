import type { CertificationType } from '@lar/contracts/certifications';
import type { OccupancyStatus } from '@lar/contracts/occupancies';
import type { ResidentLanguage } from '@lar/contracts/residents';
import { sql } from 'drizzle-orm';
import { type DbHandle, firstRowOf, type Queryable, rowsOf } from '../../db/client.ts';
import { certificationInForceId } from '../certifications/index.ts';

/**
 * The resident portal's statements (decision 075): invitations (`resident_access`), resident
 * sessions and the household as its resident reads it. Every read of a household names the
 * organization and the occupancy together, both from the resident's session.
 */

export interface HouseholdOfOccupancy {
  status: OccupancyStatus;
  head_email: string | null;
  head_language: ResidentLanguage | null;
}

/** The occupancy's status and its household head's (candidate's) e-mail and language; none when not the organization's. */
export async function householdOf(q: Queryable, organizationId: number, occupancyId: number) {
  return firstRowOf<HouseholdOfOccupancy>(
    q,
    sql`SELECT o.status, c.email AS head_email, c.language AS head_language
          FROM occupancies o
          JOIN candidates c ON c.id = o.tenant_id AND c.organization_id = o.organization_id
         WHERE o.organization_id = ${organizationId} AND o.id = ${occupancyId}`,
  );
}

export interface MemberRow {
  name: string;
  birth_date: string | null;
}

export interface CertificationInForce {
  id: number;
  members: MemberRow[];
}

/** The household's certification in force on `today` (see `certificationInForceId`). */
export async function certificationInForce(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  today: string,
): Promise<CertificationInForce | undefined> {
  return firstRowOf<CertificationInForce>(
    q,
    sql`SELECT c.id, c.members
          FROM income_certifications c
         WHERE c.id = ${certificationInForceId(organizationId, occupancyId, today)}`,
  );
}

export interface AccessRow {
  id: number;
  member_index: number;
  certification_id: number;
  email: string;
  language: ResidentLanguage;
  created_at: string;
  used_at: string | null;
  revoked_at: string | null;
  expired: boolean;
}

/** Every invitation of the household, oldest first (the last of a member's is where they stand). */
export async function accessRows(q: Queryable, organizationId: number, occupancyId: number) {
  return rowsOf<AccessRow>(
    q,
    sql`SELECT id, member_index, certification_id, email, language,
               to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
               used_at::text AS used_at, revoked_at::text AS revoked_at,
               (link_expires_at <= now() AND code_expires_at <= now()) AS expired
          FROM resident_access
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
         ORDER BY id`,
  );
}

/** What an invitation is for: a member of the certification in force and where to write. */
export interface AccessFor {
  organizationId: number;
  occupancyId: number;
  certificationId: number;
  memberIndex: number;
  memberName: string;
  email: string;
  language: ResidentLanguage;
}

/** An invitation as stored: only the hashes of its link and code, and how long each lasts. */
export interface NewAccess extends AccessFor {
  linkHash: string;
  linkMs: number;
  codeHash: (id: number) => string;
  codeMs: number;
}

/**
 * Ends the member's invitations not yet used (a new one replaces them), then stores the new one.
 * The code's hash is salted with the row's id, so it is written once the id is known.
 */
export async function insertAccess(q: Queryable, a: NewAccess): Promise<number> {
  await q.execute(
    sql`UPDATE resident_access
           SET link_expires_at = least(link_expires_at, now()), code_expires_at = least(code_expires_at, now()),
               version = version + 1, updated_at = now()
         WHERE organization_id = ${a.organizationId} AND occupancy_id = ${a.occupancyId}
           AND member_index = ${a.memberIndex} AND used_at IS NULL AND revoked_at IS NULL`,
  );
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`INSERT INTO resident_access (organization_id, occupancy_id, certification_id, member_index, member_name,
                                     email, language, link_hash, link_expires_at, code_hash, code_expires_at)
        VALUES (${a.organizationId}, ${a.occupancyId}, ${a.certificationId}, ${a.memberIndex}, ${a.memberName},
                ${a.email}, ${a.language}, ${a.linkHash}, now() + make_interval(secs => ${a.linkMs / 1000}::float8),
                '', now() + make_interval(secs => ${a.codeMs / 1000}::float8))
        RETURNING id`,
  );
  const id = Number(row?.id);
  await q.execute(sql`UPDATE resident_access SET code_hash = ${a.codeHash(id)} WHERE id = ${id}`);
  return id;
}

/** Revokes every invitation of a member and ends their sessions; the ids revoked. */
export async function revokeMemberAccess(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  memberIndex: number,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`UPDATE resident_access SET revoked_at = now(), version = version + 1, updated_at = now()
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
           AND member_index = ${memberIndex} AND revoked_at IS NULL
        RETURNING id`,
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length > 0)
    await q.execute(
      sql`UPDATE resident_sessions SET revoked_at = now()
           WHERE organization_id = ${organizationId} AND revoked_at IS NULL
             AND resident_access_id = ANY(${`{${ids.join(',')}}`}::int[])`,
    );
  return ids;
}

/** An invitation just spent: who signs in, and where. */
export interface SpentAccess {
  id: number;
  organization_id: number;
  occupancy_id: number;
  email: string;
  language: ResidentLanguage;
}

/** The household of an invitation must still live there: no sign-in to an ended occupancy. */
const householdStays = sql`EXISTS (SELECT 1 FROM occupancies o
  WHERE o.organization_id = resident_access.organization_id AND o.id = resident_access.occupancy_id
    AND o.status <> 'ENDED')`;

/**
 * Spends the invitation of a link, in one statement: a second use, an expired or revoked link or
 * an ended household finds nothing, whatever runs at the same time.
 */
export async function spendLink(q: Queryable, linkHash: string): Promise<SpentAccess | undefined> {
  return firstRowOf<SpentAccess>(
    q,
    sql`UPDATE resident_access SET used_at = now(), version = version + 1, updated_at = now()
         WHERE link_hash = ${linkHash} AND used_at IS NULL AND revoked_at IS NULL
           AND link_expires_at > now() AND ${householdStays}
        RETURNING id, organization_id, occupancy_id, email, language`,
  );
}

export interface CodeCandidate {
  id: number;
  code_hash: string;
}

/**
 * Counts one try against every live code sent to `email` (at most `maxTries` each), and answers
 * them with the hashes to compare: a code past its tries, expiry, use or revocation is not among them.
 */
export async function tryCodesOf(q: Queryable, email: string, maxTries: number): Promise<CodeCandidate[]> {
  return rowsOf<CodeCandidate>(
    q,
    sql`UPDATE resident_access SET code_tries = code_tries + 1
         WHERE lower(email) = lower(${email}) AND used_at IS NULL AND revoked_at IS NULL
           AND code_expires_at > now() AND code_tries < ${maxTries} AND ${householdStays}
        RETURNING id, code_hash`,
  );
}

/** Spends the invitation whose code matched (unless something spent it meanwhile). */
export async function spendCode(q: Queryable, id: number): Promise<SpentAccess | undefined> {
  return firstRowOf<SpentAccess>(
    q,
    sql`UPDATE resident_access SET used_at = now(), version = version + 1, updated_at = now()
         WHERE id = ${id} AND used_at IS NULL AND revoked_at IS NULL AND code_expires_at > now()
        RETURNING id, organization_id, occupancy_id, email, language`,
  );
}

export async function createResidentSession(
  q: Queryable,
  s: { organizationId: number; accessId: number; tokenHash: string; absoluteMs: number },
): Promise<void> {
  await q.execute(
    sql`INSERT INTO resident_sessions (organization_id, resident_access_id, token_hash, expires_at)
        VALUES (${s.organizationId}, ${s.accessId}, ${s.tokenHash},
                now() + make_interval(secs => ${s.absoluteMs / 1000}::float8))`,
  );
}

export interface ResidentSessionRow {
  session_id: number;
  organization_id: number;
  access_id: number;
  occupancy_id: number;
  member_name: string;
  email: string;
  language: ResidentLanguage;
  needs_touch: boolean;
}

/** How often a resident session's last-seen time is written: idle expiry is exact to this much. */
const TOUCH_AFTER_SECONDS = 30;

/**
 * The live resident session of a token: not revoked, within its absolute and idle limits, its
 * invitation not revoked and its household not ended.
 */
export async function findLiveResidentSession(
  database: DbHandle,
  tokenHash: string,
  idleMs: number,
): Promise<ResidentSessionRow | undefined> {
  const rows = await database.query<ResidentSessionRow>(
    `SELECT s.id AS session_id, s.organization_id, a.id AS access_id, a.occupancy_id, a.member_name,
            a.email, a.language, s.last_seen_at < now() - make_interval(secs => $3) AS needs_touch
       FROM resident_sessions s
       JOIN resident_access a ON a.id = s.resident_access_id AND a.organization_id = s.organization_id
       JOIN occupancies o ON o.id = a.occupancy_id AND o.organization_id = a.organization_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND a.revoked_at IS NULL
        AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2::double precision)
        AND o.status <> 'ENDED'`,
    [tokenHash, idleMs / 1000, TOUCH_AFTER_SECONDS],
  );
  return rows[0];
}

export async function touchResidentSession(database: DbHandle, sessionId: number): Promise<void> {
  await database.query('UPDATE resident_sessions SET last_seen_at = now() WHERE id = $1', [sessionId]);
}

export async function revokeResidentSession(
  q: Queryable,
  organizationId: number,
  sessionId: number,
): Promise<void> {
  await q.execute(
    sql`UPDATE resident_sessions SET revoked_at = now()
         WHERE organization_id = ${organizationId} AND id = ${sessionId} AND revoked_at IS NULL`,
  );
}

export interface HomeRow {
  organization_name: string;
  property_name: string;
  address: string | null;
  unit_number: string | null;
  rent: string;
  next_due_date: string | null;
}

/** The household's unit, property, rent and next recertification (from the calendar, migration 0029). */
export async function residentHomeRow(q: Queryable, organizationId: number, occupancyId: number) {
  return firstRowOf<HomeRow>(
    q,
    sql`SELECT org.name AS organization_name, p.property_name,
               nullif(concat_ws(', ', p.street1, p.street2, p.city, p.state, p.postal_code), '') AS address,
               u.unit_number, o.rent_amount::text AS rent, r.due_date::text AS next_due_date
          FROM occupancies o
          JOIN organizations org ON org.id = o.organization_id
          JOIN units u ON u.id = o.unit_id AND u.organization_id = o.organization_id
          JOIN properties p ON p.id = u.property_id AND p.organization_id = u.organization_id
          LEFT JOIN recertification_schedule r
            ON r.organization_id = o.organization_id AND r.occupancy_id = o.id
         WHERE o.organization_id = ${organizationId} AND o.id = ${occupancyId}`,
  );
}

export interface CertificationLine {
  id: number;
  type: CertificationType;
  status: 'DRAFT' | 'FINALIZED';
  effective_date: string;
}

/** The household's certifications, newest first. */
export async function certificationLines(q: Queryable, organizationId: number, occupancyId: number) {
  return rowsOf<CertificationLine>(
    q,
    sql`SELECT id, type, status, effective_date::text AS effective_date
          FROM income_certifications
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
         ORDER BY effective_date DESC, id DESC`,
  );
}
