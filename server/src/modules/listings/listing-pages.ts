import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { publicListingDetailQuery, publicListingQuery } from '@lar/contracts/listings';
import { idValue } from '@lar/contracts/paging';
import { type PublicListingDetail, publicListingDetail } from '@lar/contracts/public-listings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { preferredLanguage } from '../../plugins/prerendered-pages.ts';
import { siteOrganizationId } from '../organizations/site-organization.ts';
import {
  listingPageParts,
  PAGE_LANGUAGES,
  type PageLanguage,
  pageHtml,
  type RenderedPage,
} from './listing-page-html.ts';
import { type PageDataRequest, pageRendererLoader, RenderedPages } from './page-renderer.ts';
import { sitemapSql } from './public-listing.repository.ts';
import { PublicListingService } from './public-listing.service.ts';

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
 * `/apartments` and `/apartments/{id}` rendered at request time with the web build's renderer and
 * their data (the search's first page, the listing), which the app hydrates; a listing's page
 * also has the listing in its head (decision 030). `/sitemap.xml` lists the public pages and every
 * listing. Registered by the web-app plugin when the built app is there, after the prerendered
 * pages.
 */
export function registerListingPages(app: FastifyInstance, root: string): void {
  const service = new PublicListingService(app.deps);
  const renderer = pageRendererLoader(root);
  const renderedPages = new RenderedPages();
  const plainShell = shellReader(path.join(root, 'index.html'));
  // The build's shell per page and language (its chunks and texts named as preloads); a build
  // without them gets the app's plain shell.
  const shellsOf = (file: string) =>
    Object.fromEntries(
      PAGE_LANGUAGES.map((language) => {
        const shellFile = path.join(root, 'prerendered', language, `${file}.html`);
        return [language, existsSync(shellFile) ? shellReader(shellFile) : plainShell];
      }),
    ) as Record<PageLanguage, () => string>;
  const searchShells = shellsOf('apartments');
  const listingShells = shellsOf('listing');
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

  /**
   * The page at the request's address rendered by the web app, with the data it asks for first
   * (`dataFor` answers it, or undefined to render the page without data). Null without a renderer,
   * or when rendering fails: the page is then sent unrendered, and the app renders it.
   */
  async function rendered(
    request: FastifyRequest,
    language: PageLanguage,
    dataFor: (wanted: PageDataRequest) => Promise<unknown>,
  ): Promise<RenderedPage | null> {
    const pages = await renderer();
    if (!pages) return null;
    const wanted = pages.pageDataRequest(request.url);
    const data = wanted ? await dataFor(wanted) : undefined;
    const pageData =
      wanted && data !== undefined ? { key: wanted.key, dataText: JSON.stringify(data) } : null;
    try {
      const html = await renderedPages.render(pages, request.url, language, pageData);
      return { language, html, pageData };
    } catch (error) {
      request.log.error({ err: error }, 'rendering the page failed; sent unrendered');
      return null;
    }
  }

  app.get('/apartments', { schema: { hide: true } }, async (request, reply) => {
    service.limiter.hit(request.ip);
    const language = preferredLanguage(request.headers['accept-language'], PAGE_LANGUAGES) as PageLanguage;
    const page = await rendered(request, language, async (wanted) => {
      if (wanted.kind !== 'search') return undefined;
      // A query the API would refuse: the page shows the API's answer itself.
      const query = publicListingQuery.safeParse(wanted.query);
      return query.success ? service.search(query.data) : undefined;
    });
    return sendShell(reply, 200, pageHtml(searchShells[language](), language, page));
  });

  app.get<{ Params: { id: string } }>(
    '/apartments/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      service.limiter.hit(request.ip);
      const language = preferredLanguage(request.headers['accept-language'], PAGE_LANGUAGES) as PageLanguage;
      // An id as the API reads one; a listing that is not (or no longer) there: the app's own page
      // says so, with a 404.
      const id = idValue.safeParse(request.params.id);
      if (!id.success) return sendShell(reply, 404, plainShell());
      let listing: PublicListingDetail;
      try {
        // Shaped by the contract, as the API route's serializer shapes its answer.
        listing = publicListingDetail.parse(await service.detail(id.data, {}));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return sendShell(reply, 404, plainShell());
        throw error;
      }
      const page = await rendered(request, language, async (wanted) => {
        if (wanted.kind !== 'listing' || wanted.id !== id.data) return undefined;
        if (Object.keys(wanted.query).length === 0) return listing;
        // With the calculator's answers, the listing as the API answers them.
        const query = publicListingDetailQuery.safeParse(wanted.query);
        return query.success
          ? publicListingDetail.parse(await service.detail(id.data, query.data))
          : undefined;
      });
      const parts = listingPageParts(listing, language, originOf(request));
      return sendShell(reply, 200, pageHtml(listingShells[language](), language, page, parts));
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
