import type { MainUser, MainUserCreateBody, MainUserUpdateBody } from '@lar/contracts/auth';
import { ErrorCode } from '@lar/contracts/errors';
import type { PagingQuery } from '@lar/contracts/paging';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { hashPassword, temporaryPassword } from '../../lib/password.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordUpdate } from '../audit/index.ts';
import type { SessionCache } from '../auth/index.ts';
import { createAccount, revokeAccountSessions } from '../auth/index.ts';
import { listUsers, UserRepository } from './user.repository.ts';

const ownAccount = (detail: string) => new AppError(ErrorCode.OWN_ACCOUNT, detail);

const lastActiveAdmin = () =>
  new AppError(
    ErrorCode.LAST_ACTIVE_ADMIN,
    'This is the last active administrator of the organization; make another account an active administrator first.',
  );

export class UserService {
  constructor(
    private readonly deps: AppDeps,
    private readonly sessionCache: SessionCache,
  ) {}

  list(actor: Actor, page: PagingQuery): Promise<JsonPage> {
    return listUsers(this.deps.database.db, actor.tenant, page);
  }

  async get(actor: Actor, id: number): Promise<MainUser> {
    const user = await new UserRepository(this.deps.database.db, actor.tenant).find(id);
    if (!user) throw notFound('User');
    return user;
  }

  async create(actor: Actor, body: MainUserCreateBody): Promise<MainUser> {
    return createAccount(this.deps, actor, 'user', body, async (tx, passwordHash) => {
      const repo = new UserRepository(tx, actor.tenant);
      const id = await repo.insert({
        username: body.username,
        email: body.email,
        passwordHash,
        isAdmin: body.is_admin,
      });
      return repo.find(id);
    });
  }

  async update(actor: Actor, id: number, body: MainUserUpdateBody): Promise<MainUser> {
    // An admin locking themselves out would need another admin (or the CLI) to get back in.
    if (id === actor.id && body.is_admin === false)
      throw ownAccount('You cannot remove your own admin right');
    if (id === actor.id && body.is_active === false)
      throw ownAccount('You cannot deactivate your own account');
    const takesAdminAway = body.is_admin === false || body.is_active === false;
    const updated = await this.deps.database.db.transaction(async (tx) => {
      const repo = new UserRepository(tx, actor.tenant);
      // Locked before the account is read, so the count below is still true at the commit.
      const activeAdmins = takesAdminAway ? await repo.lockActiveAdmins() : [];
      const before = await repo.find(id);
      if (!before) throw notFound('User');
      versionToApply(body.version, before.version);
      // A null e-mail is what an account made without one answers; sent back, it changes nothing.
      if (body.email === null && before.email !== null)
        throw invalidField('email', 'required', 'An e-mail address is required');
      if (activeAdmins.length === 1 && activeAdmins[0] === id) throw lastActiveAdmin();
      const changed = await repo.update(id, before.version, {
        ...(body.email === undefined || body.email === null ? {} : { email: body.email }),
        ...(body.is_admin === undefined ? {} : { isAdmin: body.is_admin }),
        ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
      });
      const after = changed ? await repo.find(id) : undefined;
      if (!after) throw versionConflict();
      if (body.is_active === false) await revokeAccountSessions(tx, actor.tenant, { userId: id });
      await recordUpdate(tx, actor, { entity: 'user', entityId: id, before, after }, body.version);
      return after;
    });
    // After the commit and before the answer: the account's next request sees its new rights.
    this.sessionCache.clear();
    return updated;
  }

  /** A new random password the account must change at its next login; its sessions end now. */
  async resetPassword(actor: Actor, id: number): Promise<{ user: MainUser; temporaryPassword: string }> {
    if (id === actor.id) throw ownAccount('Change your own password on My account, not with a reset');
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password, this.deps.config.scryptLogN);
    const user = await this.deps.database.db.transaction(async (tx) => {
      const repo = new UserRepository(tx, actor.tenant);
      const before = await repo.find(id);
      if (!before) throw notFound('User');
      const changed = await repo.update(id, before.version, { passwordHash, mustChangePassword: true });
      const after = changed ? await repo.find(id) : undefined;
      if (!after) throw versionConflict();
      await revokeAccountSessions(tx, actor.tenant, { userId: id });
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'user',
        entityId: id,
        before,
        after: { ...after, password: 'reset' },
      });
      return after;
    });
    this.sessionCache.clear();
    return { user, temporaryPassword: password };
  }
}
