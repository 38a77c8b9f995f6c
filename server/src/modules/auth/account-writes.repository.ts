import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { duplicate } from '../../lib/app-error.ts';
import { onUniqueViolation } from '../../lib/database-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/index.ts';
import { AccountRepository } from './account.repository.ts';

/** What main accounts and sub-users share when they are created, deactivated or reset. */

export const usernameTaken = () => duplicate('username', 'This username is already in use');

/**
 * Runs `create` in a transaction once `username` is known to be free among every account of every
 * organization. Two creations of one name at once: the unique index decides, and the loser gets the
 * same 409 as a plain duplicate.
 */
export function createWithFreeUsername<T>(
  db: Database,
  username: string,
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  return onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        if (await new AccountRepository(tx).usernameTaken(username)) throw usernameTaken();
        return create(tx);
      }),
    usernameTaken,
  );
}

/**
 * Creates an account under a free username (`createWithFreeUsername`), its password hashed before
 * the transaction starts. `insert` writes the row with that hash and reads back its answer, which
 * the audit log records: an account's answer never holds its hash.
 */
export async function createAccount<Answer extends { id: number }>(
  deps: Pick<AppDeps, 'database' | 'config'>,
  actor: Actor,
  entity: 'user' | 'subuser',
  { username, password }: { username: string; password: string },
  insert: (tx: Tx, passwordHash: string) => Promise<Answer | undefined>,
): Promise<Answer> {
  const passwordHash = await hashPassword(password, deps.config.scryptLogN);
  return createWithFreeUsername(deps.database.db, username, async (tx) => {
    const after = await insert(tx, passwordHash);
    if (!after) throw new Error(`the inserted ${entity} was not found`);
    await recordAudit(tx, actor, { action: 'create', entity, entityId: after.id, after });
    return after;
  });
}

/** Ends every open session of one account; its next request is refused. */
export async function revokeAccountSessions(
  q: Queryable,
  tenant: Tenant,
  account: { userId: number } | { subuserId: number },
): Promise<void> {
  const owner =
    'userId' in account ? eq(sessions.userId, account.userId) : eq(sessions.subuserId, account.subuserId);
  await q
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(tenant.where(sessions, and(owner, isNull(sessions.revokedAt))));
}
