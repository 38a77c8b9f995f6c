import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** Binary content (listing photos, application documents), read as a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The record's name as name search compares it (`name_search_key`), kept by a trigger from the
 * `from` column (migration 0021). Declared generated so that no insert or update of ours writes it.
 */
export function searchNameColumn(from: 'property_name' | 'management_co') {
  return text('search_name')
    .notNull()
    .generatedAlwaysAs(sql`name_search_key(${sql.identifier(from)})`);
}

/** The organization a row belongs to: every tenant table has it, keyed by an id of its own or not. */
export function organizationColumn() {
  return integer('organization_id')
    .notNull()
    .references(() => organizations.id);
}

/** The key of every tenant table: the row's own id and the organization it belongs to. */
export function tenantKeyColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationColumn(),
  };
}

/** When the row was written: set by the database, never by an insert of ours. */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/** When a record was made and last changed, and its optimistic-lock version (decision 005). */
export function changeTrackingColumns() {
  return {
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  };
}

/** The columns every tenant record has: its key, timestamps and optimistic-lock version. */
export function tenantRecordColumns() {
  return { ...tenantKeyColumns(), ...changeTrackingColumns() };
}

/** A tenant record's table: its key, timestamps and version (`tenantRecordColumns`), then its own columns. */
export function tenantRecordTable<
  TableName extends string,
  Columns extends Record<string, PgColumnBuilderBase>,
>(name: TableName, columns: Columns) {
  return pgTable(name, { ...tenantRecordColumns(), ...columns });
}

/**
 * The primary key of a tenant table without an id of its own: the organization first, so every
 * lookup by key stays within one organization's range of the index.
 */
export function organizationPrimaryKey<TableName extends string>(
  organizationId: AnyPgColumn<{ tableName: TableName }>,
  ...within: AnyPgColumn<{ tableName: TableName }>[]
) {
  return primaryKey({ columns: [organizationId, ...within] });
}
