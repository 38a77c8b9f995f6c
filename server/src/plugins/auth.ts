import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Tenant } from '../db/tenancy.ts';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from '../modules/auth/actor.ts';
import { hashToken, SessionRepository } from '../modules/auth/session.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. Every such route says so explicitly. */
    public?: boolean;
    /** Only main accounts with is_admin. */
    adminOnly?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Path prefixes served without a session besides routes marked `public` (the API docs UI). */
const PUBLIC_PREFIXES = ['/api/docs'];

const unauthenticated = () =>
  new AppError(401, ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please log in again.');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 200 ? token : undefined;
}

/** The signed-in caller, for handlers of non-public routes (the hook has already checked it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

async function authPlugin(app: FastifyInstance) {
  const sessions = new SessionRepository(app.deps.database);
  const { sessionIdleMs } = app.deps.config;
  app.decorateRequest('actor', null);

  // One hook for all of /api: a route is public only if its config says so.
  app.addHook('onRequest', async (request) => {
    // The matched route decides: API routes need a session; the web app's catch-all route and
    // unknown paths (no route) do not.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (PUBLIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    if (config.public && !token) return;
    if (!token) {
      if (config.public) return;
      throw unauthenticated();
    }
    const row = await sessions.findLive(hashToken(token), sessionIdleMs);
    if (!row) {
      if (config.public) return;
      throw unauthenticated();
    }
    if (row.needs_touch) await sessions.touch(row.session_id);
    const isSubuser = row.subuser_id !== null;
    request.actor = {
      sessionId: row.session_id,
      organizationId: row.organization_id,
      organizationName: row.organization_name,
      kind: isSubuser ? 'subuser' : 'user',
      id: (isSubuser ? row.subuser_id : row.user_id) as number,
      username: row.username,
      isAdmin: !isSubuser && row.is_admin,
      adminId: row.admin_id,
      tenant: new Tenant(row.organization_id),
    };
    if (config.adminOnly && !request.actor.isAdmin) {
      throw new AppError(403, ErrorCode.FORBIDDEN, 'Only administrators can do this');
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
