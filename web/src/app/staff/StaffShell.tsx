import type { SessionUser } from '@lar/contracts/auth';
import { AppShell, Burger, Button, Group, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink, useLocation, useMatches } from 'react-router';
import { confirmAction } from '../../components/confirm.tsx';
import { accountKindKey } from '../../lib/auth/account-kind.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { canUse } from '../../lib/auth/permissions.ts';
import { Brand } from '../public/Brand.tsx';
import { SkipLink } from '../public/SkipLink.tsx';
import type { StaffRouteHandle } from '../staff-routes.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { ACCOUNT_NAV, ADMIN_NAV, CRM_NAV, type NavItem } from './nav-items.tsx';
import { StaffLanguageMenu } from './StaffLanguageMenu.tsx';

function isStaffHandle(handle: unknown): handle is StaffRouteHandle {
  return typeof handle === 'object' && handle !== null && 'permission' in handle;
}

function NavEntry({ item: { path, labelKey, Icon } }: { item: NavItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NavLink
      component={RouterNavLink}
      to={path}
      label={t(labelKey)}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      active={pathname === path || pathname.startsWith(`${path}/`)}
      variant="light"
      // Compact from the sm breakpoint so that every entry, in each language (the longest labels
      // wrap to two lines), fits a 1280x800 screen without scrolling: 28 px a line, above WCAG
      // 2.2's 24 px target size.
      py={{ base: 8, sm: 4 }}
      px={{ base: 'sm', sm: 8 }}
      mih={28}
      styles={{ body: { lineHeight: 1.3 }, section: { marginInlineEnd: 10 } }}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

function NavGroup({
  id,
  label,
  items,
  first = false,
}: {
  id: string;
  label: string;
  items: NavItem[];
  first?: boolean;
}) {
  return (
    <div>
      <Text
        component="h2"
        id={id}
        size="xs"
        fw={700}
        tt="uppercase"
        c="dimmed"
        px="sm"
        mb={2}
        mt={first ? 0 : 6}
      >
        {label}
      </Text>
      {items.map((item) => (
        <NavEntry key={item.path} item={item} />
      ))}
    </div>
  );
}

/**
 * Header, side navigation (CRM for everyone, Admin entries for the accounts allowed them), logout,
 * and the current screen.
 */
export function StaffShell({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  const matches = useMatches();
  const [navOpen, nav] = useDisclosure(false);

  // Following a link on a phone closes the navigation drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => nav.close(), [pathname]);

  const forbidden = matches.some(
    (match) =>
      isStaffHandle(match.handle) &&
      match.handle.permission !== null &&
      !canUse(user, match.handle.permission),
  );
  const adminItems = ADMIN_NAV.filter((item) => !item.permission || canUse(user, item.permission));

  async function askLogout() {
    const confirmed = await confirmAction({
      title: t('logout.confirmTitle'),
      message: t('logout.confirmMessage'),
      confirmLabel: t('logout.confirm'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (confirmed) await logout();
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(navOpen ? 'staff.closeNavigation' : 'staff.openNavigation')}
            />
            <Brand />
            <Text c="dimmed" size="sm" visibleFrom="sm" truncate>
              {user.organization_name}
            </Text>
          </Group>
          <StaffLanguageMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav.staffNavigation')} component="nav">
        {/* When the entries do not fit (a phone, a short window, longer labels) the scrollbar is
            always shown, so a group cut at the bottom reads as "more below". */}
        <AppShell.Section grow component={ScrollArea} type="auto" offsetScrollbars="present">
          <NavGroup id="nav-group-crm" label={t('nav.crmGroup')} items={CRM_NAV} first />
          {adminItems.length > 0 && (
            <NavGroup id="nav-group-admin" label={t('nav.adminGroup')} items={adminItems} />
          )}
        </AppShell.Section>
        <AppShell.Section pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Stack gap={0} px="sm" mb="xs">
            <Text size="xs" c="dimmed">
              {t('staff.signedInAs')}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} truncate data-testid="signed-in-user">
                {user.username}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {t(accountKindKey(user))}
              </Text>
            </Group>
          </Stack>
          <Stack gap={4}>
            <NavEntry item={ACCOUNT_NAV} />
            <Button
              fullWidth
              size="compact-md"
              variant="light"
              color="red"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void askLogout()}
            >
              {t('nav.logout')}
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Suspense
          fallback={
            <Group justify="center" py="xl">
              <Loader aria-label={t('app.loading')} />
            </Group>
          }
        >
          {forbidden ? <ForbiddenPage /> : <Outlet />}
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
