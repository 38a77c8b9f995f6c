import { SET_ASIDE_ELECTIONS } from '@lar/contracts/compliance/set-aside';
import { date, integer, text } from 'drizzle-orm/pg-core';
import { tenantRecordTable } from './columns.ts';

/**
 * A property's LIHTC buildings (migration 0039, decision 042). Business fields keep their API
 * (snake_case) names as keys, as properties' do, so the body passes to the table without a mapping.
 * The foreign keys (to the property; a unit's to its building of the same property), the BIN's
 * uniqueness and the first credit year's check live in the migration.
 */
export const buildings = tenantRecordTable('buildings', {
  property_id: integer('property_id').notNull(),
  bin: text('bin'),
  name: text('name').notNull(),
  street1: text('street1'),
  street2: text('street2'),
  city: text('city'),
  state: text('state'),
  postal_code: text('postal_code'),
  placed_in_service_date: date('placed_in_service_date', { mode: 'string' }),
  first_credit_year: integer('first_credit_year'),
  /** The date the gross rent floor fixes the building's rents at (Rev. Proc. 94-57; migration 0043). */
  gross_rent_floor_date: date('gross_rent_floor_date', { mode: 'string' }),
  /** Null: the property's election applies. */
  set_aside_election: text('set_aside_election', { enum: SET_ASIDE_ELECTIONS }),
});
