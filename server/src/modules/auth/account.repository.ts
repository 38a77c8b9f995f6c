import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { subusers, users } from '../../db/schema/accounts.ts';
import { organizations } from '../../db/schema/organizations.ts';

/**
 * Look-ups by username across the whole installation: login names are unique over main accounts
 * and sub-users of every organization, because login does not name the organization.
 */
export class AccountRepository {
  constructor(private readonly q: Queryable) {}

  async findMainByUsername(username: string) {
    const rows = await this.q
      .select({ user: users, organizationName: organizations.name })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return rows[0];
  }

  async findSubuserByUsername(username: string) {
    const rows = await this.q
      .select({ subuser: subusers, organizationName: organizations.name })
      .from(subusers)
      .innerJoin(organizations, eq(organizations.id, subusers.organizationId))
      .where(sql`lower(${subusers.username}) = lower(${username})`)
      .limit(1);
    return rows[0];
  }

  async usernameTaken(username: string): Promise<boolean> {
    const [main] = await this.q
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    if (main) return true;
    const [sub] = await this.q
      .select({ id: subusers.id })
      .from(subusers)
      .where(sql`lower(${subusers.username}) = lower(${username})`)
      .limit(1);
    return sub !== undefined;
  }
}
