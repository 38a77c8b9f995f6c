import { passwordSchema, usernameSchema } from '@lar/contracts/auth';
import type { Queryable } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/password.ts';
import { AccountRepository } from '../auth/account.repository.ts';

export interface NewOrganization {
  name: string;
  adminUsername: string;
  adminPassword: string;
}

/** Checks an admin's credentials against the same rules the API applies; throws a readable error. */
export function assertValidAdminCredentials(username: string, password: string): void {
  const problems = [
    ...(usernameSchema.safeParse(username).error?.issues ?? []),
    ...(passwordSchema.safeParse(password).error?.issues ?? []),
  ].map((i) => i.message);
  if (problems.length > 0) throw new Error(`Invalid admin credentials: ${problems.join('; ')}`);
}

/** Creates an organization with its first admin; used at first start and by the CLI. */
export async function createOrganization(
  q: Queryable,
  input: NewOrganization,
  scryptLogN: number,
): Promise<{ organizationId: number; adminId: number }> {
  assertValidAdminCredentials(input.adminUsername, input.adminPassword);
  if (await new AccountRepository(q).usernameTaken(input.adminUsername)) {
    throw new Error(`The username "${input.adminUsername}" is already in use`);
  }
  const [org] = await q
    .insert(organizations)
    .values({ name: input.name })
    .returning({ id: organizations.id });
  if (!org) throw new Error('Organization was not created');
  const [admin] = await q
    .insert(users)
    .values({
      organizationId: org.id,
      username: input.adminUsername.trim(),
      passwordHash: await hashPassword(input.adminPassword, scryptLogN),
      isAdmin: true,
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('Admin was not created');
  return { organizationId: org.id, adminId: admin.id };
}
