import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../lib/dates.ts';
import { problems } from '../../lib/route-schemas.ts';
import { problem, sendProblem } from '../../plugins/errors.ts';

const READY_TIMEOUT_MS = 1500;

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // The organization's clock for pages without a session (decision 068): the public pages read
  // "today" and type visit times on it, as the staff screens do with the session's `time_zone`.
  r.get(
    '/api/public/clock',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary:
          "The configured time zone (TIME_ZONE) and today's date in it: the day every date is compared on",
        response: {
          200: z.object({
            time_zone: z.string().meta({ example: 'America/New_York' }),
            today: z.iso.date(),
          }),
        },
      },
    },
    async () => ({ time_zone: app.deps.config.timeZone, today: todayIn(app.deps.config.timeZone) }),
  );

  r.get(
    '/api/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: z.object({ status: z.literal('ready') }), ...problems(503) },
      },
    },
    async (_req, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.deps.database.query('SELECT 1'), timeout]);
        return { status: 'ready' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return sendProblem(
          reply,
          problem(503, ErrorCode.SERVICE_UNAVAILABLE, 'The database is not answering'),
        );
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
