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
        'candidates',
        'messages',
        'account',
      ].sort(),
    );
  });

  it('has a sidebar entry for every screen and a screen for every entry', () => {
    const navPaths = [...CRM_NAV, ...ADMIN_NAV, ACCOUNT_NAV].map((item) => item.path.slice(1)).sort();
    expect(navPaths).toEqual(staffScreens.map((s) => s.path).sort());
  });

  it('keeps the CRM group for everyone and the admin group for admin-only screens', () => {
    const adminOnly = new Set(staffScreens.filter((s) => s.adminOnly).map((s) => `/${s.path}`));
    expect(CRM_NAV.map((i) => i.path)).toEqual([
      '/property-manager',
      '/property',
      '/govprogram',
      '/units',
      '/occupancies',
    ]);
    for (const item of CRM_NAV) expect(adminOnly.has(item.path), item.path).toBe(false);
    expect(ADMIN_NAV.map((i) => i.path)).toEqual(['/candidates', '/users', '/subusers', '/messages']);
    for (const item of ADMIN_NAV) expect(adminOnly.has(item.path), item.path).toBe(true);
  });

  it('opens the own account screen to every signed-in user, sub-users included', () => {
    expect(ACCOUNT_NAV.path).toBe('/account');
    expect(staffScreens.find((s) => s.path === 'account')?.adminOnly).not.toBe(true);
  });

  it('loads every screen lazily, with a titled placeholder for screens not built yet', async () => {
    for (const screen of staffScreens) expect(typeof screen.page, screen.path).toBe('function');
    const placeholder = await comingSoon('nav.units')();
    expect(typeof placeholder.default).toBe('function');
  });
});
