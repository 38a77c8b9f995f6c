import { type ContactMessage, contactMessageListQuery } from '@lar/contracts/contact';
import { exportQuery } from '@lar/contracts/exports';
import type { FastifyInstance } from 'fastify';
import { keysetBatches } from '../../lib/export/batches.ts';
import type { ExportColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { ContactMessageRepository } from './contact-message.repository.ts';

const columns: ExportColumns<'messages', ContactMessage> = {
  id: (m) => m.id,
  created_at: (m) => m.created_at,
  name: (m) => m.name,
  email: (m) => m.email,
  phone: (m) => m.phone,
  message: (m) => m.message,
  read_at: (m) => m.read_at,
};

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
