import {
  applicationDetail,
  applicationListItem,
  applicationListQuery,
  applicationStatusBody,
  offerableUnit,
  preferenceChoice,
  preferenceChoicesQuery,
} from '@lar/contracts/application-review';
import { idValue } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { sendPage } from '../../lib/paged-list.ts';
import { recordActions } from '../../lib/record-action.ts';
import { route } from '../../lib/route.ts';
import { OccupancyService, type OccupancyWriteRules } from '../occupancies/index.ts';
import { ApplicationService } from './application.service.ts';
import { documentDownload, sendDocument } from './application-documents.ts';
import { applicationExportRoute } from './application-export.ts';

const tags = ['applications'];

/** Staff review of online applications (issue 24, decision 032); every route is `review_applications`. */
export const applicationRoutes = (occupancyRules: OccupancyWriteRules) => (app: FastifyInstance) =>
  registerApplicationRoutes(app, occupancyRules);

async function registerApplicationRoutes(app: FastifyInstance, occupancyRules: OccupancyWriteRules) {
  const service = new ApplicationService(app.deps, new OccupancyService(app.deps, occupancyRules));
  applicationExportRoute(app);
  const onRecord = recordActions(app, tags);

  route(
    app,
    {
      method: 'GET',
      url: '/api/applications',
      permission: 'review_applications',
      tags,
      summary:
        'Applications, newest first, by property, status, claimed preference, duplicate flag and a piece of the reference, name or e-mail',
      querystring: applicationListQuery,
      response: { 200: z.array(applicationListItem) },
    },
    async (req, reply) => sendPage(reply, await service.list(actorOf(req), req.query)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/applications/preference-choices',
      permission: 'review_applications',
      tags,
      summary: 'A property’s preferences, by rank, for filtering its applications',
      querystring: preferenceChoicesQuery,
      response: { 200: z.array(preferenceChoice) },
    },
    (req) => service.preferenceChoices(actorOf(req), req.query.property_id),
  );

  onRecord(
    {
      method: 'GET',
      url: '/api/applications/:id',
      permission: 'review_applications',
      summary:
        'One application: household and income, documents, duplicates, waitlist position, lottery rank and the compliance verdict per unit type of its property',
      answer: applicationDetail,
    },
    (actor, id) => service.detail(actor, id),
  );

  onRecord(
    {
      method: 'GET',
      url: '/api/applications/:id/offerable-units',
      permission: 'review_applications',
      summary: 'The units of the application’s property that no active or pending occupancy holds',
      answer: z.array(offerableUnit),
    },
    (actor, id) => service.offerable(actor, id),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/applications/:id/documents/:documentId',
      permission: 'review_applications',
      tags,
      summary: 'A document of the application, as an attachment; each download is audit-logged first',
      params: z.strictObject({ id: idValue, documentId: idValue }),
      ...documentDownload,
      errors: [404],
    },
    async (req, reply) =>
      sendDocument(reply, await service.document(actorOf(req), req.params.id, req.params.documentId)),
  );

  onRecord(
    {
      method: 'PATCH',
      url: '/api/applications/:id',
      permission: 'review_applications',
      summary:
        'Waitlist, decline (with a reason), offer a unit, accept the offer (creates the candidate and a pending occupancy with its move-in draft) or withdraw',
      body: applicationStatusBody,
      answer: applicationDetail,
      errors: [409],
    },
    (actor, id, body) => service.setStatus(actor, id, body),
  );

  onRecord(
    {
      method: 'POST',
      url: '/api/applications/:id/clear-duplicate-flag',
      permission: 'review_applications',
      summary: 'Clears the duplicate flag, recording who and when',
      answer: applicationDetail,
    },
    (actor, id) => service.clearDuplicateFlag(actor, id),
  );
}
