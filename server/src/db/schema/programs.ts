import { LIMIT_TYPES } from '@lar/contracts/ami-levels';
import { ASSET_RULES } from '@lar/contracts/compliance/asset-rules';
import type { EligibilityCriteria } from '@lar/contracts/programs';
import { PROGRAM_SCOPES, PROGRAM_STATUSES, SUBSIDY_TYPES } from '@lar/contracts/programs';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import {
  changeTrackingColumns,
  organizationColumn,
  organizationPrimaryKey,
  tenantKeyColumns,
  tenantRecordTable,
} from './columns.ts';

export const govPrograms = tenantRecordTable('gov_programs', {
  name: text('name').notNull(),
  scope: text('scope', { enum: PROGRAM_SCOPES }).notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  subsidyType: text('subsidy_type', { enum: SUBSIDY_TYPES }).notNull(),
  eligibilityCriteria: jsonb('eligibility_criteria').$type<EligibilityCriteria>().notNull(),
  recertificationFrequency: integer('recertification_frequency').notNull(),
  limitsUpdateFrequency: integer('limits_update_frequency').notNull(),
  requiredDocuments: text('required_documents').array().notNull().default(sql`'{}'`),
  status: text('status', { enum: PROGRAM_STATUSES }).notNull().default('active'),
  notes: text('notes'),
  /** A HOME program: its designations make HOME units, Low HOME at or below 50 % AMI (migration 0030). */
  homeProgram: boolean('home_program').notNull().default(false),
  /** The asset rule the program's agency follows, and from when HOTMA applies (migration 0041, decision 046). */
  assetRule: text('asset_rule', { enum: ASSET_RULES }).notNull().default('PRE_HOTMA'),
  hotmaEffectiveDate: date('hotma_effective_date', { mode: 'string' }),
});

/**
 * The key of a row that belongs to a program (its levels, limit tables, HERA special limits): the
 * program of the same organization, and the rows go when the program is deleted.
 */
export function belongsToProgram(t: { organizationId: AnyPgColumn; programId: AnyPgColumn }) {
  return foreignKey({
    columns: [t.organizationId, t.programId],
    foreignColumns: [govPrograms.organizationId, govPrograms.id],
  }).onDelete('cascade');
}

export const amiLevels = pgTable(
  'ami_levels',
  {
    ...tenantKeyColumns(),
    programId: integer('program_id').notNull(),
    year: smallint('year').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    limitType: text('limit_type', { enum: LIMIT_TYPES }).notNull(),
    /** Household size '1'..'8' for income limits; SRO, Studio, 1BR..5BR for rent limits. */
    unitType: text('unit_type').notNull(),
    limitValue: numeric('limit_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ...changeTrackingColumns(),
  },
  (t) => [belongsToProgram(t)],
);

/**
 * Each program's levels as the JSON text its answer carries, rewritten by triggers on ami_levels
 * in the same transaction as every change to them (migrations 0012 and 0013).
 */
export const amiLevelsJson = pgTable(
  'ami_levels_json',
  {
    organizationId: organizationColumn(),
    programId: integer('program_id').notNull(),
    levels: text('levels').notNull(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.programId)],
);
