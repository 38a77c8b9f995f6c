import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@lar/contracts/languages';
import { publicListingDetailQuery, publicListingQuery } from '@lar/contracts/listings';
import type { PageDataRequest } from '@lar/contracts/page-rendering';
import { listingPagePath, RENDERED_PAGES } from '@lar/contracts/page-routes';
import { idValue } from '@lar/contracts/paging';
import { type PublicListingDetail, publicListingDetail } from '@lar/contracts/public-listings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../lib/app-error.ts';
import { clientAddressKey } from '../lib/client-address.ts';
import {
  listingPageParts,
  PublicListingService,
  pageHtml,
  type RenderedPage,
} from '../modules/listings/index.ts';
import { RenderedPages } from './kept-pages.ts';
import { pageRendererLoader } from './page-renderer.ts';
import { PAGE_LANGUAGE_VARY, pageLanguage } from './prerendered-pages.ts';

/** The app's shell, read again when the build rewrites it (the web app is served without a restart). */
function shellReader(file: string) {
  let kept: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, html: readFileSync(file, 'utf8') };
    return kept.html;
  };
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The pages rendered at request time (decision 030): the search and a listing's page
 * (`RENDERED_PAGES`) rendered with the web build's renderer and their data (the search's first
 * page, the listing), which the app hydrates; a listing's page also has the listing in its head.
 * `/sitemap.xml` lists the public pages and every listing. Their data comes from the listings
 * service, as the public API answers it. Registered by the web-app plugin when the built app is
 * there (`root`, its directory), after the prerendered pages.
 */
async function renderedPagesPlugin(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  const service = new PublicListingService(app.deps);
  const renderer = pageRendererLoader(root, app.log);
  const renderedPages = new RenderedPages(app.deps.config.timeZone, app.deps.caches.renderedPages);
  const plainShell = shellReader(path.join(root, 'index.html'));
  // The build's shell per page and language (its chunks and texts named as preloads); a build
  // without them gets the app's plain shell.
  const shellsOf = (file: string) =>
    Object.fromEntries(
      LANGUAGES.map((language) => {
        const shellFile = path.join(root, 'prerendered', language, `${file}.html`);
        return [language, existsSync(shellFile) ? shellReader(shellFile) : plainShell];
      }),
    ) as Record<Language, () => string>;
  const searchShells = shellsOf(RENDERED_PAGES.search.shell);
  const listingShells = shellsOf(RENDERED_PAGES.listing.shell);
  const pagesFile = path.join(root, 'prerendered', 'pages.json');
  const publicPages = existsSync(pagesFile)
    ? Object.keys((JSON.parse(readFileSync(pagesFile, 'utf8')) as { pages: Record<string, string> }).pages)
    : ['/'];

  const sendShell = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', PAGE_LANGUAGE_VARY)
      .type('text/html; charset=utf-8')
      .send(html);

  /**
   * The page at the request's address rendered by the web app, with the data it asks for first
   * (`dataFor` answers it, or undefined to render the page without data). Null without a renderer,
   * or when rendering fails: the page is then sent unrendered, and the app renders it.
   */
  async function rendered(
    request: FastifyRequest,
    language: Language,
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

  app.get(RENDERED_PAGES.search.path, { schema: { hide: true } }, async (request, reply) => {
    service.limiter.hit(clientAddressKey(request.ip));
    const language = pageLanguage(request.headers, LANGUAGES);
    const page = await rendered(request, language, async (wanted) => {
      if (wanted.kind !== 'search') return undefined;
      // A query the API would refuse: the page shows the API's answer itself.
      const query = publicListingQuery.safeParse(wanted.query);
      return query.success ? service.search(query.data) : undefined;
    });
    return sendShell(reply, 200, pageHtml(searchShells[language](), language, page));
  });

  app.get<{ Params: { id: string } }>(
    RENDERED_PAGES.listing.path,
    { schema: { hide: true } },
    async (request, reply) => {
      service.limiter.hit(clientAddressKey(request.ip));
      const language = pageLanguage(request.headers, LANGUAGES);
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
      const parts = listingPageParts(listing, language, app.deps.config.publicUrl);
      return sendShell(reply, 200, pageHtml(listingShells[language](), language, page, parts));
    },
  );

  // A sitemap lists full addresses only (sitemaps.org protocol), and the only trusted source of
  // one is PUBLIC_URL (decision 054): the request's Host and X-Forwarded-Host are the client's to
  // write. Without it there is no sitemap.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.deps.config.publicUrl;
    if (origin === undefined) throw notFound('Sitemap');
    const listings = await service.sitemap();
    const urls = [
      ...[...new Set([...publicPages, RENDERED_PAGES.search.path])].map(
        (page) => `<url><loc>${xmlText(origin + page)}</loc></url>`,
      ),
      ...listings.map(
        (l) =>
          `<url><loc>${xmlText(origin + listingPagePath(l.id))}</loc><lastmod>${l.changed}</lastmod></url>`,
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

export default fp(renderedPagesPlugin, { name: 'rendered-pages' });
