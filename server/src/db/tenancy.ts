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

/**
 * The join condition of a reference: the row of `target` whose id `reference` (a column of `from`)
 * holds, in `from`'s organization. Joins never cross organizations, and the condition lets them use
 * the indexes that lead with organization_id.
 */
export function referencedRow(
  target: TenantTable & { id: PgColumn },
  reference: PgColumn,
  from: TenantTable,
): SQL {
  return and(eq(target.id, reference), eq(target.organizationId, from.organizationId)) as SQL;
}
