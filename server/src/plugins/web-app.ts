import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem, sendProblem } from './errors.ts';
import { type AppPaths, PAGE_LANGUAGE_VARY, registerPrerenderedPages } from './prerendered-pages.ts';
import renderedPagesPlugin from './rendered-pages.ts';

/** Serves the built single-page app; every non-API path that is not a file gets index.html. */
async function webAppPlugin(app: FastifyInstance) {
  const root = app.deps.config.webDist;
  const hasWebApp = existsSync(path.join(root, 'index.html'));
  let appPaths: AppPaths | null = null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up on each request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // Cache headers are set per file below.
      cacheControl: false,
      // The build writes .br and .gz copies (web/build-tools/compress.ts); sent when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    appPaths = registerPrerenderedPages(app, root);
    await app.register(renderedPagesPlugin, { root });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendProblem(
        reply,
        problem(404, ErrorCode.ROUTE_NOT_FOUND, `No route ${request.method} ${pathname}`),
      );
    }
    // A missing file (a stale hashed asset, a typo) is a 404, not the app shell: HTML where a
    // script was expected only turns into a confusing error in the browser.
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const looksLikeFile = pathname.startsWith('/assets/') || lastSegment.includes('.');
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWebApp && !looksLikeFile) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      // A path the app's router does not know gets its not-found page with a 404 status, so that
      // search engines and link checkers see a missing page as missing (no soft 404). Without the
      // build's list of paths every path gets the shell, as before.
      if (appPaths === null || appPaths.knows(pathname)) return reply.sendFile('index.html');
      const notFoundPage = appPaths.notFoundFile(request.headers);
      reply.code(404);
      if (notFoundPage === null) return reply.sendFile('index.html');
      return reply.header('vary', PAGE_LANGUAGE_VARY).sendFile(notFoundPage);
    }
    return sendProblem(reply, problem(404, ErrorCode.ROUTE_NOT_FOUND, 'Not found'));
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
