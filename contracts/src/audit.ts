import { z } from 'zod';
import { idValue, pagingQuery } from './paging.ts';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

export const auditQuery = pagingQuery.extend({
  entity: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z_]+$/, 'An entity name is lowercase letters and underscores'),
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
});
export type AuditEntry = z.infer<typeof auditEntry>;
