import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Tenant } from '../db/tenancy.ts';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from '../modules/auth/actor.ts';
import { hashToken, SessionRepository, type SessionRow } from '../modules/auth/session.repository.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import { followSessionChanges } from '../modules/auth/session-changes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. Every such route says so explicitly. */
    public?: boolean;
    /** Only main accounts with is_admin. */
    adminOnly?: boolean;
    /** Reachable by a session whose password must be changed first (me, change-password, logout). */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Recently confirmed sessions; whatever revokes sessions or changes accounts clears it. */
    sessionCache: SessionCache;
  }
}

/** Path prefixes served without a session besides routes marked `public` (the API docs UI). */
const PUBLIC_PREFIXES = ['/api/docs'];

const unauthenticated = () =>
  new AppError(401, ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please log in again.');

/**
 * `Bearer <token>` exactly (RFC 6750: the scheme in any case, one space, a token68); anything
 * else, such as a second word, two spaces or a tab, is no token at all. Ours are 43 characters.
 */
const BEARER = /^bearer ([A-Za-z0-9\-._~+/]{1,200}=*)$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/** The signed-in caller, for handlers of non-public routes (the hook has already checked it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

function actorFrom(row: SessionRow): Actor {
  const isSubuser = row.subuser_id !== null;
  return {
    sessionId: row.session_id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    kind: isSubuser ? 'subuser' : 'user',
    id: (isSubuser ? row.subuser_id : row.user_id) as number,
    username: row.username,
    isAdmin: !isSubuser && row.is_admin,
    adminId: row.admin_id,
    mustChangePassword: row.must_change_password,
    tenant: new Tenant(row.organization_id),
  };
}

async function authPlugin(app: FastifyInstance) {
  const sessions = new SessionRepository(app.deps.database);
  const { sessionIdleMs } = app.deps.config;
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  app.decorateRequest('actor', null);
  const follower = await followSessionChanges(app.deps.database, cache, app.log);
  app.addHook('onClose', () => follower.stop());

  /** Asks the database, and keeps a live session for the next requests with the same token. */
  const lookUp = async (tokenHash: string): Promise<Actor | undefined> => {
    const ticket = cache.ticket();
    const row = await sessions.findLive(tokenHash, sessionIdleMs);
    if (!row) return undefined;
    if (row.needs_touch) await sessions.touch(row.session_id);
    const actor = actorFrom(row);
    cache.put(tokenHash, actor, row.expires_in_ms, row.idle_expires_in_ms, ticket);
    return actor;
  };

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
    const tokenHash = hashToken(token);
    const actor = cache.get(tokenHash) ?? (await lookUp(tokenHash));
    if (!actor) {
      if (config.public) return;
      throw unauthenticated();
    }
    request.actor = actor;
    if (actor.mustChangePassword && !config.public && !config.beforePasswordChange) {
      throw new AppError(403, ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Change your password before going on');
    }
    if (config.adminOnly && !actor.isAdmin) {
      throw new AppError(403, ErrorCode.FORBIDDEN, 'Only administrators can do this');
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
