import { mainUser, mainUserCreateBody, mainUserUpdateBody, passwordResetAnswer } from '@lar/contracts/auth';
import { idParam, pagingQuery, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import { asc, count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { ADMIN_ONLY, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { toMainUserDto } from './user.repository.ts';
import { UserService } from './user.service.ts';

export default async function userRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['users'],
        summary: "The organization's main accounts",
        querystring: pagingQuery,
        response: { 200: z.array(mainUser), ...problems(...ADMIN_ONLY) },
      },
    },
    async (req, reply) => {
      const where = actorOf(req).tenant.where(users);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.username))
          .limit(req.query.limit)
          .offset(req.query.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      reply.header(TOTAL_COUNT_HEADER, totals?.total ?? 0);
      return rows.map(toMainUserDto);
    },
  );

  const service = new UserService(app.deps, app.sessionCache);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userAnswer = z.object({ success: z.literal(true), message: z.string(), user: mainUser });

  r.post(
    '/api/users',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['users'],
        summary: 'Create a main account',
        body: mainUserCreateBody,
        response: { 201: userAnswer, ...problems(...ADMIN_ONLY, 409) },
      },
    },
    async (req, reply) => {
      const row = await service.create(actorOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: 'User created', user: service.toDto(row) };
    },
  );

  r.put(
    '/api/users/:id',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['users'],
        summary: "Change a main account's e-mail, admin right or activity",
        params: idParam,
        body: mainUserUpdateBody,
        response: { 200: userAnswer, ...problems(...ADMIN_ONLY, 404, 409) },
      },
    },
    async (req) => {
      const row = await service.update(actorOf(req), req.params.id, req.body);
      return { success: true as const, message: 'User updated', user: service.toDto(row) };
    },
  );

  r.post(
    '/api/users/:id/reset-password',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['users'],
        summary: 'Give a main account a temporary password it must change at its next login',
        params: idParam,
        response: { 200: passwordResetAnswer, ...problems(...ADMIN_ONLY, 404, 409) },
      },
    },
    async (req) => {
      const { row, temporaryPassword } = await service.resetPassword(actorOf(req), req.params.id);
      return {
        success: true as const,
        message: 'Password reset',
        temporary_password: temporaryPassword,
        user: service.toDto(row),
      };
    },
  );
}
