import { mainUser, mainUserCreateBody, mainUserUpdateBody, passwordResetAnswer } from '@lar/contracts/auth';
import { idParam, pagingQuery } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { UserService } from './user.service.ts';

export default async function userRoutes(app: FastifyInstance) {
  const service = new UserService(app.deps, app.deps.caches.sessions);
  const users = recordRoutes(app, { tags: ['users'], answer: mainUser });

  users.list(
    {
      url: '/api/users',
      permission: 'manage_accounts',
      summary: "The organization's main accounts",
      querystring: pagingQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  users.get(
    { url: '/api/users/:id', permission: 'manage_accounts', summary: 'One main account' },
    (actor, id) => service.get(actor, id),
  );

  const userAnswer = z.object({ success: z.literal(true), message: z.string(), user: mainUser });

  route(
    app,
    {
      method: 'POST',
      url: '/api/users',
      permission: 'manage_accounts',
      tags: ['users'],
      summary: 'Create a main account',
      body: mainUserCreateBody,
      response: { 201: userAnswer },
      errors: [409],
    },
    async (req, reply) => {
      const user = await service.create(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: 'User created', user };
    },
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/users/:id',
      permission: 'manage_accounts',
      tags: ['users'],
      summary: "Change a main account's e-mail, admin right or activity",
      params: idParam,
      body: mainUserUpdateBody,
      response: { 200: userAnswer },
      errors: [404, 409],
    },
    async (req) => {
      const user = await service.update(actorOf(req), req.params.id, req.body);
      return { success: true as const, message: 'User updated', user };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/users/:id/reset-password',
      permission: 'manage_accounts',
      tags: ['users'],
      summary: 'Give a main account a temporary password it must change at its next login',
      params: idParam,
      response: { 200: passwordResetAnswer },
      errors: [404, 409],
    },
    async (req) => {
      const { user, temporaryPassword } = await service.resetPassword(actorOf(req), req.params.id);
      return {
        success: true as const,
        message: 'Password reset',
        temporary_password: temporaryPassword,
        user,
      };
    },
  );
}
