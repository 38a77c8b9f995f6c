import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.ts';
import { RouteLoading } from './RouteLoading.tsx';

// The staff layout brings Mantine and TanStack Query: only signed-in staff download it.
const StaffLayout = lazy(() => import('./staff/StaffLayout.tsx'));

/** What the login page receives when it was reached by a redirect: the page to return to. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * The protected wrapper: waits for the session check, sends anonymous visitors to /login
 * (replacing the history entry, remembering the page) and renders the staff area otherwise.
 */
export function RequireAuth() {
  const { status, sessionEnd } = useAuth();
  const location = useLocation();

  if (status === 'restoring') return <RouteLoading />;
  if (status === 'anonymous') {
    // After an explicit logout the next login starts from the default page.
    const state: LoginRedirectState | undefined =
      sessionEnd === 'logout'
        ? undefined
        : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <Suspense fallback={<RouteLoading />}>
      <StaffLayout />
    </Suspense>
  );
}
