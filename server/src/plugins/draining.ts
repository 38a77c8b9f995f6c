import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem, sendProblem } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on: requests already running finish; new ones get 503; every answer closes its connection. */
    startDraining(): void;
  }
}

/**
 * The first phase of a graceful stop. Closing a keep-alive connection while a client is sending on it
 * resets that request; telling every client `Connection: close` first, for a short grace period,
 * leaves no idle connection to close when the server finally stops.
 */
async function drainingPlugin(app: FastifyInstance) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    return sendProblem(
      reply,
      problem(503, ErrorCode.SERVICE_UNAVAILABLE, 'The server is restarting. Try again shortly.'),
    );
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

export default fp(drainingPlugin, { name: 'draining', dependencies: ['errors'] });
