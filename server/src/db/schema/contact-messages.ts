import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKeyColumns } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  ...tenantKeyColumns(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When an admin marked it read (migration 0031); null: unread. */
  readAt: timestamp('read_at', { withTimezone: true }),
});
