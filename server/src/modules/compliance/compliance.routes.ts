import {
  eligibilityQuery,
  limitsQuery,
  occupancyCompliance,
  programLimits,
  unitEligibility,
  utilityAllowances,
  utilityAllowancesBody,
} from '@lar/contracts/compliance/api';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { ComplianceService } from './compliance.service.ts';
import { UtilityAllowanceService } from './utility-allowances.ts';

const tags = ['compliance'];
const checkDateQuery = eligibilityQuery.pick({ date: true });

export default async function complianceRoutes(app: FastifyInstance) {
  const service = new ComplianceService(app.deps);
  const allowances = new UtilityAllowanceService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/govprograms/:id/limits',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary:
          "A program's income limits (1-8 people) and maximum gross rents (SRO-5BR) at an AMI %, from the table in effect on `date` (today by default)",
        params: idParam,
        querystring: limitsQuery,
        response: { 200: programLimits, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => service.programLimits(actorOf(req), req.params.id, req.query),
  );

  r.get(
    '/api/units/:id/eligibility',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary:
          "Whether a household qualifies for a unit: the strictest limit of the unit's designations on `date` (today by default), naming the one that binds",
        params: idParam,
        querystring: eligibilityQuery,
        response: { 200: unitEligibility, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => service.unitEligibility(actorOf(req), req.params.id, req.query),
  );

  r.get(
    '/api/occupancies/:id/compliance',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary:
          "An occupancy's income and gross rent against its unit's limits on `date` (by default today, or the start date when later)",
        params: idParam,
        querystring: checkDateQuery,
        response: { 200: occupancyCompliance, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => service.occupancyCompliance(actorOf(req), req.params.id, req.query.date),
  );

  r.get(
    '/api/property/:id/utility-allowances',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: "A property's utility allowance schedules, oldest first",
        params: idParam,
        response: { 200: utilityAllowances, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => allowances.get(actorOf(req), req.params.id),
  );

  r.put(
    '/api/property/:id/utility-allowances',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary:
          "Replace a property's utility allowance schedules: from each effective date, a monthly amount for every unit type",
        params: idParam,
        body: utilityAllowancesBody,
        response: { 200: utilityAllowances, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req) => allowances.replace(actorOf(req), req.params.id, req.body),
  );
}
