import { AUDIT_ACTIONS } from '@lar/contracts/audit';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizationColumn } from './columns.ts';

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  organizationId: organizationColumn(),
  actorUserId: integer('actor_user_id'),
  actorSubuserId: integer('actor_subuser_id'),
  actorUsername: text('actor_username'),
  action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** For an update: whether the client named the version it had read (false: the last write won). */
  versionGiven: boolean('version_given'),
});
