import type { LoginSuccess, SessionUser } from '@lar/contracts/auth';
import { ErrorCode } from '@lar/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { subusers, users } from '../../db/schema/accounts.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { recordAudit } from '../audit/audit.ts';
import { AccountRepository } from './account.repository.ts';
import type { Actor } from './actor.ts';
import { type LoginKind, LoginThrottle } from './login-throttle.ts';
import { newToken, revokeSessionsOf, SessionRepository } from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export class InvalidCredentials extends AppError {
  constructor() {
    super(401, ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE);
  }
}

export class AuthService {
  private readonly sessions: SessionRepository;
  private readonly throttle: LoginThrottle;
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly deps: AppDeps,
    private readonly sessionCache: SessionCache,
  ) {
    this.sessions = new SessionRepository(deps.database);
    this.throttle = new LoginThrottle(new RateLimiter(deps.database), deps.config.loginRateLimitPerMinute);
  }

  async login(kind: LoginKind, username: string, password: string, ip: string): Promise<LoginSuccess> {
    await this.throttle.attempt({ kind, username }, ip);
    const accounts = new AccountRepository(this.deps.database.db);
    let user: SessionUser | undefined;
    let passwordHash: string | undefined;
    if (kind === 'main') {
      const found = await accounts.findMainByUsername(username);
      // One rule for both kinds: an inactive account is treated exactly like an unknown one.
      if (found?.user.isActive) {
        passwordHash = found.user.passwordHash;
        user = {
          id: found.user.id,
          username: found.user.username,
          is_admin: found.user.isAdmin,
          is_subuser: false,
          admin_id: null,
          organization_id: found.user.organizationId,
          organization_name: found.organizationName,
          must_change_password: found.user.mustChangePassword,
        };
      }
    } else {
      const found = await accounts.findSubuserByUsername(username);
      // An inactive sub-user is treated exactly like an unknown one: nothing to learn from the answer.
      if (found?.subuser.isActive) {
        passwordHash = found.subuser.passwordHash;
        user = {
          id: found.subuser.id,
          username: found.subuser.username,
          is_admin: false,
          is_subuser: true,
          admin_id: found.subuser.adminId,
          organization_id: found.subuser.organizationId,
          organization_name: found.organizationName,
          must_change_password: false,
        };
      }
    }
    // Hash even when the account is unknown, so response time does not reveal which usernames exist.
    const ok = await verifyPassword(password, passwordHash ?? (await this.getDummyHash()));
    if (!ok || !user) throw new InvalidCredentials();
    await this.throttle.succeeded({ kind, username }, ip);

    const { token, tokenHash } = newToken();
    await this.sessions.create({
      organizationId: user.organization_id,
      ...(kind === 'main' ? { userId: user.id } : { subuserId: user.id }),
      tokenHash,
      absoluteMs: this.deps.config.sessionAbsoluteMs,
    });
    return { success: true, token, user, message: 'Login successful' };
  }

  async logout(actor: Actor): Promise<void> {
    await this.sessions.revoke(actor.sessionId);
    // Before the answer: the token must not be accepted from the cache afterwards.
    this.sessionCache.clear();
  }

  /** Revokes every session of the caller's account, the one in use included. */
  async logoutEverywhere(actor: Actor): Promise<void> {
    await revokeSessionsOf(this.deps.database.db, actor);
    this.sessionCache.clear();
  }

  /**
   * A wrong current password counts like a failed login of the account from this address, so a
   * stolen session cannot guess the password faster than the login form. Every other session of
   * the account ends; the one in use stays.
   */
  async changePassword(
    actor: Actor,
    currentPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<void> {
    await this.throttle.attempt(
      { kind: actor.kind === 'user' ? 'main' : 'subuser', username: actor.username },
      ip,
    );
    const { db } = this.deps.database;
    const table = actor.kind === 'user' ? users : subusers;
    const [row] = await db
      .select({ passwordHash: table.passwordHash })
      .from(table)
      .where(and(eq(table.id, actor.id), eq(table.organizationId, actor.organizationId)));
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
      throw invalidField(
        'current_password',
        'invalid_current_password',
        'The current password is not correct',
      );
    }
    const passwordHash = await hashPassword(newPassword, this.deps.config.scryptLogN);
    await db.transaction(async (tx) => {
      const account = and(eq(table.id, actor.id), eq(table.organizationId, actor.organizationId));
      // A main account's own new password also lifts the change an admin's reset asked for.
      if (actor.kind === 'user') {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
          .where(account);
      } else {
        await tx.update(table).set({ passwordHash, updatedAt: new Date() }).where(account);
      }
      await recordAudit(tx, actor, {
        action: 'update',
        entity: actor.kind === 'user' ? 'user' : 'subuser',
        entityId: actor.id,
        after: { password: 'changed' },
      });
      await revokeSessionsOf(tx, actor, actor.sessionId);
    });
    // Before the answer, as the notification does in other processes (migration 0006): the
    // revoked sessions must not be served from this process's cache.
    this.sessionCache.clear();
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-real-password', this.deps.config.scryptLogN);
    return this.dummyHash;
  }
}
