import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { idValue } from '@lar/contracts/paging';
import { publicListingDetail } from '@lar/contracts/public-listings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { preferredLanguage } from '../../plugins/prerendered-pages.ts';
import { siteOrganizationId } from '../organizations/site-organization.ts';
import { listingPageHtml, listingPageParts, PAGE_LANGUAGES, type PageLanguage } from './listing-page-html.ts';
import { PublicListingService } from './public-listing.service.ts';
import { sitemapSql } from './public-listing.sql.ts';

/** The app's shell, read again when the build rewrites it (the web app is served without a restart). */
function shellReader(file: string) {
  let kept: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, html: readFileSync(file, 'utf8') };
    return kept.html;
  };
}

/** The address visitors reached the site at: links in the page and the sitemap are absolute. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `/apartments/{id}` rendered at request time with the listing in its head and a <noscript> block,
 * and `/sitemap.xml` with the public pages and every listing (decision 030). Registered by the
 * web-app plugin when the built app is there, after the prerendered pages.
 */
export function registerListingPages(app: FastifyInstance, root: string): void {
  const service = new PublicListingService(app.deps);
  // The build's listing shell per language names the page's chunks and texts as preloads; a build
  // without it (or a language it lacks) gets the app's plain shell.
  const plainShell = shellReader(path.join(root, 'index.html'));
  const listingShells = Object.fromEntries(
    PAGE_LANGUAGES.map((language) => {
      const file = path.join(root, 'prerendered', language, 'listing.html');
      return [language, existsSync(file) ? shellReader(file) : plainShell];
    }),
  ) as Record<PageLanguage, () => string>;
  const shell = plainShell;
  const pagesFile = path.join(root, 'prerendered', 'pages.json');
  const publicPages = existsSync(pagesFile)
    ? Object.keys((JSON.parse(readFileSync(pagesFile, 'utf8')) as { pages: Record<string, string> }).pages)
    : ['/'];

  const sendShell = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get<{ Params: { id: string } }>(
    '/apartments/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      service.limiter.hit(request.ip);
      const language = preferredLanguage(request.headers['accept-language'], PAGE_LANGUAGES) as PageLanguage;
      // An id as the API reads one; a listing that is not (or no longer) there: the app's own page
      // says so, with a 404.
      const id = idValue.safeParse(request.params.id);
      if (!id.success) return sendShell(reply, 404, shell());
      try {
        // Shaped by the contract, as the API route's serializer shapes its answer.
        const listing = publicListingDetail.parse(await service.detail(id.data, {}));
        const parts = listingPageParts(listing, language, originOf(request));
        return sendShell(reply, 200, listingPageHtml(listingShells[language](), parts, language));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return sendShell(reply, 404, shell());
        throw error;
      }
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const organizationId = await siteOrganizationId(app.deps);
    const listings = await app.deps.database.query<{ id: number; changed: string }>(sitemapSql, [
      organizationId,
    ]);
    const urls = [
      ...[...new Set([...publicPages, '/apartments'])].map(
        (page) => `<url><loc>${xmlText(origin + page)}</loc></url>`,
      ),
      ...listings.map(
        (l) =>
          `<url><loc>${xmlText(`${origin}/apartments/${l.id}`)}</loc><lastmod>${l.changed}</lastmod></url>`,
      ),
    ];
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
