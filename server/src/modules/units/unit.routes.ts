import { unit, unitBody, unitListQuery, unitUpdateBody } from '@lar/contracts/units';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../../lib/record-routes.ts';
import { UnitService } from './unit.service.ts';
import { unitExportRoute } from './unit-export.ts';

export default async function unitRoutes(app: FastifyInstance) {
  const service = new UnitService(app.deps);
  const units = recordRoutes(app, { tags: ['units'], answer: unit });

  units.list(
    {
      url: '/api/units',
      summary: 'Units of one property (`property_id`) or of all, searchable by unit number or property name',
      querystring: unitListQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  unitExportRoute(app);

  units.get({ url: '/api/units/:id', summary: 'One unit' }, (actor, id) => service.get(actor, id));
  units.create(
    { url: '/api/units', summary: 'Create a unit', body: unitBody, errors: [409] },
    (actor, body) => service.create(actor, body),
  );

  units.update(
    {
      url: '/api/units/:id',
      summary:
        'Update a unit: the fields sent, the others kept (refused with 409 when `version` is not the current one)',
      body: unitUpdateBody,
    },
    (actor, id, { version, ...values }) => service.update(actor, id, version, values),
  );

  units.delete({ url: '/api/units/:id', summary: 'Delete a unit that has no occupancies' }, (actor, id) =>
    service.delete(actor, id),
  );
}
