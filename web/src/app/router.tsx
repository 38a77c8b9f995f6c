import { RENDERED_PAGES } from '@lar/contracts/page-routes';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './AppRoot.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { lazyPage, loadPageWithTexts } from './lazy-page.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { BareLayout } from './public/BareLayout.tsx';
import { PublicLayout } from './public/PublicLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { ResidentLayout } from './resident/ResidentLayout.tsx';
import { type StaffRouteHandle, staffScreens } from './staff-routes.tsx';

/** A path of the site's root as its layout's child route writes it. */
const relativePath = (path: `/${string}`) => path.slice(1);

const publicPages: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../features/public-pages/pages/LandingPage.tsx')) },
  { path: 'about', lazy: lazyPage(() => import('../features/public-pages/pages/AboutPage.tsx')) },
  { path: 'contact', lazy: lazyPage(() => import('../features/public-pages/pages/ContactPage.tsx')) },
  {
    path: relativePath(RENDERED_PAGES.search.path),
    lazy: lazyPage(() => import('../features/public-listings/pages/ListingSearchPage.tsx')),
  },
  {
    path: relativePath(RENDERED_PAGES.listing.path),
    lazy: lazyPage(() => import('../features/public-listings/pages/ListingPage.tsx')),
  },
  { path: 'apply', lazy: lazyPage(() => import('../features/applying/pages/ApplyPage.tsx')) },
  { path: 'waitlists', lazy: lazyPage(() => import('../features/applying/pages/WaitlistsPage.tsx')) },
  {
    path: 'application-status',
    lazy: lazyPage(() => import('../features/applying/pages/ApplicationStatusPage.tsx')),
  },
  { path: 'servicos', lazy: lazyPage(() => import('../features/public-pages/pages/ServicesPage.tsx')) },
  { path: 'faq', lazy: lazyPage(() => import('../features/public-pages/pages/FaqPage.tsx')) },
  {
    path: 'politica-privacidade',
    lazy: lazyPage(() => import('../features/public-pages/pages/PrivacyPage.tsx')),
  },
  { path: 'termos-uso', lazy: lazyPage(() => import('../features/public-pages/pages/TermsPage.tsx')) },
  // The footer's Portuguese paths of pages that have English routes.
  { path: 'sobre', element: <Navigate to="/about" replace /> },
  { path: 'contato', element: <Navigate to="/contact" replace /> },
  { path: '*', element: <NotFoundPage /> },
];

// Staff pages are React.lazy components rather than route `lazy`: the router would fetch route
// chunks before the protected wrapper could turn an anonymous visitor away.
const staffRoutes: RouteObject[] = staffScreens.map((screen) => ({
  path: screen.path,
  Component: lazy(() => loadPageWithTexts(screen.page)),
  handle: { permission: screen.permission ?? null } satisfies StaffRouteHandle,
}));

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { element: <PublicLayout />, children: publicPages },
      {
        element: <BareLayout />,
        children: [
          { path: 'login', lazy: lazyPage(() => import('../features/auth/pages/LoginPage.tsx')) },
          { path: 'success', lazy: lazyPage(() => import('../features/applying/pages/SuccessPage.tsx')) },
        ],
      },
      {
        // The resident portal (decision 075): its own sessions and layout, apart from the staff app.
        element: <ResidentLayout />,
        children: [
          {
            path: 'resident',
            lazy: lazyPage(() => import('../features/resident-portal/pages/ResidentHomePage.tsx')),
          },
          {
            path: 'resident/documents',
            lazy: lazyPage(() => import('../features/resident-documents/pages/ResidentDocumentsPage.tsx')),
          },
          {
            path: 'resident/questionnaire',
            lazy: lazyPage(
              () => import('../features/resident-questionnaire/pages/ResidentQuestionnairePage.tsx'),
            ),
          },
          {
            path: 'resident/sign-in',
            lazy: lazyPage(() => import('../features/resident-portal/pages/ResidentSignInPage.tsx')),
          },
          {
            path: 'resident/sign',
            lazy: lazyPage(() => import('../features/resident-signatures/pages/ResidentSignPage.tsx')),
          },
          {
            path: 'resident/verifications',
            lazy: lazyPage(
              () => import('../features/third-party-verification/pages/ResidentVerificationsPage.tsx'),
            ),
          },
          // An employer's or agency's answer to a verification request (decision 079): no session.
          {
            path: 'verify',
            lazy: lazyPage(() => import('../features/third-party-verification/pages/VerifyPage.tsx')),
          },
        ],
      },
      { element: <RequireAuth />, children: staffRoutes },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
