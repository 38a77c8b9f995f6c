import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { organizations } from '../../db/schema/organizations.ts';

/** Organizations and their first accounts, outside any one organization's scope (first start, the CLI). */

export async function organizationExists(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return rows.length > 0;
}

/** The organization with the lowest id, or undefined before there is any. */
export async function firstOrganizationId(q: Queryable): Promise<number | undefined> {
  const [first] = await q
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(asc(organizations.id))
    .limit(1);
  return first?.id;
}

/** Inserts the organization; its id. */
export async function insertOrganization(q: Queryable, name: string): Promise<number> {
  const [org] = await q.insert(organizations).values({ name }).returning({ id: organizations.id });
  if (!org) throw new Error('Organization was not created');
  return org.id;
}

/** Inserts a main account; its id. */
export async function insertMainAccount(q: Queryable, values: typeof users.$inferInsert): Promise<number> {
  const [user] = await q.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error('The account was not created');
  return user.id;
}
