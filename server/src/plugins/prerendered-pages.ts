import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@lar/contracts/languages';
import type { FastifyInstance } from 'fastify';

/** Written by web/build-tools/prerender.ts: the public paths rendered at build time, per language. */
interface PrerenderedIndex {
  /** At least one: the build renders every language the app has. */
  languages: [string, ...string[]];
  /** Path (`/`, `/about`, ...) to the file name under prerendered/<language>/. */
  pages: Record<string, string>;
  /** The not-found page's file name under prerendered/<language>/. */
  notFound?: string;
  /** Every path the app's router knows, `:name` and a final `*` as the router writes them. */
  appPaths?: string[];
}

/** What the built app says about its own paths: which it knows, and its not-found page. */
export interface AppPaths {
  /** Whether the router shows a page of its own at `pathname` (not its not-found page). */
  knows(pathname: string): boolean;
  /** The prerendered not-found page in the visitor's language (`pageLanguage`), relative to the web root. */
  notFoundFile(headers: IncomingHttpHeaders): string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A router path as a regular expression: `:name` is one segment, a final `*` the rest; any case, as the router matches. */
function pathPattern(routePath: string): RegExp {
  const segments = routePath.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

/** The visitor's most preferred built language by Accept-Language, else the first one built. */
export function preferredLanguage<Built extends string>(
  header: string | undefined,
  languages: readonly [Built, ...Built[]],
): Built {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { language } of ranked) if (isBuilt(language, languages)) return language;
  return languages[0];
}

const isBuilt = <Built extends string>(value: string, languages: readonly Built[]): value is Built =>
  (languages as readonly string[]).includes(value);

/** What a page sent in the visitor's language varies by: their choice's cookie and their browser's languages. */
export const PAGE_LANGUAGE_VARY = 'accept-language, cookie';

/** The value of the cookie `name` in a Cookie header, if it is there. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The language a page is sent in: the one the visitor chose in the app (its cookie), so a visitor
 * who picked Portuguese on a phone set to English is not shown English first; else their
 * browser's by Accept-Language. A cookie naming no built language is ignored.
 */
export function pageLanguage<Built extends string>(
  headers: IncomingHttpHeaders,
  languages: readonly [Built, ...Built[]],
): Built {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE)?.toLowerCase();
  if (chosen !== undefined && isBuilt(chosen, languages)) return chosen;
  return preferredLanguage(headers['accept-language'], languages);
}

/**
 * Routes for the public pages rendered at build time: each answers its page already rendered in
 * the visitor's language, so the first paint needs no JavaScript; the app then takes over. Other
 * paths keep getting the plain shell. Needs @fastify/static registered on `root` (for sendFile).
 * Answers the app's own paths when the build listed them, so that others can answer 404.
 */
export function registerPrerenderedPages(app: FastifyInstance, root: string): AppPaths | null {
  const indexFile = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(indexFile)) return null;
  const { languages, pages, notFound, appPaths } = JSON.parse(
    readFileSync(indexFile, 'utf8'),
  ) as PrerenderedIndex;
  for (const [pagePath, file] of Object.entries(pages)) {
    app.get(pagePath, { schema: { hide: true } }, (request, reply) => {
      const language = pageLanguage(request.headers, languages);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', PAGE_LANGUAGE_VARY)
        .type('text/html; charset=utf-8')
        .sendFile(`prerendered/${language}/${file}.html`);
    });
  }
  if (appPaths === undefined) return null;
  const patterns = appPaths.map(pathPattern);
  return {
    knows: (pathname) => patterns.some((pattern) => pattern.test(pathname)),
    notFoundFile: (headers) =>
      notFound === undefined ? null : `prerendered/${pageLanguage(headers, languages)}/${notFound}.html`,
  };
}
