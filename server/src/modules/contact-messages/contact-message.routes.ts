import { contactMessage, contactMessageBody } from '@lar/contracts/contact';
import { ErrorCode } from '@lar/contracts/errors';
import { pagingQuery, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import { asc, count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizations } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { AppError, TooManyRequests } from '../../lib/app-error.ts';
import { RateLimiter, retryAfterSeconds } from '../../lib/rate-limiter.ts';
import { ADMIN_ONLY, problems, successMessage } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';

export default async function contactMessageRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const limiter = new RateLimiter(app.deps.database);
  const perAddress = { limit: config.contactRateLimitPerMinute, windowMs: 60_000 };
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The public site speaks for one organization: the configured one, else the first. */
  async function siteOrganizationId(): Promise<number> {
    if (config.siteOrganizationId !== undefined) return config.siteOrganizationId;
    const [first] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .orderBy(asc(organizations.id))
      .limit(1);
    if (!first) throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The site is not set up yet');
    return first.id;
  }

  r.post(
    '/api/contact-messages',
    {
      config: { public: true },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the public contact form',
        body: contactMessageBody,
        response: { 201: successMessage, ...problems(400, 429, 503) },
      },
    },
    async (req, reply) => {
      const exceeded = await limiter.hit([{ key: ['contact', req.ip], ...perAddress }]);
      if (exceeded.length > 0) {
        const seconds = retryAfterSeconds(exceeded);
        throw new TooManyRequests(`Too many messages. Try again in ${seconds} s.`, seconds);
      }
      await db.insert(contactMessages).values({
        organizationId: await siteOrganizationId(),
        name: req.body.name,
        email: req.body.email,
        phone: req.body.phone ?? null,
        message: req.body.message,
      });
      reply.code(201);
      return { success: true as const, message: 'Message sent' };
    },
  );

  r.get(
    '/api/contact-messages',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['contact'],
        summary: 'Messages received through the contact form, newest first',
        querystring: pagingQuery,
        response: { 200: z.array(contactMessage), ...problems(...ADMIN_ONLY) },
      },
    },
    async (req, reply) => {
      const where = actorOf(req).tenant.where(contactMessages);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(req.query.limit)
          .offset(req.query.offset),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      reply.header(TOTAL_COUNT_HEADER, totals?.total ?? 0);
      return rows.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        phone: m.phone,
        message: m.message,
        created_at: m.createdAt.toISOString(),
      }));
    },
  );
}
