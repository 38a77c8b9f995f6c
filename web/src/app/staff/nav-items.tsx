import {
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconDoor,
  IconHome,
  IconKey,
  IconMail,
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
}

/** CRM group: every signed-in user. */
export const CRM_NAV: NavItem[] = [
  { path: '/property-manager', labelKey: 'nav.propertyManager', Icon: IconBuildingSkyscraper },
  { path: '/property', labelKey: 'nav.properties', Icon: IconHome },
  { path: '/govprogram', labelKey: 'nav.govPrograms', Icon: IconBuildingBank },
  { path: '/units', labelKey: 'nav.units', Icon: IconDoor },
  { path: '/occupancies', labelKey: 'nav.occupancies', Icon: IconKey },
];

/** The signed-in user's own account, shown with the logout button: every signed-in user. */
export const ACCOUNT_NAV: NavItem = { path: '/account', labelKey: 'nav.account', Icon: IconUserCircle };

/** Admin group: administrators only. */
export const ADMIN_NAV: NavItem[] = [
  { path: '/candidates', labelKey: 'nav.candidates', Icon: IconUserSearch },
  { path: '/users', labelKey: 'nav.users', Icon: IconUsers },
  { path: '/subusers', labelKey: 'nav.subusers', Icon: IconUsersGroup },
  { path: '/messages', labelKey: 'nav.messages', Icon: IconMail },
];
