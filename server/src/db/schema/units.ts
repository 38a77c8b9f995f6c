import { UNIT_TYPES } from '@lar/contracts/units';
import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, text } from 'drizzle-orm/pg-core';
import { tenantRecordTable } from './columns.ts';

export const units = tenantRecordTable('units', {
  propertyId: integer('property_id').notNull(),
  /** One of the property's buildings (migration 0039); an insert without it gets the only one. */
  buildingId: integer('building_id').notNull(),
  unitNumber: text('unit_number'),
  unitType: text('unit_type', { enum: UNIT_TYPES }).notNull(),
  unitStyle: text('unit_style'),
  bathrooms: numeric('bathrooms', { precision: 3, scale: 1 }),
  squareFeet: integer('square_feet'),
  /** The market rent per month (migration 0053): caps a HOME tenant's rent over 80 % AMI. */
  marketRent: numeric('market_rent', { precision: 10, scale: 2 }),
  govProgramId: integer('gov_program_id'),
  amiLevelId: integer('ami_level_id'),
  isAdaCompliant: boolean('is_ada_compliant').notNull().default(false),
  amenities: text('amenities').array().notNull().default([]),
  notes: text('notes'),
  /**
   * Held by an ACTIVE or PENDING occupancy: kept by triggers on occupancies (migration 0027).
   * Declared generated so that no write of ours sets it; the expression is never used.
   */
  taken: boolean('taken').notNull().generatedAlwaysAs(sql`false`),
  /** Has designations besides its primary program: kept by triggers on unit_designations (0028). */
  layered: boolean('layered').notNull().generatedAlwaysAs(sql`false`),
});
