import { type DashboardAnswer, dashboardAnswer, dashboardQuery } from '@lar/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { route } from '../../lib/route.ts';
import { DashboardService } from './dashboard.service.ts';

/** The staff dashboard (issue 22, decision 029). */
export default async function dashboardRoutes(app: FastifyInstance) {
  const service = new DashboardService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/dashboard',
      permission: 'read_records',
      tags: ['dashboard'],
      summary:
        "The portfolio's figures and charts for the organization, one property or one management company: units, occupancy, pending occupancies, recertifications per bucket, compliance exceptions (the compliance report's statuses), over-income households, unread contact messages (admins; null for others), occupancy per property, units by AMI %, move-ins and move-outs per month, gross rent as a share of its limit",
      querystring: dashboardQuery,
      response: { 200: dashboardAnswer },
      errors: [404],
    },
    async (req, reply) =>
      sendJsonText<DashboardAnswer>(reply, await service.answerJson(actorOf(req), req.query)),
  );
}
