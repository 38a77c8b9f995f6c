import type { Subuser, SubuserPatchBody, SubuserRegisterBody } from '@lar/contracts/auth';
import type { PagingQuery } from '@lar/contracts/paging';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound, versionConflict } from '../../lib/app-error.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { hashPassword } from '../../lib/password.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordUpdate } from '../audit/index.ts';
import type { SessionCache } from '../auth/index.ts';
import { createAccount, revokeAccountSessions } from '../auth/index.ts';
import { SubuserRepository } from './subuser.repository.ts';

export class SubuserService {
  constructor(
    private readonly deps: AppDeps,
    private readonly sessionCache: SessionCache,
  ) {}

  list(actor: Actor, page: PagingQuery): Promise<JsonPage> {
    return new SubuserRepository(this.deps.database.db, actor.tenant).list(page);
  }

  /**
   * Registers a sub-user; its id. The audit log records its answer, which has no password hash.
   */
  async register(actor: Actor, body: SubuserRegisterBody): Promise<number> {
    const created = await createAccount(this.deps, actor, 'subuser', body, async (tx, passwordHash) => {
      const repo = new SubuserRepository(tx, actor.tenant);
      const id = await repo.insert({
        adminId: actor.id,
        username: body.username,
        email: body.email,
        passwordHash,
      });
      return repo.find(id);
    });
    return created.id;
  }

  /** Activates, deactivates or resets the password of a sub-user; its answer. */
  async update(actor: Actor, id: number, body: SubuserPatchBody): Promise<Subuser> {
    const passwordHash =
      body.password === undefined
        ? undefined
        : await hashPassword(body.password, this.deps.config.scryptLogN);
    const updated = await this.deps.database.db.transaction(async (tx) => {
      const repo = new SubuserRepository(tx, actor.tenant);
      const before = await repo.find(id, true);
      if (!before) throw notFound('Sub-user');
      versionToApply(body.version, before.version);
      const changed = await repo.update(id, before.version, {
        ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
        ...(passwordHash === undefined ? {} : { passwordHash }),
      });
      const after = changed ? await repo.find(id) : undefined;
      if (!after) throw versionConflict();
      // Deactivating or resetting the password ends the sub-user's sessions at once.
      if (body.is_active === false || passwordHash !== undefined)
        await revokeAccountSessions(tx, actor.tenant, { subuserId: id });
      await recordUpdate(
        tx,
        actor,
        {
          entity: 'subuser',
          entityId: id,
          before,
          // That the password was reset, never what to.
          after: { ...after, ...(passwordHash ? { password: 'reset' } : {}) },
        },
        body.version,
      );
      return after;
    });
    // After the commit and before the answer: the sub-user's next request asks the database. (A
    // lookup that read the old state while the transaction ran cannot refill the cache: see put.)
    this.sessionCache.clear();
    return updated;
  }
}
