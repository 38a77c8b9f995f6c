import {
  building,
  buildingCreateBody,
  buildingListQuery,
  buildingUpdateBody,
} from '@lar/contracts/buildings';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendPage } from '../../lib/paged-list.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { BuildingService } from './building.service.ts';

/**
 * A property's buildings are listed under the property's own path, as its contacts are
 * (`/api/property/{id}/buildings`); one building is `/api/buildings/{id}` and a new one is posted
 * to `/api/buildings` with its `property_id`, as units are.
 */
export default async function buildingRoutes(app: FastifyInstance) {
  const service = new BuildingService(app.deps);
  const tags = ['buildings'];
  const buildings = recordRoutes(app, { tags, answer: building, service });

  route(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/buildings',
      permission: 'read_records',
      tags,
      summary: "A property's buildings, by name",
      params: idParam,
      querystring: buildingListQuery,
      response: { 200: z.array(building) },
      errors: [404],
    },
    async (req, reply) => sendPage(reply, await service.list(actorOf(req), req.params.id, req.query)),
  );

  buildings.get({ url: '/api/buildings/:id', summary: 'One building' });

  buildings.create(
    {
      url: '/api/buildings',
      summary: 'Add a building to a property (409 when another building has the BIN)',
      body: buildingCreateBody,
      errors: [409],
    },
    (actor, body) => service.create(actor, body),
  );

  buildings.update(
    {
      url: '/api/buildings/:id',
      summary: 'Replace a building (409 if it changed since `version`, or when another has the BIN)',
      body: buildingUpdateBody,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  buildings.delete({
    url: '/api/buildings/:id',
    summary: 'Delete a building (409 while units are in it)',
  });
}
