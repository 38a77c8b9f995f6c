import { changePasswordBody, loginBody, loginSuccess, meResponse } from '@lar/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OWN_SESSION, problems, successMessage } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { Actor } from './actor.ts';
import { AuthService } from './auth.service.ts';

export default async function authRoutes(app: FastifyInstance) {
  const service = new AuthService(app.deps, app.sessionCache);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginSchema = (summary: string) => ({
    tags: ['auth'],
    summary,
    body: loginBody,
    response: { 200: loginSuccess, ...problems(400, 401, 403, 429, 503) },
  });

  r.post(
    '/api/auth/login',
    { config: { public: true }, schema: loginSchema('Log in with a main account') },
    (req) => service.login('main', req.body.username, req.body.password, req.ip),
  );

  r.post(
    '/api/auth/staff/login',
    {
      config: { public: true },
      schema: loginSchema('Log in with a main account or a sub-user, whichever the username names'),
    },
    (req) => service.loginAnyKind(req.body.username, req.body.password, req.ip),
  );

  r.post(
    '/api/auth/subuser/login',
    { config: { public: true }, schema: loginSchema('Log in as a sub-user') },
    (req) => service.login('subuser', req.body.username, req.body.password, req.ip),
  );

  /** A route that ends sessions of the caller: this one, or all of the account's. */
  const logoutRoute = (url: string, summary: string, end: (actor: Actor) => Promise<void>) =>
    r.post(
      url,
      {
        config: { beforePasswordChange: true, permission: 'own_session' },
        schema: {
          tags: ['auth'],
          summary,
          response: { 200: z.object({ success: z.literal(true) }), ...problems(...OWN_SESSION) },
        },
      },
      async (req) => {
        await end(actorOf(req));
        return { success: true as const };
      },
    );
  logoutRoute('/api/auth/logout', 'Revoke the current session', (actor) => service.logout(actor));
  logoutRoute(
    '/api/auth/logout-all',
    'Revoke every session of the signed-in account, this one included',
    (actor) => service.logoutEverywhere(actor),
  );

  r.get(
    '/api/auth/me',
    {
      config: { beforePasswordChange: true, permission: 'own_session' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        response: { 200: meResponse, ...problems(...OWN_SESSION) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      return {
        success: true as const,
        user: {
          id: actor.id,
          username: actor.username,
          is_admin: actor.isAdmin,
          is_subuser: actor.kind === 'subuser',
          role: actor.role,
          admin_id: actor.adminId,
          organization_id: actor.organizationId,
          organization_name: actor.organizationName,
          must_change_password: actor.mustChangePassword,
        },
      };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      config: { beforePasswordChange: true, permission: 'own_session' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in account's password; its other sessions end",
        body: changePasswordBody,
        response: { 200: successMessage, ...problems(...OWN_SESSION, 429) },
      },
    },
    async (req) => {
      await service.changePassword(actorOf(req), req.body.current_password, req.body.new_password, req.ip);
      return { success: true as const, message: 'Password changed' };
    },
  );
}
