import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem, sendProblem } from './errors.ts';

/** Serves the built single-page app; every non-API path that is not a file gets index.html. */
async function webAppPlugin(app: FastifyInstance) {
  const root = app.deps.config.webDist;
  const hasWebApp = existsSync(path.join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendProblem(
        reply,
        problem(404, ErrorCode.ROUTE_NOT_FOUND, `No route ${request.method} ${pathname}`),
      );
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWebApp) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendProblem(reply, problem(404, ErrorCode.ROUTE_NOT_FOUND, 'Not found'));
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
