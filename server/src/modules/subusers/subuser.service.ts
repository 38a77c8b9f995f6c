import type { SubuserPatchBody, SubuserRegisterBody } from '@lar/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { notFound, versionConflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordAudit, withoutSecrets } from '../audit/audit.ts';
import { createWithFreeUsername, revokeAccountSessions } from '../auth/account-writes.ts';
import type { Actor } from '../auth/actor.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { SubuserRepository, type SubuserRow, toSubuserDto } from './subuser.repository.ts';

export class SubuserService {
  constructor(
    private readonly deps: AppDeps,
    private readonly sessionCache: SessionCache,
  ) {}

  list(actor: Actor, limit: number, offset: number) {
    return new SubuserRepository(this.deps.database.db, actor.tenant).list(limit, offset);
  }

  async register(actor: Actor, body: SubuserRegisterBody): Promise<SubuserRow> {
    const passwordHash = await hashPassword(body.password, this.deps.config.scryptLogN);
    return createWithFreeUsername(this.deps.database.db, body.username, async (tx) => {
      const row = await new SubuserRepository(tx, actor.tenant).insert({
        adminId: actor.id,
        username: body.username,
        email: body.email,
        passwordHash,
      });
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'subuser',
        entityId: row.id,
        after: withoutSecrets(row),
      });
      return row;
    });
  }

  async update(actor: Actor, id: number, body: SubuserPatchBody): Promise<SubuserRow> {
    const passwordHash =
      body.password === undefined
        ? undefined
        : await hashPassword(body.password, this.deps.config.scryptLogN);
    const updated = await this.deps.database.db.transaction(async (tx) => {
      const repo = new SubuserRepository(tx, actor.tenant);
      const before = await repo.find(id);
      if (!before) throw notFound('Sub-user');
      if (body.version !== undefined && body.version !== before.version) throw versionConflict();
      const after = await repo.update(id, before.version, {
        ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
        ...(passwordHash === undefined ? {} : { passwordHash }),
      });
      if (!after) throw versionConflict();
      // Deactivating or resetting the password ends the sub-user's sessions at once.
      if (body.is_active === false || passwordHash !== undefined)
        await revokeAccountSessions(tx, actor.tenant, { subuserId: id });
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'subuser',
        entityId: id,
        before: withoutSecrets(before),
        after: { ...withoutSecrets(after), ...(passwordHash ? { password: 'reset' } : {}) },
      });
      return after;
    });
    // After the commit and before the answer: the sub-user's next request asks the database. (A
    // lookup that read the old state while the transaction ran cannot refill the cache: see put.)
    this.sessionCache.clear();
    return updated;
  }

  toDto = toSubuserDto;
}
