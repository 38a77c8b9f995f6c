import type { Language } from './languages.ts';
/**
 * The contract between the web build's server-side renderer (web/src/prerender.tsx, built to
 * web/dist-ssr/prerender.js) and the server that loads it at request time (decision 030). Types
 * only: the two are built apart, so the server checks the module it loads against this shape when
 * it loads it, and the renderer is held to it where it is written.
 */

/** The pages the server renders at request time, each with the data it loads first. */
export type RenderedPageKey = 'search' | 'listing';

/** The languages a page is rendered in (the web app's interface languages). */
export type RenderLanguage = Language;

/** What the search or a listing's page loads first, as the page computes it from its address. */
export type PageDataRequest =
  | { kind: 'search'; key: string; query: Record<string, string | number> }
  | { kind: 'listing'; key: string; id: number; query: Record<string, string> };

/** The data a page is rendered with, under the key the page loads it by. */
export interface PageData {
  key: string;
  data: unknown;
}

/** The renderer module's exports the server uses. */
export interface PageRenderer {
  /**
   * The page at `path` (with its query) as HTML for the inside of #root, in `language`; with
   * `pageData`, the page's first render reads that data instead of showing its loading state.
   */
  renderPage(path: string, language: RenderLanguage, pageData?: PageData): Promise<string>;
  /**
   * The data the page at `path` loads first; null for a page that loads none, or an address whose
   * page shows no listing (a malformed id).
   */
  pageDataRequest(path: string): PageDataRequest | null;
}
