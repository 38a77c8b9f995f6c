import type { ContactMessage } from '@lar/contracts/contact';
import type { PagingQuery } from '@lar/contracts/paging';
import { desc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

/** A message of the contact form, as the API answers it. */
const contactMessageShape = recordShape<ContactMessage>({
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  created_at: jsonTimestamp(contactMessages.createdAt),
});

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

export class ContactMessageRepository {
  constructor(private readonly q: Queryable) {}

  async insert(organizationId: number, message: NewContactMessage): Promise<void> {
    await this.q.insert(contactMessages).values({ organizationId, ...message });
  }

  /** The organization's messages, newest first (the (organization_id, created_at, id) index). */
  list(tenant: Tenant, page: PagingQuery): Promise<JsonPage> {
    return pagedJson({
      q: this.q,
      from: contactMessages,
      where: tenant.where(contactMessages),
      orderBy: [desc(contactMessages.createdAt), desc(contactMessages.id)],
      json: contactMessageShape.jsonColumn,
      page,
    });
  }
}
