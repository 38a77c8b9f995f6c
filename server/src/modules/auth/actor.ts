import type { Role } from '@lar/contracts/permissions';
import type { Tenant } from '../../db/tenancy.ts';

/** Who is calling: resolved from the bearer token once per request by the auth plugin. */
export interface Actor {
  sessionId: number;
  organizationId: number;
  organizationName: string;
  kind: 'user' | 'subuser';
  /** The main account's id or the sub-user's id, depending on `kind`. */
  id: number;
  username: string;
  isAdmin: boolean;
  /** What the account may do (decision 017): admin, main account without the right, or sub-user. */
  role: Role;
  adminId: number | null;
  /** An admin reset the password: only me, change-password and logout answer until it changes. */
  mustChangePassword: boolean;
  tenant: Tenant;
}
