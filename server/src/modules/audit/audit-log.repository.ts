import type { AuditEntry, AuditQuery } from '@lar/contracts/audit';
import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
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

/** The record whose history is read. */
export type AuditSubject = Pick<AuditQuery, 'entity' | 'entity_id'>;

const historyOf = (tenant: Tenant, subject: AuditSubject): SQL =>
  tenant.where(auditLog, eq(auditLog.entity, subject.entity), eq(auditLog.entityId, subject.entity_id));

/** One record's history, newest first (the (organization_id, entity, entity_id, id) index). */
export const auditHistory = (q: Queryable, tenant: Tenant, query: AuditQuery): Promise<JsonPage> =>
  pagedJson({
    q,
    from: auditLog,
    where: historyOf(tenant, query),
    orderBy: [desc(auditLog.id)],
    json: auditEntryShape.jsonColumn,
    page: query,
  });

/** A batch of the history's export (decision 028): the next `size` entries by id after `afterId`. */
export async function auditHistoryBatch(
  q: Queryable,
  tenant: Tenant,
  subject: AuditSubject,
  afterId: number,
  size: number,
): Promise<AuditEntry[]> {
  const rows = await q
    .select(auditEntryShape.columns)
    .from(auditLog)
    .where(and(historyOf(tenant, subject), gt(auditLog.id, afterId)))
    .orderBy(asc(auditLog.id))
    .limit(size);
  return rows.map((row) => auditEntryShape.read(row));
}
