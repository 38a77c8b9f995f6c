import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The tenant: every other record belongs to exactly one organization. */
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
