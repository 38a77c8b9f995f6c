import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Tenant } from '../../db/tenancy.ts';

export type UserRow = typeof users.$inferSelect;
type UserChanges = Partial<
  Pick<UserRow, 'email' | 'isAdmin' | 'isActive' | 'passwordHash' | 'mustChangePassword'>
>;

export class UserRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  async find(id: number): Promise<UserRow | undefined> {
    const [row] = await this.q
      .select()
      .from(users)
      .where(this.tenant.where(users, eq(users.id, id)));
    return row;
  }

  /**
   * Locks the organization's active admins until the transaction ends and returns their ids. Two
   * admins demoting each other at once would otherwise each see the other still in place; the
   * second waits here and then sees the first one's change.
   */
  async lockActiveAdmins(): Promise<number[]> {
    const rows = await this.q
      .select({ id: users.id })
      .from(users)
      .where(this.tenant.where(users, and(eq(users.isAdmin, true), eq(users.isActive, true))))
      .orderBy(users.id)
      .for('update');
    return rows.map((r) => r.id);
  }

  async insert(values: {
    username: string;
    email: string | null;
    passwordHash: string;
    isAdmin: boolean;
  }): Promise<UserRow> {
    const [row] = await this.q.insert(users).values(this.tenant.values(values)).returning();
    return row as UserRow;
  }

  /** Updates only when the stored version is `version`; undefined means someone else got there first. */
  async update(id: number, version: number, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await this.q
      .update(users)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(this.tenant.where(users, eq(users.id, id), eq(users.version, version)))
      .returning();
    return row;
  }
}

/** The API's shape of a main account: never the password hash. */
export function toMainUserDto(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    is_admin: row.isAdmin,
    is_active: row.isActive,
    must_change_password: row.mustChangePassword,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}
