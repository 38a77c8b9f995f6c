// Server-side entry used only at build time (web/build-tools/prerender.ts): renders the public
// pages to HTML, so a first visit paints the page before any JavaScript has loaded. The browser
// app then hydrates it (main.tsx), rendering the same tree for the same language.
import type { PageData, PageDataRequest, PageRenderer, RenderedPageKey } from '@lar/contracts/page-rendering';
import { RENDERED_PAGES } from '@lar/contracts/page-routes';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { routes } from './app/router.tsx';
import { PUBLIC_LISTINGS_NS } from './features/public-listings/namespace.ts';
import { listingRequest, searchRequest } from './features/public-listings/page-requests.ts';
import { FALLBACK_LANGUAGE, type Language } from './i18n/languages.ts';
import { AuthProvider } from './lib/auth/AuthProvider.tsx';
import { providePageData } from './lib/public/page-data.ts';

const PAGES = 'src/features/public-pages/pages';
const LISTING_PAGES = 'src/features/public-listings/pages';
const LISTING_TEXTS = 'src/features/public-listings/locales';
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
 * Public pages the server renders at request time with their data (decision 030): the search and
 * a listing's page, whose content changes while the app runs. The build writes a shell per page
 * and language (prerendered/<language>/<file>.html, the file named in `RENDERED_PAGES`) naming the
 * page's chunks, stylesheets and texts as preloads, so a phone fetches them together with the app;
 * the server fills its #root. `namespaces`: the directories of the page's translation files.
 * pages.json does not name them: the server's rendered-pages plugin
 * (server/src/plugins/rendered-pages.ts) sends them.
 */
export const REQUEST_PAGES: Record<RenderedPageKey, { file: string; module: string; namespaces: string[] }> =
  {
    search: {
      file: RENDERED_PAGES.search.shell,
      module: `${LISTING_PAGES}/ListingSearchPage.tsx`,
      namespaces: [LISTING_TEXTS],
    },
    listing: {
      file: RENDERED_PAGES.listing.shell,
      module: `${LISTING_PAGES}/ListingPage.tsx`,
      namespaces: [LISTING_TEXTS],
    },
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
/** The texts of the pages rendered with data (the search and a listing's page), by namespace. */
const pageTexts: Record<string, Record<string, Record<string, unknown>>> = {
  [PUBLIC_LISTINGS_NS]: import.meta.glob<Record<string, unknown>>(
    './features/public-listings/locales/*.json',
    {
      import: 'default',
      eager: true,
    },
  ),
};

const languageOf = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

/** Every text a rendered page reads, by language and namespace, as i18next takes them. */
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [namespace, files] of Object.entries({ common: commonTexts, ...pageTexts })) {
  for (const [file, texts] of Object.entries(files)) {
    resources[languageOf(file)] = { ...resources[languageOf(file)], [namespace]: texts };
  }
}

/** One i18next instance per language, made once. */
const instances = new Map<Language, Promise<I18n>>();
function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const i18n = i18next.createInstance();
    instance = i18n
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        resources,
        ns: ['common', ...Object.keys(pageTexts)],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnEmptyString: false,
      })
      .then(() => i18n);
    instances.set(language, instance);
  }
  return instance;
}

/** Made once: it holds the routes matched and the page modules loaded, which every render reuses. */
let handler: ReturnType<typeof createStaticHandler> | undefined;

/**
 * The page at `path` (with its query) as HTML for the inside of #root, in `language`; with
 * `pageData`, the page's first render reads that data instead of showing its loading state.
 */
export async function renderPage(path: string, language: Language, pageData?: PageData): Promise<string> {
  const i18n = await i18nFor(language);
  handler ??= createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Set for this synchronous render only.
  providePageData(pageData ?? null);
  try {
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </I18nextProvider>,
    );
  } finally {
    providePageData(null);
  }
}

/**
 * The data the page at `path` (with its query) loads first, as the page itself computes it; null
 * for a page that loads none, or an address whose page shows no listing (a malformed id).
 */
export function pageDataRequest(path: string): PageDataRequest | null {
  const url = new URL(path, 'http://localhost');
  if (url.pathname === RENDERED_PAGES.search.path)
    return { kind: 'search', ...searchRequest(url.searchParams) };
  // Case-sensitive, as the server's route for the page matches.
  const listing = matchPath({ path: RENDERED_PAGES.listing.path, caseSensitive: true }, url.pathname);
  if (!listing) return null;
  const { id, key, household } = listingRequest(listing.params.id ?? null, url.searchParams);
  if (id === null) return null;
  const query = Object.fromEntries(
    Object.entries(household).flatMap(([name, value]) => (value === null ? [] : [[name, value]])),
  );
  return { kind: 'listing', key, id, query };
}

/**
 * The exports the server loads (decision 030), held here to the contract it checks them against
 * when it loads this module.
 */
export const pageRenderer = { renderPage, pageDataRequest } satisfies PageRenderer;
