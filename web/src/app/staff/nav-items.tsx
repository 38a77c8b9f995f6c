import type { Permission } from '@lar/contracts/permissions';
import {
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCalendarDue,
  IconCalendarEvent,
  IconDoor,
  IconFileText,
  IconHome,
  IconKey,
  IconLayoutDashboard,
  IconListNumbers,
  IconMail,
  IconMailForward,
  IconScale,
  IconShieldCheck,
  IconUserCircle,
  IconUserSearch,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';

/** One sidebar entry. Routes are declared in `../staff-routes.tsx`. */
export interface NavItem {
  path: string;
  labelKey: string;
  Icon: TablerIcon;
  /** Shown only to accounts with it (the screen's own permission); absent: to every account. */
  permission?: Permission;
}

/** CRM group: every signed-in user (what each may change on a screen is the screen's to show). */
export const CRM_NAV: NavItem[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', Icon: IconLayoutDashboard },
  { path: '/property-manager', labelKey: 'nav.propertyManager', Icon: IconBuildingSkyscraper },
  { path: '/property', labelKey: 'nav.properties', Icon: IconHome },
  { path: '/govprogram', labelKey: 'nav.govPrograms', Icon: IconBuildingBank },
  { path: '/units', labelKey: 'nav.units', Icon: IconDoor },
  { path: '/occupancies', labelKey: 'nav.occupancies', Icon: IconKey },
  { path: '/recertifications', labelKey: 'nav.recertifications', Icon: IconCalendarDue },
  { path: '/compliance', labelKey: 'nav.compliance', Icon: IconScale },
  // A property's compliance tests, also opened from a property's details and the properties list.
  { path: '/property-compliance', labelKey: 'nav.propertyCompliance', Icon: IconShieldCheck },
  { path: '/candidates', labelKey: 'nav.candidates', Icon: IconUserSearch },
  // Every kind of account handles visit requests (decision 030).
  { path: '/visits', labelKey: 'nav.visits', Icon: IconCalendarEvent },
  // Every kind of account reviews applications (review_applications, decision 032).
  { path: '/applications', labelKey: 'nav.applications', Icon: IconFileText },
  // Every kind of account reads a property's waitlist (decision 033).
  { path: '/waitlist', labelKey: 'nav.waitlist', Icon: IconListNumbers },
];

/** The signed-in user's own account, shown with the logout button: every signed-in user. */
export const ACCOUNT_NAV: NavItem = { path: '/account', labelKey: 'nav.account', Icon: IconUserCircle };

/** Admin group: accounts, messages and the applicants' e-mails, each entry shown to the accounts its screen allows. */
export const ADMIN_NAV: NavItem[] = [
  { path: '/users', labelKey: 'nav.users', Icon: IconUsers, permission: 'manage_accounts' },
  { path: '/subusers', labelKey: 'nav.subusers', Icon: IconUsersGroup, permission: 'manage_accounts' },
  { path: '/messages', labelKey: 'nav.messages', Icon: IconMail, permission: 'read_messages' },
  { path: '/outbox', labelKey: 'nav.outbox', Icon: IconMailForward, permission: 'read_outbox' },
];
