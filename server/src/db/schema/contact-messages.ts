import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, tenantKeyColumns } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  ...tenantKeyColumns(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: createdAtColumn(),
  /** When an admin marked it read (migration 0031); null: unread. */
  readAt: timestamp('read_at', { withTimezone: true }),
});
