import type { Database, Queryable, Tx } from '../db/client.ts';
import type { Tenant } from '../db/tenancy.ts';
import type { Actor } from './actor.ts';

/**
 * A service's repository for the caller's organization: for reads, on the database; for changes,
 * within one transaction, given together with it so that the change and its audit rows commit or
 * roll back as one.
 */
export class TenantRepositories<Repository> {
  constructor(
    private readonly db: Database,
    private readonly open: (q: Queryable, tenant: Tenant) => Repository,
  ) {}

  /** The repository on `q`: the database, or a transaction already open. */
  of(actor: Actor, q: Queryable = this.db): Repository {
    return this.open(q, actor.tenant);
  }

  transaction<T>(actor: Actor, change: (repo: Repository, tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => change(this.open(tx, actor.tenant), tx));
  }
}
