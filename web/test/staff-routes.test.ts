import { allows, type Role } from '@lar/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAV, ADMIN_NAV, CRM_NAV } from '../src/app/staff/nav-items.tsx';
import { comingSoon, staffScreens } from '../src/app/staff-routes.tsx';

describe('staff routes and sidebar', () => {
  it('declares every protected route of the original app, plus the messages and own account screens', () => {
    expect(staffScreens.map((s) => s.path).sort()).toEqual(
      [
        'users',
        'subusers',
        'property-manager',
        'property',
        'govprogram',
        'units',
        'occupancies',
        'compliance',
        'candidates',
        'messages',
        'account',
        // Income certifications (issue 21).
        'recertifications',
        'certifications',
        // A property's compliance tests (issue 22).
        'property-compliance',
        // The staff dashboard (issue 22).
        'dashboard',
        // Visit requests from the public listings (issue 23).
        'visits',
        // The applicant e-mails' outbox (issue 24).
        'outbox',
        // A property's waitlist, preferences and lotteries (issue 24).
        'waitlist',
        // Online applications (issue 24).
        'applications',
        // A unit's compliance worksheet (decision 049).
        'unit-compliance-worksheet',
        // A property's 8823 self-audit (decision 067).
        'self-audit',
        // A property's tenant data file for HUD, its checks and the change since last year (decision 071).
        'tenant-data',
      ].sort(),
    );
  });

  it('has a sidebar entry for every screen not opened from another, and a screen for every entry', () => {
    const navPaths = [...CRM_NAV, ...ADMIN_NAV, ACCOUNT_NAV].map((item) => item.path.slice(1)).sort();
    const ownEntries = staffScreens.filter((s) => s.openedFrom === undefined);
    expect(navPaths).toEqual(ownEntries.map((s) => s.path).sort());
    // A screen without an entry is opened from one that has one.
    for (const screen of staffScreens.filter((s) => s.openedFrom !== undefined)) {
      expect(navPaths, screen.path).toContain(screen.openedFrom);
    }
  });

  it('keeps the CRM group for everyone and the admin group for the screens of accounts and messages', () => {
    const permissionOf = new Map(staffScreens.map((s) => [`/${s.path}`, s.permission]));
    expect(CRM_NAV.map((i) => i.path)).toEqual([
      '/dashboard',
      '/property-manager',
      '/property',
      '/govprogram',
      '/units',
      '/occupancies',
      '/recertifications',
      '/compliance',
      '/property-compliance',
      '/candidates',
      '/visits',
      '/applications',
      '/waitlist',
    ]);
    for (const item of CRM_NAV) {
      expect(permissionOf.get(item.path), item.path).toBeUndefined();
      expect(item.permission, item.path).toBeUndefined();
    }
    expect(ADMIN_NAV.map((i) => i.path)).toEqual(['/users', '/subusers', '/messages', '/outbox']);
    // An entry is shown to the accounts its screen lets in, and to no others.
    for (const item of ADMIN_NAV) expect(item.permission, item.path).toBe(permissionOf.get(item.path));
  });

  it('lets only admins open the accounts, messages and outbox screens, and every account the rest (decision 017)', () => {
    const screenFor = (path: string) => staffScreens.find((s) => s.path === path);
    const opens = (role: Role, path: string) => {
      const permission = screenFor(path)?.permission;
      return permission === undefined || allows(role, permission);
    };
    for (const path of ['users', 'subusers', 'messages', 'outbox']) {
      expect(opens('admin', path), path).toBe(true);
      expect(opens('main', path), path).toBe(false);
      expect(opens('subuser', path), path).toBe(false);
    }
    for (const path of ['candidates', 'occupancies', 'units', 'account']) {
      for (const role of ['admin', 'main', 'subuser'] as const) expect(opens(role, path), path).toBe(true);
    }
  });

  it('opens the own account screen to every signed-in user, sub-users included', () => {
    expect(ACCOUNT_NAV.path).toBe('/account');
    expect(staffScreens.find((s) => s.path === 'account')?.permission).toBeUndefined();
  });

  it('loads every screen lazily, with a titled placeholder for screens not built yet', async () => {
    for (const screen of staffScreens) expect(typeof screen.page, screen.path).toBe('function');
    const placeholder = await comingSoon('nav.units')();
    expect(typeof placeholder.default).toBe('function');
  });
});
