/**
 * Who may do what (decision 017): the three kinds of account and, for each capability, the kinds
 * allowed to use it. The server refuses every other kind with 403 `FORBIDDEN` (each API route names
 * its capability), the OpenAPI document lists the allowed kinds of each operation
 * (`x-allowed-roles`), and the web app hides what the signed-in account cannot do. A change of the
 * rules is a change of this table, and of the decision record that lists every route.
 */

/** `admin`: a main account with the admin right; `main`: one without; `subuser`: an admin's staff. */
export const ROLES = ['admin', 'main', 'subuser'] as const;
export type Role = (typeof ROLES)[number];

const EVERYONE = ['admin', 'main', 'subuser'] as const satisfies readonly Role[];
const MAIN_ACCOUNTS = ['admin', 'main'] as const satisfies readonly Role[];
const ADMINS = ['admin'] as const satisfies readonly Role[];
/** No staff account: what only a resident's session may use (decision 075). */
const NO_STAFF = [] as const satisfies readonly Role[];

export interface Capability {
  roles: readonly Role[];
  /** What it covers, in a sentence (the decision record's words). */
  summary: string;
}

export const PERMISSIONS = {
  own_session: {
    roles: EVERYONE,
    summary: 'Their own account and session: who is signed in, change password, log out',
  },
  read_records: {
    roles: EVERYONE,
    summary:
      'Read companies, properties, their contacts, buildings and utility allowances, programs and their limits, units, candidates, occupancies, their income certifications, and their eligibility and compliance checks',
  },
  write_candidates: { roles: EVERYONE, summary: 'Register and edit candidates' },
  write_occupancies: {
    roles: EVERYONE,
    summary:
      'Place a candidate in a unit, edit, end and reactivate occupancies, and prepare and finalize their income certifications',
  },
  override_eligibility: {
    roles: ADMINS,
    summary:
      'Save an active occupancy that fails the income or rent limits, with a reason: a field of the occupancy writes, checked by their service, not a route',
  },
  write_records: {
    roles: MAIN_ACCOUNTS,
    summary:
      'Create and edit companies, properties, their contacts, buildings and utility allowances, units, and programs with their levels',
  },
  import_limits: {
    roles: MAIN_ACCOUNTS,
    summary: "Check and import a CSV of AMI limits, which replaces a program's limits",
  },
  delete_records: {
    roles: MAIN_ACCOUNTS,
    summary: 'Delete companies, properties, contacts, buildings, units and candidates',
  },
  retire_programs: { roles: ADMINS, summary: 'Activate, deactivate and delete programs' },
  manage_accounts: {
    roles: ADMINS,
    summary: 'Main accounts and sub-users: list, create, change, deactivate, reset passwords',
  },
  read_audit_log: { roles: ADMINS, summary: "A record's history: who changed what, before and after" },
  read_messages: { roles: ADMINS, summary: 'Messages sent through the public contact form' },
  handle_visits: {
    roles: EVERYONE,
    summary: 'Read visit requests sent from the public listings and schedule, complete or cancel them',
  },
  review_applications: {
    roles: EVERYONE,
    summary:
      "Read applications from the public site with their documents and a property's waitlist, and waitlist, decline, offer, lease or withdraw them and clear their duplicate flags",
  },
  manage_allocation: {
    roles: MAIN_ACCOUNTS,
    summary: "Define a property's preferences and how it allocates units, and run a listing's lottery",
  },
  read_outbox: { roles: ADMINS, summary: 'E-mails sent or waiting to be sent to applicants' },
  read_reporting_data: {
    roles: MAIN_ACCOUNTS,
    summary:
      "Read and record a household's reporting data (race and ethnicity, disability, last 4 of the SSN, rental assistance) of certifications and applications; every read is audit-logged",
  },
  resident_portal: {
    roles: NO_STAFF,
    summary:
      "A resident's own household in the resident portal: its unit, rent, certifications and next recertification, its recertification questionnaire (decision 076), its verification documents (decision 077), signing the certification sent for signature (decision 078), asking for third-party verifications (decision 079), and signing out; only a resident session may, and a resident session may nothing else",
  },
} as const satisfies Record<string, Capability>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** The kind of an account as the session answers describe it (`is_admin`, `is_subuser`). */
export function roleOf(account: { is_admin: boolean; is_subuser: boolean }): Role {
  if (account.is_subuser) return 'subuser';
  return account.is_admin ? 'admin' : 'main';
}

export function allows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}
