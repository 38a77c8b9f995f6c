import { createHash, randomBytes } from 'node:crypto';
import { eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbHandle, Queryable } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import type { Actor } from '../../lib/actor.ts';

export function newToken(): { token: string; tokenHash: string } {
  // 256 random bits; only the hash is stored, so a leaked table cannot be replayed.
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface SessionRow {
  session_id: number;
  organization_id: number;
  organization_name: string;
  user_id: number | null;
  subuser_id: number | null;
  username: string;
  is_admin: boolean;
  admin_id: number | null;
  must_change_password: boolean;
  needs_touch: boolean;
  /** Milliseconds until the absolute expiry, by the database's clock. */
  expires_in_ms: number;
  /** Milliseconds until the idle expiry (last seen + idle timeout), by the database's clock. */
  idle_expires_in_ms: number;
}

/** How often a session's last-seen time is written: idle expiry is exact to this much. */
const TOUCH_AFTER_SECONDS = 30;

export class SessionRepository {
  constructor(private readonly database: DbHandle) {}

  async create(input: {
    organizationId: number;
    userId?: number;
    subuserId?: number;
    tokenHash: string;
    absoluteMs: number;
  }): Promise<void> {
    await this.database.query(
      `INSERT INTO sessions (organization_id, user_id, subuser_id, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision))`,
      [
        input.organizationId,
        input.userId ?? null,
        input.subuserId ?? null,
        input.tokenHash,
        input.absoluteMs / 1000,
      ],
    );
  }

  /**
   * One round trip: the live session with its account, or nothing when the token is unknown,
   * revoked, past its absolute or idle limit, or its account was deactivated. It also says how long
   * the session may still live, for the session cache. Every request whose session is not cached
   * runs it, so it is a prepared statement: PostgreSQL plans it once per connection, not per request.
   */
  async findLive(tokenHash: string, idleMs: number): Promise<SessionRow | undefined> {
    const rows = await this.database.query<SessionRow>(
      `SELECT s.id AS session_id, s.organization_id, o.name AS organization_name, s.user_id, s.subuser_id,
              COALESCE(u.username, su.username) AS username,
              COALESCE(u.is_admin, false) AS is_admin, su.admin_id,
              COALESCE(u.must_change_password, false) AS must_change_password,
              s.last_seen_at < now() - make_interval(secs => $3) AS needs_touch,
              extract(epoch FROM s.expires_at - now())::float8 * 1000 AS expires_in_ms,
              extract(epoch FROM s.last_seen_at + make_interval(secs => $2::double precision) - now())::float8
                * 1000 AS idle_expires_in_ms
         FROM sessions s
         JOIN organizations o ON o.id = s.organization_id
         LEFT JOIN users u ON u.id = s.user_id
         LEFT JOIN subusers su ON su.id = s.subuser_id
        WHERE s.token_hash = $1
          AND s.revoked_at IS NULL
          AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => $2::double precision)
          AND (su.id IS NULL OR su.is_active)
          AND (u.id IS NULL OR u.is_active)`,
      [tokenHash, idleMs / 1000, TOUCH_AFTER_SECONDS],
      { name: 'session_live' },
    );
    return rows[0];
  }

  async touch(sessionId: number): Promise<void> {
    await this.database.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [sessionId]);
  }

  async revoke(sessionId: number): Promise<void> {
    await this.database.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
      sessionId,
    ]);
  }
}

/**
 * Revokes every live session of one account but `keep` (the session in use, when it stays), on
 * `q` so it can join the transaction that changes the password. The revocation trigger (migration
 * 0006) tells every process to drop its cached sessions.
 */
export async function revokeSessionsOf(
  q: Queryable,
  account: Pick<Actor, 'kind' | 'id' | 'tenant'>,
  keep?: number,
): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      account.tenant.where(
        sessions,
        eq(account.kind === 'user' ? sessions.userId : sessions.subuserId, account.id),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}
