import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { subusers, users } from '../../db/schema/accounts.ts';
import { organizations } from '../../db/schema/organizations.ts';

type AccountTable = typeof users | typeof subusers;

/** Login names are unique whatever their case, and found the same way. */
const isUsername = (column: PgColumn, username: string): SQL => sql`lower(${column}) = lower(${username})`;

/**
 * Look-ups by username across the whole installation: login names are unique over main accounts
 * and sub-users of every organization, because login does not name the organization.
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
}
