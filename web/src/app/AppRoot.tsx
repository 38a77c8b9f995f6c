import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteLoading } from './RouteLoading.tsx';

/** Root of every route: scroll restoration and a loading state for pages still on their way. */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
