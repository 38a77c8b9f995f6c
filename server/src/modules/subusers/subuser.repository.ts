import type { Subuser } from '@lar/contracts/auth';
import type { PagingQuery } from '@lar/contracts/paging';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { subusers } from '../../db/schema/accounts.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { insertRow, selectRow, updateAtVersion } from '../../db/tenant-rows.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

/** A sub-user as the API answers it and the audit log records it: never its password hash. */
const subuserShape = recordShape<Subuser>({
  id: subusers.id,
  username: subusers.username,
  email: subusers.email,
  is_active: subusers.isActive,
  admin_id: subusers.adminId,
  created_at: jsonTimestamp(subusers.createdAt),
  version: subusers.version,
});

export class SubuserRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  list(page: PagingQuery): Promise<JsonPage> {
    return pagedJson({
      q: this.q,
      from: subusers,
      where: this.tenant.where(subusers),
      orderBy: [asc(subusers.username), asc(subusers.id)],
      json: subuserShape.jsonColumn,
      page,
    });
  }

  /** The sub-user's answer; `lock` keeps its row until the transaction ends. */
  async find(id: number, lock = false): Promise<Subuser | undefined> {
    const query = selectRow(this.q, this.tenant, subusers, subuserShape.columns, id);
    return subuserShape.readFirst(await (lock ? query.for('update') : query));
  }

  /** Inserts the sub-user; its id. */
  insert(values: {
    adminId: number;
    username: string;
    email: string;
    passwordHash: string;
  }): Promise<number> {
    return insertRow(this.q, this.tenant, subusers, values);
  }

  /** Updates the sub-user at `version`; false when that is no longer its version. */
  update(
    id: number,
    version: number,
    changes: { isActive?: boolean; passwordHash?: string },
  ): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, subusers, id, version, changes);
  }
}
