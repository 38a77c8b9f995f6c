import type { RenderedPageKey } from './page-rendering.ts';

/**
 * The pages the server renders at request time (decision 030), declared once for the web app's
 * router, the renderer (which matches an address to its page's data), the build (which writes
 * each page's shells) and the server's routes for them: each page's path as the router writes it,
 * and the name of its shells, `prerendered/<language>/<shell>.html` in the web build.
 */
export const RENDERED_PAGES = {
  search: { path: '/apartments', shell: 'apartments' },
  listing: { path: '/apartments/:id', shell: 'listing' },
} as const satisfies Record<RenderedPageKey, { path: `/${string}`; shell: string }>;

/** A listing's page's address. */
export const listingPagePath = (id: number): string => RENDERED_PAGES.listing.path.replace(':id', String(id));

/**
 * The id of the element a rendered page carries its data in (a JSON block the browser does not
 * run): the server writes it, the web app's first render reads it.
 */
export const PAGE_DATA_ELEMENT = 'page-data';
