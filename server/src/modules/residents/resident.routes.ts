import {
  residentAccessBody,
  residentAccessList,
  residentCodeBody,
  residentHome,
  residentLinkBody,
  residentSignIn,
} from '@lar/contracts/residents';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientAddressKey } from '../../lib/client-address.ts';
import { recordActions } from '../../lib/record-action.ts';
import { residentPortalRoutes } from '../../lib/resident-portal-route.ts';
import { route } from '../../lib/route.ts';
import { ResidentService } from './resident.service.ts';

const tags = ['residents'];

const revokeBody = z.strictObject({ member_index: z.number().int().min(0).max(29) });

/**
 * The resident portal (decision 075): staff send and revoke a household's access from its
 * occupancy; residents sign in with the e-mailed link or code and read their own household.
 */
export default async function residentRoutes(app: FastifyInstance) {
  const service = new ResidentService(app.deps);
  const action = recordActions(app, tags);

  action(
    {
      method: 'GET',
      url: '/api/occupancies/:id/resident-access',
      permission: 'read_records',
      summary: "The adult members of the household's certification in force and their portal access",
      answer: residentAccessList,
    },
    (actor, id) => service.list(actor, id),
  );
  action(
    {
      method: 'POST',
      url: '/api/occupancies/:id/resident-access',
      permission: 'write_records',
      summary: 'E-mail an adult member a new sign-in link and code; unused ones stop working',
      body: residentAccessBody,
      answer: residentAccessList,
      errors: [409],
    },
    async (actor, id, body) => {
      await service.send(actor, id, body);
      return service.list(actor, id);
    },
  );
  action(
    {
      method: 'POST',
      url: '/api/occupancies/:id/resident-access/revoke',
      permission: 'write_records',
      summary: "Revoke a member's portal access: their link, code and sessions end",
      body: revokeBody,
      answer: residentAccessList,
    },
    async (actor, id, body) => {
      await service.revoke(actor, id, body.member_index);
      return service.list(actor, id);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/resident/sign-in/link',
      public: true,
      tags,
      summary: "Sign in to the resident portal with the e-mailed link's token (once)",
      body: residentLinkBody,
      response: { 200: residentSignIn },
      errors: [400, 401, 429, 503],
    },
    (req) => service.signInWithLink(req.body.token, clientAddressKey(req.ip)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/resident/sign-in/code',
      public: true,
      tags,
      summary: 'Sign in to the resident portal with the e-mail and the 6-digit code sent with the link',
      body: residentCodeBody,
      response: { 200: residentSignIn },
      errors: [400, 401, 429, 503],
    },
    (req) => service.signInWithCode(req.body.email, req.body.code, clientAddressKey(req.ip)),
  );

  const portal = residentPortalRoutes(app, tags);
  portal(
    {
      method: 'GET',
      url: '/api/resident/home',
      summary: "The signed-in resident's household: unit, rent, certifications, next recertification",
      answer: residentHome,
      errors: [404],
    },
    (resident) => service.home(resident),
  );
  portal(
    {
      method: 'POST',
      url: '/api/resident/sign-out',
      summary: "End the resident's session",
      answer: z.object({ success: z.literal(true) }),
    },
    async (resident) => {
      await service.signOut(resident);
      return { success: true as const };
    },
  );
}
