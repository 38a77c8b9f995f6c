import { outboxItem, outboxListQuery, outboxMessage } from '@lar/contracts/outbox';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../../lib/record-routes.ts';
import { OutboxService } from './outbox.service.ts';

export default async function outboxRoutes(app: FastifyInstance) {
  const service = new OutboxService(app.deps);
  const routes = recordRoutes(app, { tags: ['outbox'], answer: outboxMessage, service });

  routes.list(
    {
      url: '/api/outbox',
      permission: 'read_outbox',
      summary:
        'E-mails to applicants, newest first; `sent=true|false`, `q` a piece of the address or reference',
      querystring: outboxListQuery,
      item: outboxItem,
    },
    (actor, query) => service.list(actor, query),
  );

  routes.get({
    url: '/api/outbox/:id',
    permission: 'read_outbox',
    summary: 'One e-mail to an applicant, with its body and its sending status',
  });
}
