import { publicListingDetailQuery, publicListingQuery } from '@lar/contracts/listings';
import { idParam, idValue } from '@lar/contracts/paging';
import { publicListingDetail, publicListingPage } from '@lar/contracts/public-listings';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { Tenant } from '../../db/tenancy.ts';
import { notFound } from '../../lib/app-error.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { sendJsonText } from '../../lib/json-reply.ts';
import { route } from '../../lib/route.ts';
import { siteOrganizationId } from '../organizations/index.ts';
import { ListingRepository } from './listing.repository.ts';
import { PublicListingService } from './public-listing.service.ts';

const photoParams = z.strictObject({ id: idValue, photoId: idValue });
const photoQuery = z.object({
  size: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['large', 'small']).default('large')),
  /** The content hash's prefix the address carries so that a new photo gets a new address; not read. */
  v: z.string().max(64).optional(),
});
/** A year: the address changes with the content, so what is kept never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The public site's listings (no login): the search, a listing's page and its photos. */
export default async function publicListingRoutes(app: FastifyInstance) {
  const service = new PublicListingService(app.deps);
  const tags = ['public listings'];

  route(
    app,
    {
      method: 'GET',
      url: '/api/public/listings',
      public: true,
      tags,
      summary:
        "The site organization's listed, vacant units, filtered and paged; with `household_size` and `annual_income` each says whether the household may qualify",
      querystring: publicListingQuery,
      response: { 200: publicListingPage },
      errors: [400, 429, 503],
    },
    async (req, reply) => {
      service.limiter.hit(clientAddressKey(req.ip));
      // Sent as written: the zod serializer's check of a 20-item page cost more server time than
      // the search itself (decision 030); a test holds the answer to the schema.
      return sendJsonText(reply, JSON.stringify(await service.search(req.query)));
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/public/listings/:id',
      public: true,
      tags,
      summary: 'One listing: the unit, its property, program and the income limits for 1 to 8 people',
      params: idParam,
      querystring: publicListingDetailQuery,
      response: { 200: publicListingDetail },
      errors: [400, 404, 429, 503],
    },
    (req) => {
      service.limiter.hit(clientAddressKey(req.ip));
      return service.detail(req.params.id, req.query);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/public/listings/:id/photos/:photoId',
      public: true,
      cacheable: true,
      tags,
      summary:
        "A listing's photo as WebP (`size=large`, 1600 px wide, or `small`, 400 px), cached for a year",
      params: photoParams,
      querystring: photoQuery,
      produces: ['image/webp'],
      response: { 200: { description: 'A WebP image', content: { 'image/webp': { schema: z.string() } } } },
      errors: [400, 404, 503],
    },
    async (req, reply) => {
      const tenant = new Tenant(await siteOrganizationId(app.deps));
      const photos = new ListingRepository(app.deps.database.db, tenant);
      const photo = await photos.photoContent(req.params.id, req.params.photoId, req.query.size);
      if (!photo) throw notFound('Photo');
      const etag = `"${photo.hash}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      // The route's answer schema describes the document; the image itself is sent as bytes.
      const raw = reply as FastifyReply;
      if (req.headers['if-none-match'] === etag) return raw.code(304).send();
      return raw.type('image/webp').send(photo.data);
    },
  );
}
