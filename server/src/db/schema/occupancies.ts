import { OCCUPANCY_END_REASONS, OCCUPANCY_STATUSES } from '@lar/contracts/occupancies';
import { sql } from 'drizzle-orm';
import { bigint, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';
import { organizationColumn, organizationPrimaryKey, tenantRecordTable } from './columns.ts';
import { units } from './units.ts';

export const occupancies = tenantRecordTable('occupancies', {
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => candidates.id),
  programId: integer('program_id'),
  amiPercentage: numeric('ami_percentage', { precision: 5, scale: 2 }),
  rentAmount: numeric('rent_amount', { precision: 12, scale: 2 }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  placementFee: numeric('placement_fee', { precision: 12, scale: 2 }),
  status: text('status', { enum: OCCUPANCY_STATUSES }).notNull().default('ACTIVE'),
  endReason: text('end_reason', { enum: OCCUPANCY_END_REASONS }),
  endReasonDetails: text('end_reason_details'),
  householdSize: integer('household_size'),
  annualIncome: numeric('annual_income', { precision: 12, scale: 2 }),
  nonOptionalCharges: numeric('non_optional_charges', { precision: 12, scale: 2 }),
  rentAssistance: numeric('rent_assistance', { precision: 12, scale: 2 }),
  overrideReason: text('override_reason'),
});

/**
 * `status = 'ACTIVE'` with the value written into the SQL: the partial unique indexes on active
 * occupancies (per unit, per tenant) only serve a condition they can prove, so a bound parameter
 * would leave a statement's generic plan on the wider indexes, filtering rows one by one.
 */
export const isActiveOccupancy = sql`${occupancies.status} = 'ACTIVE'`;

/** Occupancies per organization and status, kept by triggers (migration 0007): the list's total. */
export const occupancyCounts = pgTable(
  'occupancy_counts',
  {
    organizationId: organizationColumn(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.status)],
);
