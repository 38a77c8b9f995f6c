import {
  changePasswordBody,
  type LoginSuccess,
  loginBody,
  loginSuccess,
  meResponse,
} from '@lar/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { route } from '../../lib/route.ts';
import { successMessage } from '../../lib/route-schemas.ts';
import { AuthService, type LoginAttempt } from './auth.service.ts';

const tags = ['auth'];

export default async function authRoutes(app: FastifyInstance) {
  const service = new AuthService(app.deps, app.deps.caches.sessions);

  /** A public login route: the username and password in, a session out. */
  const loginRoute = (
    url: string,
    summary: string,
    login: (attempt: LoginAttempt) => Promise<LoginSuccess>,
  ) =>
    route(
      app,
      {
        method: 'POST',
        url,
        public: true,
        tags,
        summary,
        body: loginBody,
        response: { 200: loginSuccess },
        errors: [400, 401, 403, 429, 503],
      },
      (req) =>
        login({
          username: req.body.username,
          password: req.body.password,
          address: clientAddressKey(req.ip),
          unlock: req.body.unlock,
        }),
    );
  loginRoute('/api/auth/login', 'Log in with a main account', (attempt) => service.login('main', attempt));
  loginRoute(
    '/api/auth/staff/login',
    'Log in with a main account or a sub-user, whichever the username names',
    (attempt) => service.loginAnyKind(attempt),
  );
  loginRoute('/api/auth/subuser/login', 'Log in as a sub-user', (attempt) =>
    service.login('subuser', attempt),
  );

  /** A route that ends sessions of the caller: this one, or all of the account's. */
  const logoutRoute = (url: string, summary: string, end: (actor: Actor) => Promise<void>) =>
    route(
      app,
      {
        method: 'POST',
        url,
        permission: 'own_session',
        beforePasswordChange: true,
        tags,
        summary,
        response: { 200: z.object({ success: z.literal(true) }) },
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

  route(
    app,
    {
      method: 'GET',
      url: '/api/auth/me',
      permission: 'own_session',
      beforePasswordChange: true,
      tags,
      summary: 'The signed-in account',
      response: { 200: meResponse },
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
          time_zone: app.deps.config.timeZone,
        },
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/auth/change-password',
      permission: 'own_session',
      beforePasswordChange: true,
      tags,
      summary: "Change the signed-in account's password; its other sessions end",
      body: changePasswordBody,
      response: { 200: successMessage },
      errors: [429],
    },
    async (req) => {
      await service.changePassword(
        actorOf(req),
        req.body.current_password,
        req.body.new_password,
        clientAddressKey(req.ip),
      );
      return { success: true as const, message: 'Password changed' };
    },
  );
}
