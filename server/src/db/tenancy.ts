import { and, eq, type SQL } from 'drizzle-orm';
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
  constructor(readonly organizationId: number) {}

  where(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL {
    return and(eq(table.organizationId, this.organizationId), ...conditions) as SQL;
  }

  values<T extends object>(row: T): T & { organizationId: number } {
    return { ...row, organizationId: this.organizationId };
  }
}
