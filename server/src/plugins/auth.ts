import { ErrorCode } from '@lar/contracts/errors';
import { allows, isPermission, PERMISSIONS, type Permission, roleOf } from '@lar/contracts/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Tenant } from '../db/tenancy.ts';
import { type Actor, unauthenticated } from '../lib/actor.ts';
import { AppError } from '../lib/app-error.ts';
import {
  followSessionChanges,
  hashToken,
  SessionRepository,
  type SessionRow,
} from '../modules/auth/index.ts';
import { residentOfToken } from '../modules/residents/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. Every such route says so explicitly. */
    public?: boolean;
    /**
     * What the route does, as a capability of the permission matrix (`@lar/contracts/permissions`,
     * decision 017), which says the kinds of account that may call it; the others get 403. Every
     * API route that is not public names one: the app does not start otherwise.
     */
    permission?: Permission;
    /** Reachable by a session whose password must be changed first (me, change-password, logout). */
    beforePasswordChange?: boolean;
    /** A public route whose successful answers may be cached (security.ts keeps their headers). */
    cacheable?: boolean;
  }
}

/** Path prefixes served without a session besides routes marked `public` (the API docs UI). */
const PUBLIC_PREFIXES = ['/api/docs'];

/** The refusal of a capability the caller's kind of account lacks; it names who may. */
function forbidden(permission: Permission | undefined): AppError {
  const roles: readonly string[] = permission ? PERMISSIONS[permission].roles : [];
  const who =
    roles.length === 1 && roles[0] === 'admin'
      ? 'Only administrators can do this'
      : roles.includes('main') && !roles.includes('subuser')
        ? 'Sub-users cannot do this'
        : 'Your account cannot do this';
  return new AppError(ErrorCode.FORBIDDEN, who);
}

/**
 * Refuses, at registration, an API route that names no capability (or names one unknown, or is
 * public and names one too): a route left out of the matrix would otherwise be open to every
 * signed-in account.
 */
function checkRouteRule(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  if (!route.url.startsWith('/api/')) return;
  const config = (route.config ?? {}) as { public?: boolean; permission?: unknown };
  const name = `${String(route.method)} ${route.url}`;
  if (config.public === true) {
    if (config.permission !== undefined) throw new Error(`${name} is public and names a permission too`);
    return;
  }
  if (config.permission === undefined) {
    throw new Error(`${name} names no permission: add config: { permission } (decision 017)`);
  }
  if (!isPermission(config.permission)) {
    throw new Error(`${name} names an unknown permission: ${String(config.permission)}`);
  }
}

/**
 * `Bearer <token>` exactly (RFC 6750: the scheme in any case, one space, a token68); anything
 * else, such as a second word, two spaces or a tab, is no token at all. Ours are 43 characters.
 */
const BEARER = /^bearer ([A-Za-z0-9\-._~+/]{1,200}=*)$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
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
    role: roleOf({ is_admin: row.is_admin, is_subuser: isSubuser }),
    adminId: row.admin_id,
    mustChangePassword: row.must_change_password,
    tenant: new Tenant(row.organization_id),
  };
}

async function authPlugin(app: FastifyInstance) {
  const sessions = new SessionRepository(app.deps.database);
  const { sessionIdleMs } = app.deps.config;
  // Recently confirmed sessions; whatever revokes sessions or changes accounts clears it.
  const cache = app.deps.caches.sessions;
  app.decorateRequest('actor', null);
  app.decorateRequest('resident', null);
  const follower = await followSessionChanges(app.deps.database, cache, app.log);
  app.addHook('onClose', () => follower.stop());
  // Every route registered from here on (all the modules) says who may call it.
  app.addHook('onRoute', checkRouteRule);

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
      // A resident's session (decision 075), a kind apart: it may use the resident portal's
      // routes and nothing else, refused like a staff account the matrix does not allow.
      const resident = await residentOfToken(app.deps.database, tokenHash, sessionIdleMs);
      if (!resident) throw unauthenticated();
      if (config.permission !== 'resident_portal') throw forbidden(config.permission);
      request.resident = resident;
      return;
    }
    request.actor = actor;
    if (config.public) return;
    if (actor.mustChangePassword && !config.beforePasswordChange) {
      throw new AppError(ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Change your password before going on');
    }
    // Before validation and the handler: a refused request reads and changes nothing. A route
    // without a permission cannot be registered; were one to get here, it is refused all the same.
    if (!config.permission || !allows(actor.role, config.permission)) throw forbidden(config.permission);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
