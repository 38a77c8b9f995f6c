import { asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { subusers } from '../../db/schema/accounts.ts';
import type { Tenant } from '../../db/tenancy.ts';

export type SubuserRow = typeof subusers.$inferSelect;

export class SubuserRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  async list(limit: number, offset: number): Promise<{ rows: SubuserRow[]; total: number }> {
    const where = this.tenant.where(subusers);
    const [rows, [totals]] = await Promise.all([
      this.q.select().from(subusers).where(where).orderBy(asc(subusers.username)).limit(limit).offset(offset),
      this.q.select({ total: count() }).from(subusers).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async find(id: number): Promise<SubuserRow | undefined> {
    const [row] = await this.q
      .select()
      .from(subusers)
      .where(this.tenant.where(subusers, eq(subusers.id, id)));
    return row;
  }

  async insert(values: { adminId: number; username: string; email: string; passwordHash: string }) {
    const [row] = await this.q.insert(subusers).values(this.tenant.values(values)).returning();
    return row as SubuserRow;
  }

  /** Updates only when the stored version is `version`; undefined means someone else got there first. */
  async update(id: number, version: number, changes: Partial<Pick<SubuserRow, 'isActive' | 'passwordHash'>>) {
    const [row] = await this.q
      .update(subusers)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(this.tenant.where(subusers, eq(subusers.id, id), eq(subusers.version, version)))
      .returning();
    return row;
  }
}

export function toSubuserDto(row: SubuserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    is_active: row.isActive,
    admin_id: row.adminId,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}
