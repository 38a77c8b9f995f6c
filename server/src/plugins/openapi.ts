import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isPermission, PERMISSIONS } from '@lar/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lar API',
        description: 'Property and affordable-housing management. Errors are RFC 9457 problem details.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // The document also says who may call each route: public ones need no token; the others name
    // their capability (`x-permission`) and the kinds of account allowed it (`x-allowed-roles`,
    // decision 017), so tests and clients read the rules from the same source as the server.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const config = (input.route.config ?? {}) as { public?: boolean; permission?: unknown };
      const schema: Record<string, unknown> = { ...out.schema };
      if (config.public) schema.security = [];
      if (isPermission(config.permission)) {
        schema['x-permission'] = config.permission;
        schema['x-allowed-roles'] = [...PERMISSIONS[config.permission].roles];
      }
      return { ...out, schema };
    },
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { public: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
