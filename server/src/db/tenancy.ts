import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table that belongs to an organization. */
export interface TenantTable {
  organizationId: PgColumn;
}

/**
 * The one way repositories scope queries to the caller's organization: every read, update and
 * delete condition is built with `where`, every insert with `values`, so `organization_id` cannot
 * be forgotten.
 */
export class Tenant {
  constructor(
    readonly organizationId: number,
    private readonly seenByPlanner = true,
  ) {}

  /**
   * The same organization, its id read through a scalar subquery that no query plan sees into:
   * for a prepared statement whose plan must not depend on which organization runs it (see
   * `unseen` in prepared-queries.ts).
   */
  unseenByPlanner(): Tenant {
    return new Tenant(this.organizationId, false);
  }

  where(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL {
    const id = this.seenByPlanner ? this.organizationId : sql`(select ${this.organizationId}::integer)`;
    return and(eq(table.organizationId, id), ...conditions) as SQL;
  }

  values<T extends object>(row: T): T & { organizationId: number } {
    return { ...row, organizationId: this.organizationId };
  }
}
