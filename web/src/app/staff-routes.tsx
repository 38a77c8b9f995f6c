import type { PageLoader } from './lazy-page.ts';

/**
 * The staff area's screens, one line each: the path and its lazily loaded page. Screens that are
 * not built yet show a titled placeholder; replace `comingSoon(...)` with the feature's page.
 * `adminOnly` screens show a "not allowed" page to other staff (the server refuses them too).
 * Their sidebar entries are listed in `staff/nav-items.tsx`.
 */
export interface StaffScreen {
  path: string;
  page: PageLoader;
  adminOnly?: boolean;
}

/**
 * A placeholder page titled with the sidebar label `titleKey`, for a screen whose feature is not
 * built yet: `{ path: 'reports', page: comingSoon('nav.reports') }`.
 */
export function comingSoon(titleKey: string): PageLoader {
  return async () => {
    const { ComingSoonPage } = await import('./staff/ComingSoonPage.tsx');
    return { default: () => <ComingSoonPage titleKey={titleKey} /> };
  };
}

export const staffScreens: StaffScreen[] = [
  {
    path: 'property-manager',
    page: () => import('../features/property-managers/pages/PropertyManagersPage.tsx'),
  },
  { path: 'property', page: () => import('../features/properties/pages/PropertiesPage.tsx') },
  { path: 'govprogram', page: () => import('../features/programs/pages/ProgramsPage.tsx') },
  { path: 'units', page: () => import('../features/units/pages/UnitsPage.tsx') },
  { path: 'occupancies', page: () => import('../features/occupancies/pages/OccupanciesPage.tsx') },
  {
    path: 'candidates',
    page: () => import('../features/candidates/pages/CandidatesPage.tsx'),
    adminOnly: true,
  },
  { path: 'users', page: () => import('../features/users/pages/UsersPage.tsx'), adminOnly: true },
  { path: 'subusers', page: () => import('../features/subusers/pages/SubusersPage.tsx'), adminOnly: true },
  { path: 'messages', page: () => import('../features/messages/pages/MessagesPage.tsx'), adminOnly: true },
  { path: 'account', page: () => import('../features/account/pages/AccountPage.tsx') },
];

/** Route `handle` of a staff screen, read by the staff layout. */
export interface StaffRouteHandle {
  adminOnly: boolean;
}
