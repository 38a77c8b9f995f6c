import { describe, expect, it } from 'vitest';
import { accountKindKey } from '../src/lib/auth/account-kind.ts';
import { canUse } from '../src/lib/auth/permissions.ts';

describe('account kind', () => {
  it('names administrators, other main accounts and sub-users', () => {
    expect(accountKindKey({ is_admin: true, is_subuser: false })).toBe('staff.roleAdmin');
    expect(accountKindKey({ is_admin: false, is_subuser: false })).toBe('staff.roleStaff');
    expect(accountKindKey({ is_admin: false, is_subuser: true })).toBe('staff.roleSubuser');
  });
});

describe('what an account may do in the app (decision 017)', () => {
  const admin = { is_admin: true, is_subuser: false };
  const main = { is_admin: false, is_subuser: false };
  const subuser = { is_admin: false, is_subuser: true };

  it('shows a sub-user the daily work only: candidates and occupancies, no deletes, imports or accounts', () => {
    expect(canUse(subuser, 'write_candidates')).toBe(true);
    expect(canUse(subuser, 'write_occupancies')).toBe(true);
    for (const permission of ['write_records', 'delete_records', 'import_limits', 'manage_accounts'] as const)
      expect(canUse(subuser, permission), permission).toBe(false);
  });

  it('shows a main account the records and their deletes, not accounts, history or messages', () => {
    for (const permission of ['write_records', 'delete_records', 'import_limits'] as const)
      expect(canUse(main, permission), permission).toBe(true);
    for (const permission of [
      'manage_accounts',
      'read_audit_log',
      'read_messages',
      'retire_programs',
    ] as const)
      expect(canUse(main, permission), permission).toBe(false);
  });

  it('shows an admin everything, and nobody signed in nothing', () => {
    expect(canUse(admin, 'manage_accounts')).toBe(true);
    expect(canUse(admin, 'retire_programs')).toBe(true);
    expect(canUse(null, 'read_records')).toBe(false);
  });
});
