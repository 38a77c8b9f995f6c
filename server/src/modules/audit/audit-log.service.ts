import type { AuditQuery } from '@lar/contracts/audit';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { auditHistory } from './audit-log.repository.ts';

/** Reading the audit log; writing it is `recordAudit`, inside each change's transaction. */
export class AuditLogService {
  constructor(private readonly deps: AppDeps) {}

  history(actor: Actor, query: AuditQuery): Promise<JsonPage> {
    return auditHistory(this.deps.database.db, actor.tenant, query);
  }
}
