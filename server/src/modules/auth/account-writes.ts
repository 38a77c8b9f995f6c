import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { duplicate } from '../../lib/app-error.ts';
import { onUniqueViolation } from '../../lib/database-errors.ts';
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
