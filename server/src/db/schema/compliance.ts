import { RENT_UNIT_TYPES } from '@lar/contracts/compliance/limits';
import { date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import {
  changeTrackingColumns,
  organizationColumn,
  organizationPrimaryKey,
  tenantRecordTable,
} from './columns.ts';
import { belongsToProgram } from './programs.ts';

/** When a program's table of one year takes effect; a year without a row starts on 1 January (migration 0022). */
export const programLimitTables = pgTable(
  'program_limit_tables',
  {
    organizationId: organizationColumn(),
    programId: integer('program_id').notNull(),
    year: smallint('year').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    ...changeTrackingColumns(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.programId, t.year), belongsToProgram(t)],
);

/**
 * HUD's HERA special income limits (the MTSP file's HERA special columns) of a program's area, by
 * year, AMI % (50 or 60) and household size (migration 0042, decision 048).
 */
export const heraSpecialLevels = pgTable(
  'hera_special_levels',
  {
    organizationId: organizationColumn(),
    programId: integer('program_id').notNull(),
    year: smallint('year').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    householdSize: smallint('household_size').notNull(),
    limitValue: numeric('limit_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    organizationPrimaryKey(t.organizationId, t.programId, t.year, t.percentage, t.householdSize),
    belongsToProgram(t),
  ],
);

/** A unit's designations besides its primary program and level: a program at an AMI %. */
export const unitDesignations = tenantRecordTable('unit_designations', {
  unitId: integer('unit_id').notNull(),
  programId: integer('program_id').notNull(),
  amiPercentage: numeric('ami_percentage', { precision: 5, scale: 2 }).notNull(),
});

/** A property's utility allowance per unit type, from an effective date. */
export const utilityAllowances = tenantRecordTable('utility_allowances', {
  propertyId: integer('property_id').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  unitType: text('unit_type', { enum: RENT_UNIT_TYPES }).notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
});
