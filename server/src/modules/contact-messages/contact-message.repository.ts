import type { ContactMessage, ContactMessageListQuery } from '@lar/contracts/contact';
import { asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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
  read_at: jsonTimestamp(contactMessages.readAt),
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
  list(tenant: Tenant, page: ContactMessageListQuery): Promise<JsonPage> {
    return pagedJson({
      q: this.q,
      from: contactMessages,
      where: tenant.where(contactMessages, page.unread ? isNull(contactMessages.readAt) : undefined),
      orderBy: [desc(contactMessages.createdAt), desc(contactMessages.id)],
      json: contactMessageShape.jsonColumn,
      page,
    });
  }

  /** Marks the message read (the first time only); false when the organization has no such message. */
  async markRead(tenant: Tenant, id: number): Promise<boolean> {
    const rows = await this.q
      .update(contactMessages)
      .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(tenant.where(contactMessages, eq(contactMessages.id, id)))
      .returning({ id: contactMessages.id });
    return rows.length > 0;
  }

  /** A batch of the messages' export (decision 028): the next `size` by id after `afterId`. */
  async exportBatch(
    tenant: Tenant,
    filter: Pick<ContactMessageListQuery, 'unread'>,
    afterId: number,
    size: number,
  ): Promise<ContactMessage[]> {
    const rows = await this.q
      .select(contactMessageShape.columns)
      .from(contactMessages)
      .where(
        tenant.where(
          contactMessages,
          gt(contactMessages.id, afterId),
          filter.unread ? isNull(contactMessages.readAt) : undefined,
        ),
      )
      .orderBy(asc(contactMessages.id))
      .limit(size);
    return rows.map((row) => contactMessageShape.read(row));
  }
}
