import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { subusers, users } from '../../db/schema/accounts.ts';
import { organizations } from '../../db/schema/organizations.ts';
import type { Actor } from '../../lib/actor.ts';

type AccountTable = typeof users | typeof subusers;

/** Login names are unique whatever their case, and found the same way. */
const isUsername = (column: PgColumn, username: string): SQL => sql`lower(${column}) = lower(${username})`;

/**
 * Look-ups by username across the whole installation: login names are unique over main accounts
 * and sub-users of every organization, because login does not name the organization. Also the
 * caller's own password, read and changed.
 */
export class AccountRepository {
  constructor(private readonly q: Queryable) {}

  findMainByUsername(username: string) {
    return this.findWithOrganization(users, username);
  }

  findSubuserByUsername(username: string) {
    return this.findWithOrganization(subusers, username);
  }

  /** The account of `table` with this login name, and its organization's name. */
  private async findWithOrganization<Table extends AccountTable>(table: Table, username: string) {
    const rows = await this.q
      .select({ account: table, organizationName: organizations.name })
      // Drizzle cannot check a generic table as a `from`; the row's type still follows `Table`.
      .from(table as AccountTable)
      .innerJoin(organizations, eq(organizations.id, table.organizationId))
      .where(isUsername(table.username, username))
      .limit(1);
    return rows[0];
  }

  async usernameTaken(username: string): Promise<boolean> {
    const [main] = await this.q
      .select({ id: users.id })
      .from(users)
      .where(isUsername(users.username, username))
      .limit(1);
    if (main) return true;
    const [sub] = await this.q
      .select({ id: subusers.id })
      .from(subusers)
      .where(isUsername(subusers.username, username))
      .limit(1);
    return sub !== undefined;
  }

  /** The password hash of the caller's own account, or undefined when it is gone. */
  async ownPasswordHash(actor: Actor): Promise<string | undefined> {
    const table = tableOf(actor);
    const [row] = await this.q
      .select({ passwordHash: table.passwordHash })
      .from(table)
      .where(ownAccount(table, actor));
    return row?.passwordHash;
  }

  /** Sets the caller's own password; a main account's also lifts the change an admin's reset asked for. */
  async setOwnPassword(actor: Actor, passwordHash: string): Promise<void> {
    if (actor.kind === 'user') {
      await this.q
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
        .where(ownAccount(users, actor));
    } else {
      await this.q
        .update(subusers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(ownAccount(subusers, actor));
    }
  }
}

const tableOf = (actor: Actor): AccountTable => (actor.kind === 'user' ? users : subusers);
const ownAccount = (table: AccountTable, actor: Actor) =>
  and(eq(table.id, actor.id), eq(table.organizationId, actor.organizationId));
