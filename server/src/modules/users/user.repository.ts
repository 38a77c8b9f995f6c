import type { MainUser } from '@lar/contracts/auth';
import type { PagingQuery } from '@lar/contracts/paging';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { insertRow, selectRow, updateAtVersion } from '../../db/tenant-rows.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

/** A main account as the API answers it and the audit log records it: never its password hash. */
export const mainUserShape = recordShape<MainUser>({
  id: users.id,
  username: users.username,
  email: users.email,
  is_admin: users.isAdmin,
  is_active: users.isActive,
  must_change_password: users.mustChangePassword,
  created_at: jsonTimestamp(users.createdAt),
  version: users.version,
});

/** The organization's main accounts, by username. */
export const listUsers = (q: Queryable, tenant: Tenant, page: PagingQuery): Promise<JsonPage> =>
  pagedJson({
    q,
    from: users,
    where: tenant.where(users),
    orderBy: [asc(users.username), asc(users.id)],
    json: mainUserShape.jsonColumn,
    page,
  });

type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'email' | 'isAdmin' | 'isActive' | 'passwordHash' | 'mustChangePassword'>
>;

export class UserRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /** The account's answer, or undefined when this organization has no such account. */
  async find(id: number): Promise<MainUser | undefined> {
    return mainUserShape.readFirst(await selectRow(this.q, this.tenant, users, mainUserShape.columns, id));
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

  /** Inserts the account; its id. */
  insert(values: {
    username: string;
    email: string | null;
    passwordHash: string;
    isAdmin: boolean;
  }): Promise<number> {
    return insertRow(this.q, this.tenant, users, values);
  }

  /** Updates only when the stored version is `version`; false means someone else got there first. */
  update(id: number, version: number, changes: UserChanges): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, users, id, version, changes);
  }
}
