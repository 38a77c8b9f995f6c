import { integer, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './accounts.ts';

/** The columns every tenant record has: its organization, timestamps and optimistic-lock version. */
export function tenantRecordColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  };
}
