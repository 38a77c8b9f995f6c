import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { loadPageWithTexts } from '../lazy-page.ts';
import { RouteLoading } from '../RouteLoading.tsx';
import { StaffQueryProvider } from './StaffQueryProvider.tsx';
import { StaffShell } from './StaffShell.tsx';
import { staffCssVariables, staffTheme } from './staff-theme.ts';

/**
 * The staff area's chunk: Mantine (styles included here only), TanStack Query and the shell with
 * the side navigation. Rendered by the protected wrapper once the session is known.
 */
// Only accounts whose password an admin reset ever see it.
const PasswordChangeRequiredPage = lazy(() =>
  loadPageWithTexts(() => import('../../features/account/pages/PasswordChangeRequiredPage.tsx')),
);

export default function StaffLayout() {
  const { user } = useAuth();
  const { t } = useTranslation();
  if (!user) return null;
  return (
    <MantineProvider theme={staffTheme} cssVariablesResolver={staffCssVariables} defaultColorScheme="light">
      {/* A fresh cache per user: nothing one account loaded is ever shown to the next. */}
      <StaffQueryProvider key={user.id}>
        <ModalsProvider labels={{ confirm: t('actions.confirm'), cancel: t('actions.cancel') }}>
          {/* Bottom right: at the top they covered the language menu and the dialogs' close buttons. */}
          <Notifications position="bottom-right" />
          {user.must_change_password ? (
            // Whatever page was asked for: the server answers nothing else until the change.
            <Suspense fallback={<RouteLoading />}>
              <PasswordChangeRequiredPage />
            </Suspense>
          ) : (
            <StaffShell user={user} />
          )}
        </ModalsProvider>
      </StaffQueryProvider>
    </MantineProvider>
  );
}
