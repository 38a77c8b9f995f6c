import type { LoginSuccess, SessionUser } from '@lar/contracts/auth';
import { ErrorCode } from '@lar/contracts/errors';
import { roleOf } from '@lar/contracts/permissions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { recordAudit } from '../audit/index.ts';
import { AccountRepository } from './account.repository.ts';
import { type Account, type LoginKind, LoginThrottle } from './login-throttle.ts';
import { queueUnlockNotice } from './login-unlock-notice.ts';
import { newToken, revokeSessionsOf, SessionRepository } from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export class InvalidCredentials extends AppError {
  constructor() {
    super(ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE);
  }
}

export const ACCOUNT_DEACTIVATED_MESSAGE = 'This account is deactivated. Ask your administrator.';

/** Said only after the account's right password, so a guesser learns nothing from it (security.md). */
export class AccountDeactivated extends AppError {
  constructor() {
    super(ErrorCode.ACCOUNT_DEACTIVATED, ACCOUNT_DEACTIVATED_MESSAGE);
  }
}

/** The account a login names, found by username: who it signs in as, its hash, whether it is active. */
interface LoginAccount {
  /** Its `role` is derived from the two flags when the login answers. */
  user: Omit<SessionUser, 'role' | 'time_zone'>;
  passwordHash: string;
  isActive: boolean;
  /** Where the unlock e-mail goes; null for main accounts made before e-mails were asked for. */
  email: string | null;
}

/** What every kind of account has that a login reads. */
interface FoundAccount {
  account: {
    id: number;
    username: string;
    passwordHash: string;
    isActive: boolean;
    organizationId: number;
    email: string | null;
  };
  organizationName: string;
}

/** One login: the credentials, the client's address as the limits count it, and the unlock link's token. */
export interface LoginAttempt {
  username: string;
  password: string;
  address: string;
  unlock?: string | undefined;
}

/** The login account of an account found by its username, with what its kind says of its rights. */
function loginAccount(
  { account, organizationName }: FoundAccount,
  rights: Pick<SessionUser, 'is_admin' | 'is_subuser' | 'admin_id' | 'must_change_password'>,
): LoginAccount {
  return {
    passwordHash: account.passwordHash,
    isActive: account.isActive,
    email: account.email,
    user: {
      id: account.id,
      username: account.username,
      is_admin: rights.is_admin,
      is_subuser: rights.is_subuser,
      admin_id: rights.admin_id,
      organization_id: account.organizationId,
      organization_name: organizationName,
      must_change_password: rights.must_change_password,
    },
  };
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

  /**
   * Logs in with whichever kind of account the username names: usernames are unique across main
   * accounts and sub-users, so one form needs one request (no refused first try).
   */
  async loginAnyKind(attempt: LoginAttempt): Promise<LoginSuccess> {
    const accounts = new AccountRepository(this.deps.database.db);
    const kind: LoginKind = (await accounts.findMainByUsername(attempt.username)) ? 'main' : 'subuser';
    return this.login(kind, attempt);
  }

  async login(kind: LoginKind, { username, password, address, unlock }: LoginAttempt): Promise<LoginSuccess> {
    await this.throttle.attempt({ kind, username }, address, unlock);
    const account = await this.findLoginAccount(kind, username);
    // Hash even when the account is unknown, so response time does not reveal which usernames exist.
    const ok = await verifyPassword(password, account?.passwordHash ?? (await this.getDummyHash()));
    if (!ok || !account) {
      await this.failedCheck({ kind, username }, account);
      throw new InvalidCredentials();
    }
    // Only the right password learns that the account exists but is deactivated.
    if (!account.isActive) throw new AccountDeactivated();
    const { user } = account;
    await this.throttle.succeeded({ kind, username }, address);

    const { token, tokenHash } = newToken();
    await this.sessions.create({
      organizationId: user.organization_id,
      ...(kind === 'main' ? { userId: user.id } : { subuserId: user.id }),
      tokenHash,
      absoluteMs: this.deps.config.sessionAbsoluteMs,
    });
    return {
      success: true,
      token,
      user: { ...user, role: roleOf(user), time_zone: this.deps.config.timeZone },
      message: 'Login successful',
    };
  }

  /**
   * A wrong password counts against the account's wait (unknown usernames too, alike). When it
   * starts the wait, the owner of an active account with an e-mail gets the unlock link.
   */
  private async failedCheck(who: Account, account: LoginAccount | undefined): Promise<void> {
    const startsWait = await this.throttle.failed(who);
    if (!startsWait || !account?.isActive || account.email === null) return;
    const token = await this.throttle.unlockToken(who);
    await queueUnlockNotice(this.deps.database.db, {
      organizationId: account.user.organization_id,
      email: account.email,
      username: account.user.username,
      token,
      siteUrl: this.deps.config.publicUrl,
    });
    this.deps.mailer?.nudge();
  }

  private async findLoginAccount(kind: LoginKind, username: string): Promise<LoginAccount | undefined> {
    const accounts = new AccountRepository(this.deps.database.db);
    if (kind === 'main') {
      const found = await accounts.findMainByUsername(username);
      return (
        found &&
        loginAccount(found, {
          is_admin: found.account.isAdmin,
          is_subuser: false,
          admin_id: null,
          must_change_password: found.account.mustChangePassword,
        })
      );
    }
    const found = await accounts.findSubuserByUsername(username);
    // A sub-user is never an admin, answers to its admin and is never made to change its password.
    return (
      found &&
      loginAccount(found, {
        is_admin: false,
        is_subuser: true,
        admin_id: found.account.adminId,
        must_change_password: false,
      })
    );
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
    const who: Account = { kind: actor.kind === 'user' ? 'main' : 'subuser', username: actor.username };
    await this.throttle.attempt(who, ip);
    const { db } = this.deps.database;
    const currentHash = await new AccountRepository(db).ownPasswordHash(actor);
    if (currentHash === undefined || !(await verifyPassword(currentPassword, currentHash))) {
      // Counted, but no unlock e-mail: whoever holds the session is past the login already.
      await this.throttle.failed(who);
      throw invalidField(
        'current_password',
        'invalid_current_password',
        'The current password is not correct',
      );
    }
    const passwordHash = await hashPassword(newPassword, this.deps.config.scryptLogN);
    await db.transaction(async (tx) => {
      await new AccountRepository(tx).setOwnPassword(actor, passwordHash);
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
