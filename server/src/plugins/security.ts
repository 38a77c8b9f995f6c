import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer. Helmet is configured once, here: the Fastify wrapper
 * rebuilt its middleware (parsing the CSP directives again) on every request, about 3 % of a
 * cheap list's server CPU.
 */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // UI libraries set inline style attributes and CSS variables; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // HSTS only makes sense over TLS; it is added below when the request came that way.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

async function securityPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers carry personal data and tokens: no browser or proxy may keep them, errors included.
    // Only a public route marked cacheable keeps the cache headers of its successful answers.
    const cacheable =
      request.routeOptions.config?.cacheable === true &&
      (reply.statusCode === 200 || reply.statusCode === 304);
    if (isApiPath(request.url) && !cacheable) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityPlugin, { name: 'security' });
