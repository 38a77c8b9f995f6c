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
import { newToken, SessionRepository } from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export class InvalidCredentials extends AppError {
  constructor() {
    super(401, ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE);
  }
}

type LoginKind = 'main' | 'subuser';

export class AuthService {
  private readonly sessions: SessionRepository;
  private readonly limiters: Record<LoginKind, { byIp: RateLimiter; byUsername: RateLimiter }>;
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly deps: AppDeps,
    private readonly sessionCache: SessionCache,
  ) {
    this.sessions = new SessionRepository(deps.database);
    const perMinute = deps.config.loginRateLimitPerMinute;
    const pair = () => ({
      byIp: new RateLimiter(perMinute, 60_000),
      byUsername: new RateLimiter(perMinute, 60_000),
    });
    this.limiters = { main: pair(), subuser: pair() };
  }

  async login(kind: LoginKind, username: string, password: string, ip: string): Promise<LoginSuccess> {
    this.throttle(kind, username, ip);
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

  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<void> {
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
    });
    // Every account change clears the cache here, as the notification does in other processes
    // (migration 0006), so no future session rule tied to the password can be served stale.
    this.sessionCache.clear();
  }

  private throttle(kind: LoginKind, username: string, ip: string): void {
    const limiter = this.limiters[kind];
    const waitMs = Math.max(limiter.byIp.hit(ip), limiter.byUsername.hit(username.toLowerCase()));
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, ErrorCode.RATE_LIMITED, `Too many login attempts. Try again in ${seconds} s.`);
    }
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-real-password', this.deps.config.scryptLogN);
    return this.dummyHash;
  }
}
