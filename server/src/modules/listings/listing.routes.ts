import multipart from '@fastify/multipart';
import {
  LISTING_PHOTO_BYTES_MAX,
  listing,
  listingBody,
  listingPhoto,
  minimumIncome,
  minimumIncomeBody,
} from '@lar/contracts/listings';
import { idParam, idValue } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { recordActions } from '../../lib/record-action.ts';
import { route } from '../../lib/route.ts';
import { uploadedFile } from '../../lib/uploaded-file.ts';
import { ListingService } from './listing.service.ts';

const photoParams = z.strictObject({ id: idValue, photoId: idValue });

/** Staff routes of a unit's listing and its photos, and a property's minimum income rule. */
export default async function listingRoutes(app: FastifyInstance) {
  const service = new ListingService(app.deps);
  // One file a request, 5 MB at most; no other part is read. Registered here only, so no other
  // route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: LISTING_PHOTO_BYTES_MAX, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  const tags = ['listings'];
  const onRecord = recordActions(app, tags);

  onRecord(
    {
      method: 'GET',
      url: '/api/units/:id/listing',
      permission: 'read_records',
      summary: "A unit's public listing (unlisted, version 0, before it was ever listed)",
      answer: listing,
    },
    (actor, id) => service.get(actor, id),
  );

  onRecord(
    {
      method: 'PUT',
      url: '/api/units/:id/listing',
      permission: 'write_records',
      summary: 'List or unlist a unit, with its availability, asking rent and description',
      body: listingBody,
      answer: listing,
      errors: [409],
    },
    (actor, id, body) => service.save(actor, id, body),
  );

  onRecord(
    {
      method: 'GET',
      url: '/api/units/:id/listing/photos',
      permission: 'read_records',
      summary: "A listing's photos in their order",
      answer: z.array(listingPhoto),
    },
    (actor, id) => service.photos(actor, id),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/units/:id/listing/photos',
      permission: 'write_records',
      tags,
      summary:
        'Add a photo (multipart field `file`: JPEG, PNG or WebP by content, at most 5 MB; 8 a listing)',
      params: idParam,
      response: { 201: listingPhoto },
      errors: [404, 409, 413, 415],
    },
    async (req, reply) => {
      const actor = actorOf(req);
      await service.assertUnit(actor, req.params.id);
      const file = await uploadedFile(req, 'the photo', 'A photo may have at most 5 MB');
      // Stored in turn with the app's other uploads (decision 093).
      const photo = await app.deps.uploads.run(() => service.addPhoto(actor, req.params.id, file));
      reply.code(201);
      return photo;
    },
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/api/units/:id/listing/photos/:photoId',
      permission: 'write_records',
      tags,
      summary: "Remove a listing's photo",
      params: photoParams,
      response: { 204: z.null() },
      errors: [404],
    },
    async (req, reply) => {
      await service.deletePhoto(actorOf(req), req.params.id, req.params.photoId);
      return reply.code(204).send(null);
    },
  );

  onRecord(
    {
      method: 'PUT',
      url: '/api/property/:id/minimum-income',
      permission: 'write_records',
      summary: "A property's minimum income as a multiple of the monthly rent (null: none)",
      body: minimumIncomeBody,
      answer: minimumIncome,
    },
    (actor, id, body) => service.setMinimumIncome(actor, id, body.min_income_rent_multiple),
  );
}
