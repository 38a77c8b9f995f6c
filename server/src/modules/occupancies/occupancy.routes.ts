import { notEligibleExtension } from '@lar/contracts/compliance/api';
import {
  type OccupancyValues,
  occupancy,
  occupancyBody,
  occupancyListQuery,
  occupancyUpdateBody,
  reactivateBody,
  terminateBody,
} from '@lar/contracts/occupancies';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { recordActions } from '../../lib/record-action.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { problemSchema } from '../../lib/route-schemas.ts';
import { OccupancyService } from './occupancy.service.ts';
import { occupancyExportRoute } from './occupancy-export.ts';
import type { OccupancyWriteRules } from './occupancy-write-rules.ts';

/** Terminate with nothing said: today, no reason (the original client's DELETE, an empty POST). */
const NO_TERMINATION = { end_date: null, end_reason: null, end_reason_details: null, version: undefined };

/** The occupancy routes, whose writes obey `rules` (the compliance gate, the move-in draft). */
export const occupancyRoutes = (rules: OccupancyWriteRules) => (app: FastifyInstance) =>
  registerOccupancyRoutes(app, rules);

async function registerOccupancyRoutes(app: FastifyInstance, rules: OccupancyWriteRules) {
  const service = new OccupancyService(app.deps, rules);
  const tags = ['occupancies'];
  // A write may be refused by the compliance gate: 409 NOT_ELIGIBLE with its figures, 403 to an override by a non-admin.
  const checked = { 403: problemSchema, 409: problemSchema.extend(notEligibleExtension) };

  const occupancies = recordRoutes(app, { tags, answer: occupancy });
  const onRecord = recordActions(app, tags);

  occupancies.list(
    {
      url: '/api/occupancies',
      summary: 'Occupancy history, newest first; empty filter values mean no filter',
      description:
        "Paged by `offset`, or by keyset: a full page sends the next page's cursor in `X-Next-Cursor`, " +
        "which `after` takes back (deep pages then read no skipped rows). `X-Total-Count` is the whole list's.",
      querystring: occupancyListQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  occupancyExportRoute(app);

  occupancies.get({ url: '/api/occupancies/:id', summary: 'One occupancy' }, (actor, id) =>
    service.getText(actor, id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/occupancies',
      permission: 'write_occupancies',
      tags,
      summary: 'Place a tenant in a unit (one ACTIVE occupancy per unit and per tenant)',
      body: occupancyBody,
      response: { 201: occupancy, ...checked },
      errors: [409],
    },
    async (req, reply) => {
      const created = await service.create(actorOf(req), req.body as OccupancyValues);
      reply.code(201);
      return created;
    },
  );

  onRecord(
    {
      method: 'PUT',
      url: '/api/occupancies/:id',
      permission: 'write_occupancies',
      summary: 'Update an occupancy (refused with 409 when `version` is not the current one)',
      body: occupancyUpdateBody,
      answer: occupancy,
      refusals: checked,
      errors: [409],
    },
    async (actor, id, body) => {
      const { version, ...values } = body;
      return service.update(actor, id, version, values as OccupancyValues);
    },
  );

  onRecord(
    {
      method: 'POST',
      url: '/api/occupancies/:id/terminate',
      permission: 'write_occupancies',
      summary:
        'End an occupancy: move-out date (today unless given), reason and status ENDED; the row is kept',
      body: terminateBody.nullish(),
      answer: occupancy,
      errors: [409],
    },
    async (actor, id, body) => {
      const { version, ...termination } = body ?? NO_TERMINATION;
      return service.terminate(actor, id, termination, version);
    },
  );

  onRecord(
    {
      method: 'POST',
      url: '/api/occupancies/:id/reactivate',
      permission: 'write_occupancies',
      summary:
        'Make an ENDED occupancy ACTIVE again and clear its end date, subject to the one-active rules and the compliance gate (decision 022); an occupancy that has not ended (also an ACTIVE one with a planned move-out) is refused with 409 and left as it is',
      body: reactivateBody.nullish(),
      answer: occupancy,
      refusals: checked,
      errors: [409],
    },
    async (actor, id, body) => service.reactivate(actor, id, body?.version),
  );

  onRecord(
    {
      method: 'DELETE',
      url: '/api/occupancies/:id',
      permission: 'write_occupancies',
      summary: 'Terminate (as the original client calls it): ends the occupancy today, keeps the row',
      answer: occupancy,
      errors: [409],
    },
    async (actor, id) => service.terminate(actor, id, NO_TERMINATION),
  );
}
