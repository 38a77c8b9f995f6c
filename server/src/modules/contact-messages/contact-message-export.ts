import { type ContactMessage, contactMessageListQuery } from '@lar/contracts/contact';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import { fieldColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { ContactMessageRepository } from './contact-message.repository.ts';

const columns = fieldColumns<'messages', ContactMessage>('messages', {});

/** GET /api/contact-messages/export: the contact form's messages as a file (admins, as the list). */
export function contactMessageExportRoute(app: FastifyInstance) {
  const repo = new ContactMessageRepository(app.deps.database.db);
  exportRoute(app, {
    list: 'messages',
    url: '/api/contact-messages/export',
    tags: ['contact'],
    summary: 'The contact form messages as CSV or XLSX, oldest first; `unread=true` keeps the unread ones',
    permission: 'read_messages',
    querystring: exportQuery(contactMessageListQuery),
    columns,
    name: () => 'messages',
    rows: async (actor, query) =>
      keysetBatches((afterId, size) => repo.exportBatch(actor.tenant, query, afterId, size)),
  });
}
