import {
  eligibilityQuery,
  limitsQuery,
  occupancyCompliance,
  programLimits,
  unitEligibility,
  utilityAllowances,
  utilityAllowancesBody,
} from '@lar/contracts/compliance/api';
import { propertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { route } from '../../lib/route.ts';
import { ComplianceService } from './compliance.service.ts';
import { PropertyComplianceService } from './property-compliance.ts';
import { unitWorksheetRoutes } from './unit-worksheet.routes.ts';
import { UtilityAllowanceService } from './utility-allowances.ts';

const tags = ['compliance'];
const checkDateQuery = eligibilityQuery.pick({ date: true });

/**
 * A compliance read about the record the path's id names (a program, a unit, an occupancy, a
 * property): open to every staff account, 404 when the organization has no such record.
 */
function recordRead<Query>(
  app: FastifyInstance,
  spec: { url: string; summary: string; querystring?: z.ZodType<Query, unknown>; answer: z.ZodType },
  read: (actor: Actor, id: number, query: Query) => Promise<unknown>,
): void {
  route(
    app,
    {
      method: 'GET',
      url: spec.url,
      permission: 'read_records',
      tags,
      summary: spec.summary,
      params: idParam,
      querystring: spec.querystring,
      response: { 200: spec.answer },
      errors: [404],
    },
    // The zod type provider cannot follow the generic query schema; it still validates the query.
    async (req) => read(actorOf(req), req.params.id, req.query as Query),
  );
}

export default async function complianceRoutes(app: FastifyInstance) {
  const service = new ComplianceService(app.deps);
  const allowances = new UtilityAllowanceService(app.deps);
  const propertyTests = new PropertyComplianceService(app.deps);

  recordRead(
    app,
    {
      url: '/api/govprograms/:id/limits',
      summary:
        "A program's income limits (1-8 people) and maximum gross rents (SRO-5BR) at an AMI %, from the table in effect on `date` (today by default)",
      querystring: limitsQuery,
      answer: programLimits,
    },
    (actor, id, query) => service.programLimits(actor, id, query),
  );

  recordRead(
    app,
    {
      url: '/api/units/:id/eligibility',
      summary:
        "Whether a household qualifies for a unit: the strictest limit of the unit's designations on `date` (today by default), naming the one that binds",
      querystring: eligibilityQuery,
      answer: unitEligibility,
    },
    (actor, id, query) => service.unitEligibility(actor, id, query),
  );

  recordRead(
    app,
    {
      url: '/api/occupancies/:id/compliance',
      summary:
        "An occupancy's income and gross rent against its unit's limits on `date` (by default today, or the start date when later)",
      querystring: checkDateQuery,
      answer: occupancyCompliance,
    },
    (actor, id, query) => service.occupancyCompliance(actor, id, query.date),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/compliance',
      permission: 'read_records',
      tags,
      summary:
        "A property's compliance tests on `date` (today by default): its set-aside election's test (20-50, 40-60 or average income), the applicable fraction and HOME's Low HOME units, each with the units behind it",
      params: idParam,
      querystring: checkDateQuery,
      response: { 200: propertyCompliance },
      errors: [404],
    },
    // Kept as JSON text between changes (decision 058), checked against the schema when made.
    async (req, reply) =>
      sendJsonText(reply, await propertyTests.testsText(actorOf(req), req.params.id, req.query.date)),
  );

  recordRead(
    app,
    {
      url: '/api/property/:id/utility-allowances',
      summary: "A property's utility allowance schedules, oldest first",
      answer: utilityAllowances,
    },
    (actor, id) => allowances.get(actor, id),
  );

  unitWorksheetRoutes(app);

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
