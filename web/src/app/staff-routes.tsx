import type { Permission } from '@lar/contracts/permissions';
import type { PageLoader } from './lazy-page.ts';

/**
 * The staff area's screens, one line each: the path and its lazily loaded page. Screens that are
 * not built yet show a titled placeholder; replace `comingSoon(...)` with the feature's page.
 * A screen with a `permission` (decision 017) shows a "not allowed" page to the kinds of account
 * without it (the server refuses them too); the others are every signed-in account's.
 * Their sidebar entries are listed in `staff/nav-items.tsx`.
 */
export interface StaffScreen {
  path: string;
  page: PageLoader;
  permission?: Permission;
  /** A screen opened from another one (an occupancy's certifications), with no sidebar entry. */
  openedFrom?: string;
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
  { path: 'dashboard', page: () => import('../features/dashboard/pages/DashboardPage.tsx') },
  {
    path: 'property-manager',
    page: () => import('../features/property-managers/pages/PropertyManagersPage.tsx'),
  },
  { path: 'property', page: () => import('../features/properties/pages/PropertiesPage.tsx') },
  {
    path: 'property-compliance',
    page: () => import('../features/property-compliance/pages/PropertyCompliancePage.tsx'),
  },
  {
    path: 'self-audit',
    page: () => import('../features/self-audit/pages/SelfAuditPage.tsx'),
    openedFrom: 'property-compliance',
  },
  {
    path: 'tenant-data',
    page: () => import('../features/tenant-data/pages/TenantDataPage.tsx'),
    openedFrom: 'property-compliance',
  },

  { path: 'govprogram', page: () => import('../features/programs/pages/ProgramsPage.tsx') },
  { path: 'units', page: () => import('../features/units/pages/UnitsPage.tsx') },
  {
    path: 'unit-compliance-worksheet',
    page: () => import('../features/unit-worksheet/pages/UnitWorksheetPage.tsx'),
    openedFrom: 'units',
  },
  { path: 'occupancies', page: () => import('../features/occupancies/pages/OccupanciesPage.tsx') },
  {
    path: 'certifications',
    page: () => import('../features/certifications/pages/CertificationsPage.tsx'),
    openedFrom: 'occupancies',
  },
  {
    path: 'recertifications',
    page: () => import('../features/recertifications/pages/RecertificationsPage.tsx'),
  },
  { path: 'compliance', page: () => import('../features/compliance/pages/CompliancePage.tsx') },
  { path: 'candidates', page: () => import('../features/candidates/pages/CandidatesPage.tsx') },
  { path: 'visits', page: () => import('../features/visits/pages/VisitsPage.tsx') },
  { path: 'applications', page: () => import('../features/applications/pages/ApplicationsPage.tsx') },
  // Everyone reads the waitlist (review_applications); what main accounts change, the page shows.
  { path: 'waitlist', page: () => import('../features/allocation/pages/WaitlistPage.tsx') },
  {
    path: 'users',
    page: () => import('../features/users/pages/UsersPage.tsx'),
    permission: 'manage_accounts',
  },
  {
    path: 'subusers',
    page: () => import('../features/subusers/pages/SubusersPage.tsx'),
    permission: 'manage_accounts',
  },
  {
    path: 'messages',
    page: () => import('../features/messages/pages/MessagesPage.tsx'),
    permission: 'read_messages',
  },
  {
    path: 'outbox',
    page: () => import('../features/outbox/pages/OutboxPage.tsx'),
    permission: 'read_outbox',
  },
  { path: 'account', page: () => import('../features/account/pages/AccountPage.tsx') },
];

/** Route `handle` of a staff screen, read by the staff layout. */
export interface StaffRouteHandle {
  /** What the screen needs; null when every signed-in account may open it. */
  permission: Permission | null;
}
