import { contactMessage, contactMessageBody, contactMessageListQuery } from '@lar/contracts/contact';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { route } from '../../lib/route.ts';
import { successMessage } from '../../lib/route-schemas.ts';
import { ContactMessageService } from './contact-message.service.ts';
import { contactMessageExportRoute } from './contact-message-export.ts';

export default async function contactMessageRoutes(app: FastifyInstance) {
  const service = new ContactMessageService(app.deps);

  route(
    app,
    {
      method: 'POST',
      url: '/api/contact-messages',
      public: true,
      tags: ['contact'],
      summary: 'Send a message from the public contact form',
      body: contactMessageBody,
      response: { 201: successMessage },
      errors: [400, 429, 503],
    },
    async (req, reply) => {
      await service.receive(clientAddressKey(req.ip), req.body);
      reply.code(201);
      return { success: true as const, message: 'Message sent' };
    },
  );

  contactMessageExportRoute(app);

  recordRoutes(app, { tags: ['contact'], answer: contactMessage }).list(
    {
      url: '/api/contact-messages',
      permission: 'read_messages',
      summary:
        'Messages received through the contact form, newest first; `unread=true` for the unread ones only',
      querystring: contactMessageListQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/contact-messages/:id/read',
      permission: 'read_messages',
      tags: ['contact'],
      summary: 'Marks a contact message read (the dashboard counts the unread ones)',
      params: idParam,
      response: { 200: successMessage },
      errors: [404],
    },
    async (req) => {
      await service.markRead(actorOf(req), req.params.id);
      return { success: true as const, message: 'Message marked read' };
    },
  );
}
