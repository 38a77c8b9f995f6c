import { mainUser, mainUserCreateBody, mainUserUpdateBody, passwordResetAnswer } from '@lar/contracts/auth';
import { pagingQuery } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { recordActions } from '../../lib/record-action.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { UserService } from './user.service.ts';

export default async function userRoutes(app: FastifyInstance) {
  const service = new UserService(app.deps, app.deps.caches.sessions);
  const users = recordRoutes(app, { tags: ['users'], answer: mainUser, service });
  const onRecord = recordActions(app, ['users']);

  users.list(
    {
      url: '/api/users',
      permission: 'manage_accounts',
      summary: "The organization's main accounts",
      querystring: pagingQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  users.get({ url: '/api/users/:id', permission: 'manage_accounts', summary: 'One main account' });

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

  onRecord(
    {
      method: 'PUT',
      url: '/api/users/:id',
      permission: 'manage_accounts',
      summary: "Change a main account's e-mail, admin right or activity",
      body: mainUserUpdateBody,
      answer: userAnswer,
      errors: [409],
    },
    async (actor, id, body) => {
      const user = await service.update(actor, id, body);
      return { success: true as const, message: 'User updated', user };
    },
  );

  onRecord(
    {
      method: 'POST',
      url: '/api/users/:id/reset-password',
      permission: 'manage_accounts',
      summary: 'Give a main account a temporary password it must change at its next login',
      answer: passwordResetAnswer,
      errors: [409],
    },
    async (actor, id) => {
      const { user, temporaryPassword } = await service.resetPassword(actor, id);
      return {
        success: true as const,
        message: 'Password reset',
        temporary_password: temporaryPassword,
        user,
      };
    },
  );
}
