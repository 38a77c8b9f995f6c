import { idValue } from '@lar/contracts/paging';
import {
  residentVerificationRequestBody,
  residentVerificationRequestList,
  verificationCompleteBody,
  verificationOpened,
  verificationRequestBody,
  verificationRequestList,
  verificationTokenBody,
} from '@lar/contracts/third-party-verification';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { recordActions } from '../../lib/record-action.ts';
import { residentPortalRoutes } from '../../lib/resident-portal-route.ts';
import { route } from '../../lib/route.ts';
import { VerificationService } from './verification.service.ts';

const tags = ['third-party-verification'];

/**
 * Third-party verification (decision 079): staff send requests from an occupancy, a resident
 * from their own household; the employer or agency opens and completes one with the link's token,
 * sent in the body (never in the path, so it stays out of logs).
 */
export default async function verificationRoutes(app: FastifyInstance) {
  const service = new VerificationService(app.deps);
  const action = recordActions(app, tags);

  action(
    {
      method: 'GET',
      url: '/api/occupancies/:id/verification-requests',
      permission: 'read_records',
      summary: "The household's third-party verification requests, their status and answers",
      answer: verificationRequestList,
    },
    (actor, id) => service.list(actor, id),
  );
  action(
    {
      method: 'POST',
      url: '/api/occupancies/:id/verification-requests',
      permission: 'write_records',
      summary: 'E-mail an employer or a benefits agency a link to verify a member of the household',
      body: verificationRequestBody,
      answer: verificationRequestList,
      errors: [409],
    },
    async (actor, id, body) => {
      await service.send(actor, id, body);
      return service.list(actor, id);
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/occupancies/:id/verification-requests/:requestId/revoke',
      permission: 'write_records',
      tags,
      summary: 'Withdraw a verification request not completed yet: its link stops working',
      params: z.strictObject({ id: idValue, requestId: idValue }),
      response: { 200: verificationRequestList },
      errors: [404, 409],
    },
    async (req) => {
      const actor = actorOf(req);
      await service.revoke(actor, req.params.id, req.params.requestId);
      return service.list(actor, req.params.id);
    },
  );

  const portal = residentPortalRoutes(app, tags);
  portal(
    {
      method: 'GET',
      url: '/api/resident/verification-requests',
      summary: "The verification requests of the signed-in resident's household",
      answer: residentVerificationRequestList,
    },
    (resident) => service.residentList(resident),
  );
  portal(
    {
      method: 'POST',
      url: '/api/resident/verification-requests',
      summary: "E-mail an employer or agency a verification request for a member of the resident's household",
      body: residentVerificationRequestBody,
      answer: residentVerificationRequestList,
      errors: [404, 409, 429],
    },
    async (resident, body) => {
      await service.residentSend(resident, body);
      return service.residentList(resident);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/verifications/open',
      public: true,
      tags,
      summary: "What a verification link asks: the member's name, the property and the kind",
      body: verificationTokenBody,
      response: { 200: verificationOpened },
      errors: [400, 404, 409, 429, 503],
    },
    (req) => service.open(req.body.token, clientAddressKey(req.ip)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/verifications/complete',
      public: true,
      tags,
      summary: 'Answer and sign a verification request, once',
      body: verificationCompleteBody,
      response: { 200: z.object({ success: z.literal(true), signed_at: z.string() }) },
      errors: [400, 404, 409, 429, 503],
    },
    (req) =>
      service.complete(req.body, {
        address: clientAddressKey(req.ip),
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
  );
}
