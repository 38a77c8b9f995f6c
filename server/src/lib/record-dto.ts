/** The bookkeeping columns of a tenant record, as drizzle returns them. */
interface TenantRecordRow {
  organizationId: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A record for the API: its own fields as they are (tables whose keys are the API names), the
 * timestamps as ISO strings, and without `organization_id`, which the caller already knows.
 */
export function recordDto<T extends TenantRecordRow>(row: T) {
  const { organizationId: _scope, createdAt, updatedAt, ...fields } = row;
  return { ...fields, created_at: createdAt.toISOString(), updated_at: updatedAt.toISOString() };
}
