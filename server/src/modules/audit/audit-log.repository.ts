import type { AuditEntry, AuditQuery } from '@lar/contracts/audit';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

/** An entry of a record's history, as the API answers it; its snapshots as they were recorded. */
const auditEntryShape = recordShape<AuditEntry>({
  id: auditLog.id,
  action: auditLog.action,
  actor_username: auditLog.actorUsername,
  at: jsonTimestamp(auditLog.at),
  before: auditLog.before,
  after: auditLog.after,
  version_given: auditLog.versionGiven,
});

/** One record's history, newest first (the (organization_id, entity, entity_id, id) index). */
export const auditHistory = (q: Queryable, tenant: Tenant, query: AuditQuery): Promise<JsonPage> =>
  pagedJson({
    q,
    from: auditLog,
    where: tenant.where(auditLog, eq(auditLog.entity, query.entity), eq(auditLog.entityId, query.entity_id)),
    orderBy: [desc(auditLog.id)],
    json: auditEntryShape.jsonColumn,
    page: query,
  });
