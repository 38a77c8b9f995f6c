import type { OccupancyStatus } from '@lar/contracts/occupancies';
import type { ResidentLanguage } from '@lar/contracts/residents';
import type {
  ResidentVerificationRequestList,
  VerificationAnswers,
  VerificationKind,
  VerificationOpened,
  VerificationRequest,
} from '@lar/contracts/third-party-verification';
import { sql } from 'drizzle-orm';
import { firstRowOf, type Queryable, rowsOf } from '../../db/client.ts';
import { certificationInForceId } from '../certifications/index.ts';

/**
 * Third-party verification's statements (decision 079). Staff and resident reads name the
 * organization and the occupancy together; the third party's name only the token's hash.
 */

export interface OccupancyOfRequest {
  status: OccupancyStatus;
  property_name: string;
  organization_name: string;
}

export async function occupancyStatus(q: Queryable, organizationId: number, occupancyId: number) {
  return firstRowOf<OccupancyOfRequest>(
    q,
    sql`SELECT o.status, p.property_name, org.name AS organization_name
          FROM occupancies o
          JOIN organizations org ON org.id = o.organization_id
          JOIN units u ON u.id = o.unit_id AND u.organization_id = o.organization_id
          JOIN properties p ON p.id = u.property_id AND p.organization_id = u.organization_id
         WHERE o.organization_id = ${organizationId} AND o.id = ${occupancyId}`,
  );
}

export interface MemberOfCertification {
  certification_id: number;
  name: string | null;
}

/** The member at `memberIndex` of the household's certification in force on `today`, as resident access finds it. */
export async function memberInForce(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  memberIndex: number,
  today: string,
): Promise<MemberOfCertification | undefined> {
  return firstRowOf<MemberOfCertification>(
    q,
    sql`SELECT c.id AS certification_id, c.members -> ${memberIndex}::int ->> 'name' AS name
          FROM income_certifications c
         WHERE c.id = ${certificationInForceId(organizationId, occupancyId, today)}`,
  );
}

/** The names of the members of the household's certification in force, in order; none without one. */
export async function membersInForce(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  today: string,
): Promise<Array<{ member_index: number; name: string }>> {
  return rowsOf<{ member_index: number; name: string }>(
    q,
    sql`SELECT (m.ordinality - 1)::int AS member_index, m.value ->> 'name' AS name
          FROM income_certifications c
          CROSS JOIN LATERAL jsonb_array_elements(c.members) WITH ORDINALITY AS m(value, ordinality)
         WHERE c.id = ${certificationInForceId(organizationId, occupancyId, today)}
         ORDER BY m.ordinality`,
  );
}

export interface QuestionnaireMemberRow {
  member_key: string;
  name: string;
  /** The member's place in the certification in force (the questionnaire's baseline), if there. */
  member_index: number | null;
}

/**
 * The members still in the household by its latest questionnaire (decision 076), in its order,
 * each with their place in the certification the questionnaire started from; none without one.
 */
export async function questionnaireMembers(q: Queryable, organizationId: number, occupancyId: number) {
  return rowsOf<QuestionnaireMemberRow>(
    q,
    sql`SELECT m.value ->> 'member_key' AS member_key, m.value ->> 'name' AS name,
               (SELECT (b.ordinality - 1)::int
                  FROM jsonb_array_elements(s.baseline -> 'members') WITH ORDINALITY AS b(value, ordinality)
                 WHERE b.value ->> 'member_key' = m.value ->> 'member_key') AS member_index
          FROM resident_submissions s
          CROSS JOIN LATERAL jsonb_array_elements(s.answers -> 'members') WITH ORDINALITY AS m(value, ordinality)
         WHERE s.id = (SELECT l.id FROM resident_submissions l
                        WHERE l.organization_id = ${organizationId} AND l.occupancy_id = ${occupancyId}
                        ORDER BY l.effective_date DESC, l.id DESC
                        LIMIT 1)
           AND m.value ->> 'change' <> 'LEFT'
         ORDER BY m.ordinality`,
  );
}

/** Whether `table` holds the row `id` of the organization's occupancy. */
async function isOfHousehold(
  q: Queryable,
  table: 'income_certifications' | 'verification_requests',
  organizationId: number,
  occupancyId: number,
  id: number,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`SELECT id FROM ${sql.identifier(table)}
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId} AND id = ${id}`,
  );
  return rows.length > 0;
}

/** Whether the certification is the occupancy's (of the organization). */
export const certificationOfOccupancy = (
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  certificationId: number,
): Promise<boolean> =>
  isOfHousehold(q, 'income_certifications', organizationId, occupancyId, certificationId);

export interface NewRequest {
  organizationId: number;
  occupancyId: number;
  certificationId: number | null;
  memberIndex: number | null;
  memberKey: string | null;
  memberName: string;
  kind: VerificationKind;
  thirdPartyName: string;
  thirdPartyEmail: string;
  language: ResidentLanguage;
  tokenHash: string;
  lifetimeMs: number;
  createdBy: string;
}

export async function insertRequest(q: Queryable, r: NewRequest): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`INSERT INTO verification_requests (organization_id, occupancy_id, certification_id, member_index, member_key,
                                           member_name, kind, third_party_name, third_party_email, language, token_hash,
                                           expires_at, created_by)
        VALUES (${r.organizationId}, ${r.occupancyId}, ${r.certificationId}, ${r.memberIndex}, ${r.memberKey},
                ${r.memberName},
                ${r.kind}, ${r.thirdPartyName}, ${r.thirdPartyEmail}, ${r.language}, ${r.tokenHash},
                now() + make_interval(secs => ${r.lifetimeMs / 1000}::float8), ${r.createdBy})
        RETURNING id`,
  );
  return Number(row?.id);
}

/** A SENT request past its expiry reads as EXPIRED. */
const statusNow = sql`CASE WHEN status = 'SENT' AND expires_at <= now() THEN 'EXPIRED' ELSE status END`;
const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

interface RequestRow extends Omit<VerificationRequest, 'annual_amount'> {
  annual_cents: string | null;
}

/** The household's requests, newest first. */
export async function requestsOf(q: Queryable, organizationId: number, occupancyId: number) {
  return rowsOf<RequestRow>(
    q,
    sql`SELECT id, certification_id, member_index, member_key, member_name, kind, third_party_name, third_party_email,
               language, ${statusNow} AS status, ${iso('expires_at')} AS expires_at,
               ${iso('created_at')} AS created_at, created_by, answers, annual_cents::text AS annual_cents,
               signer_name, ${iso('signed_at')} AS signed_at
          FROM verification_requests
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
         ORDER BY id DESC`,
  );
}

/** What a resident sees of the household's requests, newest first. */
export async function residentRequestsOf(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
): Promise<ResidentVerificationRequestList['requests']> {
  return rowsOf<ResidentVerificationRequestList['requests'][number]>(
    q,
    sql`SELECT id, member_name, kind, third_party_name, ${statusNow} AS status,
               ${iso('created_at')} AS created_at, ${iso('signed_at')} AS signed_at
          FROM verification_requests
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
         ORDER BY id DESC`,
  );
}

/** Revokes a request not completed yet; false when there is none such of the household. */
export async function revokeRequest(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  requestId: number,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`UPDATE verification_requests SET status = 'REVOKED', version = version + 1, updated_at = now()
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId} AND id = ${requestId}
           AND status = 'SENT'
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Whether the household has such a request at all (to tell 404 from 409 on revoke). */
export const requestExists = (
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  requestId: number,
): Promise<boolean> => isOfHousehold(q, 'verification_requests', organizationId, occupancyId, requestId);

export interface TokenRow extends VerificationOpened {
  id: number;
  organization_id: number;
  /** SENT and not expired; COMPLETED; or GONE (revoked or expired, which are not told apart). */
  state: 'OPEN' | 'COMPLETED' | 'GONE';
}

/** The request of a token's hash, with the property of its household, whatever its state. */
export async function requestOfToken(q: Queryable, tokenHash: string): Promise<TokenRow | undefined> {
  return firstRowOf<TokenRow>(
    q,
    sql`SELECT r.id, r.organization_id, r.member_name, p.property_name, r.kind, r.language,
               CASE WHEN r.status = 'COMPLETED' THEN 'COMPLETED'
                    WHEN r.status = 'SENT' AND r.expires_at > now() AND o.status <> 'ENDED' THEN 'OPEN'
                    ELSE 'GONE' END AS state
          FROM verification_requests r
          JOIN occupancies o ON o.id = r.occupancy_id AND o.organization_id = r.organization_id
          JOIN units u ON u.id = o.unit_id AND u.organization_id = o.organization_id
          JOIN properties p ON p.id = u.property_id AND p.organization_id = u.organization_id
         WHERE r.token_hash = ${tokenHash}`,
  );
}

export interface Completion {
  tokenHash: string;
  answers: VerificationAnswers;
  annualCents: bigint;
  signerName: string;
  ip: string;
  userAgent: string | null;
}

export interface CompletedRow {
  id: number;
  organization_id: number;
  occupancy_id: number;
  certification_id: number | null;
  third_party_email: string;
  signed_at: string;
}

/**
 * Completes the open request of a token in one statement, so a second completion (even at the
 * same time) finds nothing. A request sent without a certification lands on the household's
 * newest draft, if it has one.
 */
export async function completeRequest(q: Queryable, c: Completion): Promise<CompletedRow | undefined> {
  return firstRowOf<CompletedRow>(
    q,
    sql`UPDATE verification_requests r
           SET status = 'COMPLETED', answers = ${JSON.stringify(c.answers)}::jsonb,
               annual_cents = ${c.annualCents.toString()}::bigint, signer_name = ${c.signerName},
               signed_at = now(), signer_ip = ${c.ip}, signer_user_agent = ${c.userAgent},
               certification_id = coalesce(r.certification_id,
                 (SELECT d.id FROM income_certifications d
                   WHERE d.organization_id = r.organization_id AND d.occupancy_id = r.occupancy_id
                     AND d.status = 'DRAFT'
                   ORDER BY d.effective_date DESC, d.id DESC LIMIT 1)),
               version = r.version + 1, updated_at = now()
         WHERE r.token_hash = ${c.tokenHash} AND r.status = 'SENT' AND r.expires_at > now()
           AND EXISTS (SELECT 1 FROM occupancies o
                        WHERE o.organization_id = r.organization_id AND o.id = r.occupancy_id
                          AND o.status <> 'ENDED')
        RETURNING r.id, r.organization_id, r.occupancy_id, r.certification_id, r.third_party_email,
                  ${iso('r.signed_at')} AS signed_at`,
  );
}

export interface VerificationDate {
  id: number;
  member_index: number | null;
  member_name: string;
  kind: VerificationKind;
  /** When the third party signed: the verification's date (YYYY-MM-DD, UTC). */
  verified_on: string;
}

/** The completed verifications on a certification and their dates, oldest first. */
export async function verificationDates(q: Queryable, organizationId: number, certificationId: number) {
  return rowsOf<VerificationDate>(
    q,
    sql`SELECT id, member_index, member_name, kind,
               to_char(signed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS verified_on
          FROM verification_requests
         WHERE organization_id = ${organizationId} AND certification_id = ${certificationId}
           AND status = 'COMPLETED'
         ORDER BY signed_at, id`,
  );
}

/** Puts the household's completed verifications that are on no certification yet on `certificationId`. */
export async function attachVerifications(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  certificationId: number,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    q,
    sql`UPDATE verification_requests SET certification_id = ${certificationId}, version = version + 1,
               updated_at = now()
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
           AND certification_id IS NULL AND status = 'COMPLETED'
        RETURNING id`,
  );
  return rows.map((r) => Number(r.id));
}
