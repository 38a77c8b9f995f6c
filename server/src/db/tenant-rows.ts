import { count, eq, type SQL } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';
import type { Tenant, TenantTable } from './tenancy.ts';

/** A table of an organization's records, each row known by its `id`. */
export type RecordTable = PgTable & TenantTable & { id: PgColumn };

/** A record table whose rows carry the `version` a change is made at (decision 018). */
export type VersionedTable = RecordTable & { version: PgColumn; updatedAt: PgColumn };

/** A row's values as a repository gives them: the organization is the tenant's. */
export type RowValues<Table extends PgTable> = Omit<PgInsertValue<Table>, 'organizationId'>;

/** Whether this organization has a row of `table` that meets `condition`. */
export async function anyRow(
  q: Queryable,
  tenant: Tenant,
  table: RecordTable,
  condition: SQL,
): Promise<boolean> {
  const rows = await q.select({ id: table.id }).from(table).where(tenant.where(table, condition)).limit(1);
  return rows.length > 0;
}

/** How many of this organization's rows of `table` meet `condition`. */
export async function countRows(
  q: Queryable,
  tenant: Tenant,
  table: PgTable & TenantTable,
  condition: SQL,
): Promise<number> {
  const [row] = await q.select({ n: count() }).from(table).where(tenant.where(table, condition));
  return row?.n ?? 0;
}

/** Whether this organization has a row of `table` with this id. */
export function rowExists(q: Queryable, tenant: Tenant, table: RecordTable, id: number): Promise<boolean> {
  return anyRow(q, tenant, table, eq(table.id, id));
}

/** The select of `columns` from the organization's row of `table` with this id; `for` can lock it. */
export function selectRow<Columns extends SelectedFields>(
  q: Queryable,
  tenant: Tenant,
  table: RecordTable,
  columns: Columns,
  id: number,
) {
  return q
    .select(columns)
    .from(table)
    .where(tenant.where(table, eq(table.id, id)))
    .$dynamic();
}

/** Inserts a row into the organization's `table`; its id. */
export async function insertRow<Table extends RecordTable>(
  q: Queryable,
  tenant: Tenant,
  table: Table,
  values: RowValues<Table>,
): Promise<number> {
  // Drizzle cannot see through the generic table that the tenant's values complete the row.
  const row = tenant.values(values) as PgInsertValue<Table>;
  const [inserted] = await q.insert(table).values(row).returning({ id: table.id });
  return (inserted as { id: number }).id;
}

/**
 * Updates the row at `version`, moving it to the next one; false when that is no longer its
 * version (someone else changed it first, decision 018).
 */
export async function updateAtVersion<Table extends VersionedTable>(
  q: Queryable,
  tenant: Tenant,
  table: Table,
  id: number,
  version: number,
  changes: PgUpdateSetSource<Table>,
): Promise<boolean> {
  // The bookkeeping columns every versioned table has, which the generic table's type does not name.
  const set = { ...changes, version: version + 1, updatedAt: new Date() } as PgUpdateSetSource<Table>;
  const rows = await q
    .update(table)
    .set(set)
    .where(tenant.where(table, eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  return rows.length > 0;
}
