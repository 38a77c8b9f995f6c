// Server-side entry used only at build time (web/build-tools/prerender.ts): renders the public
// pages to HTML, so a first visit paints the page before any JavaScript has loaded. The browser
// app then hydrates it (main.tsx), rendering the same tree for the same language.
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { routes } from './app/router.tsx';
import { FALLBACK_LANGUAGE, type Language } from './i18n/languages.ts';
import { AuthProvider } from './lib/auth/AuthProvider.tsx';

const PAGES = 'src/features/public-site/pages';
/**
 * Public paths rendered at build time: the file each gets and the page module (for its CSS).
 * Pages with forms (contact, login) are left out: what a visitor typed before the app took over
 * would be lost.
 */
export const PRERENDERED_PAGES: Record<string, { file: string; module: string }> = {
  '/': { file: 'landing', module: `${PAGES}/LandingPage.tsx` },
  '/about': { file: 'about', module: `${PAGES}/AboutPage.tsx` },
  '/servicos': { file: 'services', module: `${PAGES}/ServicesPage.tsx` },
  '/faq': { file: 'faq', module: `${PAGES}/FaqPage.tsx` },
  '/politica-privacidade': { file: 'privacy', module: `${PAGES}/PrivacyPage.tsx` },
  '/termos-uso': { file: 'terms', module: `${PAGES}/TermsPage.tsx` },
};

/**
 * Public pages left out of prerendering (their state is the address's query, and their forms would
 * lose what a visitor typed) whose shell names their chunks, stylesheets and texts for the
 * visitor's language, so a phone fetches them together with the app rather than one after the
 * other. `namespaces`: the directories of the page's translation files.
 */
export const PRELOADED_PAGES: Record<string, { file: string; module: string; namespaces: string[] }> = {
  '/apartments': {
    file: 'apartments',
    module: `${PAGES}/ApartmentsPage.tsx`,
    namespaces: ['src/features/public-site/locales'],
  },
};

/**
 * A listing's page (`/apartments/{id}`): the server fills this preloaded shell at request time with
 * the listing's head tags and its data (decision 030), so the page renders it without asking the
 * API first. Not a path of its own: the build writes it as prerendered/<language>/listing.html.
 */
export const LISTING_PAGE = {
  file: 'listing',
  module: `${PAGES}/ApartmentPage.tsx`,
  namespaces: ['src/features/public-site/locales'],
};

/** The not-found page, rendered from a path no route names; the server sends it with a 404 status. */
export const NOT_FOUND_PAGE = { path: '/__not-found__', file: 'not-found' };

/**
 * Every path the app's router knows (`:name` and `*` as the router writes them), so the server can
 * answer 404 for the others instead of the app shell with 200. The catch-all not-found route is left out.
 */
export function appPaths(routeList: RouteObject[] = routes, parent = ''): string[] {
  return routeList.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [here || '/'] : [];
    return [...own, ...appPaths(route.children ?? [], here)];
  });
}

const commonTexts = import.meta.glob<Record<string, unknown>>('./i18n/locales/*.json', {
  import: 'default',
  eager: true,
});

/** The page at `path` as HTML for the inside of #root, in `language`. */
export async function renderPage(path: string, language: Language): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: Object.fromEntries(
      Object.entries(commonTexts).map(([file, texts]) => [
        file.replace(/^.*\//, '').replace(/\.json$/, ''),
        { common: texts },
      ]),
    ),
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <AuthProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthProvider>
    </I18nextProvider>,
  );
}
