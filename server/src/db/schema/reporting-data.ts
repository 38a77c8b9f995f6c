import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, organizationColumn, organizationPrimaryKey } from './columns.ts';

/**
 * A certification's or an application's household data for reporting, sealed by the app with
 * AES-256-GCM (migration 0057, decision 066); the database never holds it in clear.
 */
export const reportingData = pgTable(
  'reporting_data',
  {
    organizationId: organizationColumn(),
    recordKind: text('record_kind').$type<'certification' | 'application'>().notNull(),
    recordId: integer('record_id').notNull(),
    sealed: bytea('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.recordKind, t.recordId)],
);
