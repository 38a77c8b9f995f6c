import { z } from 'zod';
import { idValue, pagingQuery } from './paging.ts';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'download', 'read'] as const;

/**
 * Every kind of record the server writes to the audit log (`audit_log.entity`). A history is asked
 * for by one of these names, and the web labels each one's fields, so a new kind starts here.
 */
export const AUDIT_ENTITIES = [
  'application',
  'building',
  'candidate',
  'certification',
  'gov_program',
  'lottery_run',
  'occupancy',
  'property',
  'property_contact',
  'property_manager',
  'property_manager_contact',
  'property_preference',
  'subuser',
  'unit',
  'unit_listing',
  'user',
  'visit_request',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditQuery = pagingQuery.extend({
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: idValue,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor_username: z.string().nullable(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /**
   * For an update: whether its client named the version it had read; false means none was given
   * and the last write won (decision 018). Null for creates, deletes and older records.
   */
  version_given: z.boolean().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
