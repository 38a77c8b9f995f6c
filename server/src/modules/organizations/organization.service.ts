import { emailSchema, passwordSchema, usernameSchema } from '@lar/contracts/auth';
import type { Queryable } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { AccountRepository } from '../auth/index.ts';
import { insertMainAccount, insertOrganization, organizationExists } from './organization.repository.ts';

export interface NewOrganization {
  name: string;
  adminUsername: string;
  adminPassword: string;
}

/** Checks an account's credentials against the same rules the API applies; throws a readable error. */
export function assertValidAdminCredentials(username: string, password: string): void {
  const problems = [
    ...(usernameSchema.safeParse(username).error?.issues ?? []),
    ...(passwordSchema.safeParse(password).error?.issues ?? []),
  ].map((i) => i.message);
  if (problems.length > 0) throw new Error(`Invalid credentials: ${problems.join('; ')}`);
}

export interface NewMainAccount {
  organizationId: number;
  username: string;
  password: string;
  isAdmin: boolean;
  email?: string | undefined;
}

/**
 * Creates a main account outside the API (first start, the CLI), under the API's rules for names,
 * passwords and e-mails; throws a readable error.
 */
export async function createMainAccount(
  q: Queryable,
  input: NewMainAccount,
  scryptLogN: number,
): Promise<number> {
  assertValidAdminCredentials(input.username, input.password);
  const email = input.email === undefined ? null : emailSchema.safeParse(input.email);
  if (email && !email.success) throw new Error(`Invalid e-mail: ${email.error.issues[0]?.message ?? ''}`);
  if (await new AccountRepository(q).usernameTaken(input.username)) {
    throw new Error(`The username "${input.username}" is already in use`);
  }
  if (!(await organizationExists(q, input.organizationId))) {
    throw new Error(`There is no organization ${input.organizationId}`);
  }
  return insertMainAccount(q, {
    organizationId: input.organizationId,
    username: input.username.trim(),
    email: email?.data ?? null,
    passwordHash: await hashPassword(input.password, scryptLogN),
    isAdmin: input.isAdmin,
  });
}

/** Creates an organization with its first admin; used at first start and by the CLI. */
export async function createOrganization(
  q: Queryable,
  input: NewOrganization,
  scryptLogN: number,
): Promise<{ organizationId: number; adminId: number }> {
  // Checked before the organization is made, so a bad name or password leaves nothing behind even
  // outside a transaction.
  assertValidAdminCredentials(input.adminUsername, input.adminPassword);
  const organizationId = await insertOrganization(q, input.name);
  const adminId = await createMainAccount(
    q,
    { organizationId, username: input.adminUsername, password: input.adminPassword, isAdmin: true },
    scryptLogN,
  );
  return { organizationId, adminId };
}
