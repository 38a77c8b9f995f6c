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
import { route } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { ComplianceService } from './compliance.service.ts';
import { UtilityAllowanceService } from './utility-allowances.ts';

const tags = ['compliance'];
const checkDateQuery = eligibilityQuery.pick({ date: true });

export default async function complianceRoutes(app: FastifyInstance) {
  const service = new ComplianceService(app.deps);
  const allowances = new UtilityAllowanceService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/govprograms/:id/limits',
      permission: 'read_records',
      tags,
      summary:
        "A program's income limits (1-8 people) and maximum gross rents (SRO-5BR) at an AMI %, from the table in effect on `date` (today by default)",
      params: idParam,
      querystring: limitsQuery,
      response: { 200: programLimits },
      errors: [404],
    },
    async (req) => service.programLimits(actorOf(req), req.params.id, req.query),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/units/:id/eligibility',
      permission: 'read_records',
      tags,
      summary:
        "Whether a household qualifies for a unit: the strictest limit of the unit's designations on `date` (today by default), naming the one that binds",
      params: idParam,
      querystring: eligibilityQuery,
      response: { 200: unitEligibility },
      errors: [404],
    },
    async (req) => service.unitEligibility(actorOf(req), req.params.id, req.query),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/occupancies/:id/compliance',
      permission: 'read_records',
      tags,
      summary:
        "An occupancy's income and gross rent against its unit's limits on `date` (by default today, or the start date when later)",
      params: idParam,
      querystring: checkDateQuery,
      response: { 200: occupancyCompliance },
      errors: [404],
    },
    async (req) => service.occupancyCompliance(actorOf(req), req.params.id, req.query.date),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/utility-allowances',
      permission: 'read_records',
      tags,
      summary: "A property's utility allowance schedules, oldest first",
      params: idParam,
      response: { 200: utilityAllowances },
      errors: [404],
    },
    async (req) => allowances.get(actorOf(req), req.params.id),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/property/:id/utility-allowances',
      permission: 'write_records',
      tags,
      summary:
        "Replace a property's utility allowance schedules: from each effective date, a monthly amount for every unit type",
      params: idParam,
      body: utilityAllowancesBody,
      response: { 200: utilityAllowances },
      errors: [404],
    },
    async (req) => allowances.replace(actorOf(req), req.params.id, req.body),
  );
}
